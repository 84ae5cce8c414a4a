import ArticleImages
import FoundationEssentials
import QiitaAPI
import ShellKit
import Synchronization

/// Fetches an article's images into the image cache in the background, at most four at a time
/// per host: only http and https addresses, never more than `ImageLimits.standard`'s bytes, and
/// only what reads as a PNG, JPEG, GIF or WebP header (the server's Content-Type and the name
/// are never trusted). Qiita's image hosts are not its API: no token is sent, and no request
/// counts against the API's rate limit. A failure leaves the caption alone in place.
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
                && !cache.contains(address)
                && inFlight.withLock { $0.insert(address).inserted }
        }
        guard !wanted.isEmpty else { return }
        let byHost = Dictionary(grouping: wanted, by: Self.host(of:))
        for addresses in byHost.values {
            Task.detached { [self] in await fetchInTurn(addresses) }
        }
    }

    /// One host's addresses, `perHost` at a time.
    private func fetchInTurn(_ addresses: [String]) async {
        var start = 0
        while start < addresses.count {
            let batch = addresses[start..<min(addresses.count, start + Self.perHost)]
            await withTaskGroup(of: Void.self) { group in
                for address in batch { group.addTask { [self] in await fetchOne(address) } }
            }
            start += Self.perHost
        }
    }

    private func fetchOne(_ address: String) async {
        defer { _ = inFlight.withLock { $0.remove(address) } }
        guard let bytes = try? await ArticleImageShelf.download(address, with: transport, timeouts: ImageTimeouts()),
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

/// Starts fetching images into the cache without waiting for them (the reader picks them up as
/// they arrive).
package protocol ArticleImageFetching: Sendable {
    func fetch(_ addresses: [String])
}
