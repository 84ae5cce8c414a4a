import ArticleImages
import Foundation
import Testing
import TestSupport
@testable import ViperShell

/// Images fetched from the fixture server's image host through the real libcurl transport: each
/// format kept, the format read from the bytes (a PNG sent as text/html is a PNG, an HTML page
/// sent as an image is not), a truncated file kept but undecodable, a bomb refused by its header,
/// 404 and a slow answer as errors; in the background at most four at a time per host, no token
/// sent, nothing counted against the API's rate limit.
@Suite struct ImageFetchingTests {
    static func address(_ server: QiitaFixtureServer, _ name: String) -> String {
        "http://127.0.0.1:\(server.port)/images/\(name)"
    }

    @Test func eachAnswerIsKeptOrRefusedWithItsReason() async throws {
        let server = try QiitaFixtureServer()
        let folder = try TemporaryDirectory()
        let shelf = ArticleImageShelf(
            cache: ImageCache(folder: folder.file("images")), timeouts: ImageTimeouts(idle: 1, total: 1))
        for (name, format) in [("terminal.png", ImageFormat.png), ("photo.jpeg", .jpeg), ("diagram.gif", .gif),
                               ("chart.webp", .webp), ("html-type.png", .png)] {
            let bytes = try await shelf.bytes(of: Self.address(server, name))
            #expect(try ImageHeader.read(bytes).format == format, "\(name)")
            #expect((try? DecodedImage.decode(bytes)) != nil, "\(name) does not decode")
            guard case .cached(let header, _) = shelf.standing(of: Self.address(server, name)) else {
                Issue.record("\(name) was not cached")
                continue
            }
            #expect(header.format == format)
        }
        // Cut short: the header reads, so it is kept; decoding then refuses it.
        let truncated = try await shelf.bytes(of: Self.address(server, "truncated.png"))
        #expect(throws: ImageRefusal.undecodable(.png)) { try DecodedImage.decode(truncated) }

        await #expect(throws: ImageUnavailable.refused(.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000))) {
            try await shelf.bytes(of: Self.address(server, "bomb.png"))
        }
        await #expect(throws: ImageUnavailable.refused(.unsupportedFormat(found: "an HTML page"))) {
            try await shelf.bytes(of: Self.address(server, "page.html"))
        }
        await #expect(throws: ImageUnavailable.status(404)) { try await shelf.bytes(of: Self.address(server, "gone.png")) }
        await #expect(throws: ImageUnavailable.transfer(.timeout)) { try await shelf.bytes(of: Self.address(server, "slow.png")) }
        await #expect(throws: ImageUnavailable.notWeb("file:///etc/passwd")) { try await shelf.bytes(of: "file:///etc/passwd") }
        #expect(shelf.standing(of: Self.address(server, "bomb.png")) == .notFetched)

        let stats = try await server.stats()
        #expect(stats.images.withAuthorization == 0)
        #expect(stats.served == 0, "an image request counted as an API request")
    }

    @Test func theBackgroundFetchTakesFourAtATimeAndSaysWhenEachArrives() async throws {
        let server = try QiitaFixtureServer(latencyMilliseconds: 150)
        let folder = try TemporaryDirectory()
        let cache = ImageCache(folder: folder.file("images"))
        let arrivals = ImageArrivals()
        let fetcher = ArticleImageFetcher(cache: cache, arrivals: arrivals)
        // Ten addresses of the same host (a query makes each its own), two that never arrive.
        let addresses = (0..<10).map { Self.address(server, "terminal.png?n=\($0)") }
            + [Self.address(server, "gone.png"), Self.address(server, "page.html")]
        fetcher.fetch(addresses)
        fetcher.fetch(addresses)  // asked again while in flight: nothing fetched twice
        let deadline = ContinuousClock.now + .seconds(30)
        while arrivals.generation < 10, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(arrivals.generation == 10)
        #expect(addresses.prefix(10).allSatisfy(cache.contains))
        let stats = try await server.stats()
        #expect(stats.images.served == 12, "\(stats.images)")
        #expect(stats.images.maxInFlight <= ArticleImageFetcher.perHost && stats.images.maxInFlight >= 2, "\(stats.images)")
        fetcher.fetch(addresses)  // cached now: nothing asked
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await server.stats().images.served <= 14, "cached images fetched again")
    }
}
