import ArticleImages
import ShellKit
import Synchronization

/// The images articles draw, for the whole session: read from the image cache and decoded once
/// each (the decoded pixels of the most recent few are kept), shared by every layout.
package final class ArticleImageLibrary: Sendable {
    package let cache: ImageCache
    private let decoded = Mutex<[(address: String, image: DecodedImage)]>([])
    /// How many decoded images are kept: a screen holds a few, and 1080p pixels are 8 MB each.
    private static let keptImages = 8
    /// Headers found, by address (a few dozen bytes each; forgotten all at once past the bound).
    private let headers = Mutex<[String: ImageHeader]>([:])
    private static let keptHeaders = 1024

    package init(cache: ImageCache) {
        self.cache = cache
    }

    /// The header of the image at `address`, read without decoding it (`ImageStanding`'s reading
    /// and limits): nil when it is not at hand or is refused. A header found is kept, so that the
    /// reader's layouts before the image is drawn do not read its file again each time.
    package func header(at address: String) -> ImageHeader? {
        if let kept = headers.withLock({ $0[address] }) { return kept }
        let demo = DemoImages.bytes(for: address)
        let header: ImageHeader
        switch ImageStanding.of(demoBytes: demo, cachedBytes: demo == nil ? cache.bytes(for: address) : nil) {
        case .inDemo(let found, _), .cached(let found, _): header = found
        case .refused, .notFetched: return nil
        }
        headers.withLock { headers in
            if headers.count >= Self.keptHeaders { headers.removeAll() }
            headers[address] = header
        }
        return header
    }

    /// The file at `address` as it was fetched (or the demo's), nil when not at hand.
    package func bytes(at address: String) -> [UInt8]? {
        DemoImages.bytes(for: address) ?? cache.bytes(for: address)
    }

    /// The decoded image at `address`: nil when it is not cached, or is refused (not an image
    /// shown here, over the limits, damaged).
    package func image(at address: String) -> DecodedImage? {
        if let kept = decoded.withLock({ images in images.first { $0.address == address }?.image }) { return kept }
        guard let bytes = bytes(at: address), let image = try? DecodedImage.decode(bytes)
        else { return nil }
        decoded.withLock { images in
            images.append((address, image))
            if images.count > Self.keptImages { images.removeFirst() }
        }
        return image
    }
}
