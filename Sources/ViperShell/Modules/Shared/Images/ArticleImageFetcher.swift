import ArticleImages
import QiitaAPI
import ShellKit
import Synchronization

/// Fetches an article's images into the image cache in the background, at most four at a time
/// per host: only http and https addresses, never more than `ImageLimits.standard`'s bytes, and
/// only what reads as a PNG, JPEG, GIF or WebP header (the server's Content-Type and the name
/// are never trusted). Qiita's image hosts are not its API: no token is sent, and no request
/// counts against the API's rate limit. A failure leaves the caption alone in place.
///
/// Each transfer runs on a thread of the fetcher's own and blocks it, so that the reader's
/// images arrive however busy Swift's shared executor is (tests running beside it starved tasks
/// of it for half a minute).
package final class ArticleImageFetcher: ArticleImageFetching {
    private let cache: ImageCache
    private let arrivals: ImageArrivals
    private let transport: CurlHTTPTransport
    /// Addresses being fetched now, so that opening the article again does not fetch them twice.
    private let inFlight = Mutex<Set<String>>([])
    static let perHost = 4

    package init(cache: ImageCache, arrivals: ImageArrivals, transport: CurlHTTPTransport = CurlHTTPTransport()) {
        self.cache = cache
        self.arrivals = arrivals
        var transport = transport
        transport.maximumBodyBytes = ImageLimits.standard.maximumBytes
        self.transport = transport
    }

    package func fetch(_ addresses: [String]) {
        let wanted = addresses.filter { address in
            (address.hasPrefix("https://") || address.hasPrefix("http://")) && !DemoImages.isDemo(address)
                && !cache.contains(address) && inFlight.withLock { $0.insert(address).inserted }
        }
        for (_, addresses) in Dictionary(grouping: wanted, by: Self.host(of:)) {
            // A host's addresses, taken in turn by at most `perHost` threads.
            let queue = ImageFetchQueue(addresses)
            for _ in 0..<min(Self.perHost, addresses.count) {
                DetachedThread.start { [self] in
                    while let address = queue.next() { fetchOne(address) }
                }
            }
        }
    }

    private func fetchOne(_ address: String) {
        defer { _ = inFlight.withLock { $0.remove(address) } }
        guard let bytes = try? ArticleImageShelf.downloadBlocking(address, with: transport, timeouts: ImageTimeouts()),
            (try? cache.store(bytes, for: address)) != nil
        else { return }
        arrivals.arrived()
    }

    /// The host part of an http(s) address, for the per-host limit.
    static func host(of address: String) -> String {
        let rest = address.drop { $0 != "/" }.drop { $0 == "/" }
        return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}

/// One host's addresses, handed out one at a time to the threads fetching them.
private final class ImageFetchQueue: Sendable {
    private let waiting: Mutex<[String]>

    init(_ addresses: [String]) { waiting = Mutex(addresses.reversed()) }

    func next() -> String? { waiting.withLock { $0.popLast() } }
}

/// Starts fetching images into the cache without waiting for them (the reader picks them up as
/// they arrive).
package protocol ArticleImageFetching: Sendable {
    func fetch(_ addresses: [String])
}
