import FoundationEssentials

/// The kitty graphics protocol's commands this shell sends (`ESC _ G keys ; payload ESC \`),
/// every one with `q=2` so that the terminal never answers them.
public enum KittyGraphicsCommand {
    /// The most base64 bytes in one chunk of a transmission.
    public static let chunkSize = 4096

    /// Transmits a PNG file (`f=100`; the terminal decodes it) as image `id` with a virtual
    /// placement of `columns` × `rows` cells for Unicode placeholders (`U=1`), the image fitted
    /// into them keeping its aspect ratio. Any image of that id before is deleted first.
    public static func transmitPNG(_ png: [UInt8], id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        delete(id: id) + chunks(of: Data(png).base64EncodedString(), first: "a=T,U=1,q=2,f=100,i=\(id),c=\(columns),r=\(rows)")
    }

    /// Deletes image `id` and its placements (`a=d,d=I`).
    public static func delete(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// A transmission's base64 in chunks of at most `chunkSize`, each an APC command; the first
    /// carries `keys`, each but the last `m=1`.
    static func chunks(of base64: String, first keys: String) -> [UInt8] {
        let payload = Array(base64.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(payload.count + payload.count / chunkSize * 16 + 64)
        var start = 0
        repeat {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count ? 1 : 0
            let head = start == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            bytes += Array("\u{1B}_G\(head);".utf8)
            bytes += payload[start..<end]
            bytes += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < payload.count
        return bytes
    }
}
