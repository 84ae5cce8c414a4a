import ArticleImages
import QiitaAPI

/// An article's images as `images` and `image K` see them: the demo's compiled in, the cache's,
/// or fetched now (and cached) when asked for and not at hand.
package struct ArticleImageShelf: Sendable {
    package let cache: ImageCache
    private let transport: CurlHTTPTransport
    private let timeouts: ImageTimeouts

    package init(
        cache: ImageCache, transport: CurlHTTPTransport = CurlHTTPTransport(), timeouts: ImageTimeouts = ImageTimeouts()
    ) {
        self.cache = cache
        self.timeouts = timeouts
        var transport = transport
        transport.maximumBodyBytes = ImageLimits.standard.maximumBytes
        self.transport = transport
    }

    /// Where the image at `address` stands, without fetching it.
    package func standing(of address: String) -> ImageStanding {
        let demo = DemoImages.bytes(for: address)
        return ImageStanding.of(demoBytes: demo, cachedBytes: demo == nil ? cache.bytes(for: address) : nil)
    }

    /// The image's original bytes: the demo's, the cache's, or fetched now (then cached).
    package func bytes(of address: String) async throws(ImageUnavailable) -> [UInt8] {
        if let bytes = DemoImages.bytes(for: address) ?? cache.bytes(for: address) { return bytes }
        let bytes = try await Self.download(address, with: transport, timeouts: timeouts)
        try? cache.store(bytes, for: address)
        return bytes
    }

    /// One image over HTTP: only http and https, a 2xx answer, and bytes whose header reads as an
    /// image shown here within the limits (Content-Type is never trusted).
    static func download(
        _ address: String, with transport: CurlHTTPTransport, timeouts: ImageTimeouts
    ) async throws(ImageUnavailable) -> [UInt8] {
        try checkedWeb(address)
        let response: HTTPResponse
        do {
            response = try await transport.get(
                address, headers: acceptImages, idleTimeout: timeouts.idle, totalTimeout: timeouts.total,
                isCancelled: { false })
        } catch {
            throw .transfer(error)
        }
        return try image(in: response)
    }

    /// The same on the calling thread, blocking it (the background fetcher's own threads).
    static func downloadBlocking(
        _ address: String, with transport: CurlHTTPTransport, timeouts: ImageTimeouts
    ) throws(ImageUnavailable) -> [UInt8] {
        try checkedWeb(address)
        let answer = transport.getBlocking(
            address, headers: acceptImages, idleTimeout: timeouts.idle, totalTimeout: timeouts.total,
            isCancelled: { false })
        switch answer {
        case .success(let response): return try image(in: response)
        case .failure(let failure): throw .transfer(failure)
        }
    }

    private static let acceptImages = ["Accept: image/png,image/jpeg,image/gif,image/webp"]

    private static func checkedWeb(_ address: String) throws(ImageUnavailable) {
        guard address.hasPrefix("https://") || address.hasPrefix("http://") else { throw .notWeb(address) }
    }

    /// The body of a 2xx answer whose header reads as an image within the limits.
    private static func image(in response: HTTPResponse) throws(ImageUnavailable) -> [UInt8] {
        guard (200..<300).contains(response.status) else { throw .status(response.status) }
        let bytes = Array(response.body)
        do {
            try ImageLimits.standard.check(ImageHeader.read(bytes), byteCount: bytes.count)
        } catch {
            throw .refused(error)
        }
        return bytes
    }
}

/// How long an image transfer may wait for data (`idle`) and last in all (`total`), in seconds.
package struct ImageTimeouts: Sendable {
    package var idle: Double = 10
    package var total: Double = 30

    package init(idle: Double = 10, total: Double = 30) {
        self.idle = idle
        self.total = total
    }
}
