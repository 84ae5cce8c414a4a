/// Where one of an article's images stands, for `images`: compiled into the demo, in the cache
/// (with what its header says), refused (with why), or not fetched yet.
package enum ImageStanding: Equatable, Sendable {
    case inDemo(ImageHeader, byteCount: Int)
    case cached(ImageHeader, byteCount: Int)
    case refused(ImageRefusal)
    case notFetched

    /// Where the image at `address` stands now, from its bytes when the demo or the cache has
    /// them (nil bytes: neither has).
    package static func of(demoBytes: [UInt8]?, cachedBytes: [UInt8]?, limits: ImageLimits = .standard) -> ImageStanding {
        guard let bytes = demoBytes ?? cachedBytes else { return .notFetched }
        do {
            let header = try ImageHeader.read(bytes)
            try limits.check(header, byteCount: bytes.count)
            return demoBytes != nil ? .inDemo(header, byteCount: bytes.count) : .cached(header, byteCount: bytes.count)
        } catch {
            return .refused(error)
        }
    }
}
