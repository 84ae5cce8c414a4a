import CDemoImages

/// The demo catalogue's images, compiled in (Scripts/generate-demo-images): its articles name
/// them `https://demo-images.viper-shell.invalid/NAME` (`.invalid` never resolves), and they are
/// answered from the binary, never fetched or cached.
package enum DemoImages {
    package static let prefix = "https://demo-images.viper-shell.invalid/"

    /// The names the demo has.
    package static let names = ["terminal.png", "photo.jpeg", "diagram.gif", "logo.png", "chart.webp"]

    /// Whether `address` names a demo image (whether or not the demo has it).
    package static func isDemo(_ address: String) -> Bool { address.hasPrefix(prefix) }

    /// The bytes of the demo image at `address`, or nil.
    package static func bytes(for address: String) -> [UInt8]? {
        guard isDemo(address) else { return nil }
        let name = String(address.dropFirst(prefix.count))
        var size = 0
        guard let bytes = vs_demo_image(name, &size) else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }
}
