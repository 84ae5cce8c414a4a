import Foundation
import Testing
import TestSupport

/// `sync --images` through the built binary against the fixture server: the followed feeds'
/// items come into the mirror, then their images into the cache (each format kept, a bomb and
/// a missing one counted), and afterwards, with the server gone, `images` says they are cached.
@Suite struct SyncImagesEndToEndTests {
    static func item(_ number: Int, body: String) -> [String: Any] {
        let id = String(repeating: "a", count: 19) + String(number)
        return [
            "id": id, "title": "Pictures \(number)", "body": body, "url": "https://qiita.com/painter/items/\(id)",
            "user": ["id": "painter", "name": "Painter"], "tags": [["name": "images", "versions": []]],
            "likes_count": 1, "stocks_count": 0, "comments_count": 0,
            "created_at": "2024-03-0\(number)T10:00:00+09:00", "updated_at": "2024-03-0\(number)T10:00:00+09:00",
        ]
    }

    @Test func imagesOfMirroredArticlesAreFetchedAndStayOffline() async throws {
        let folder = try TemporaryDirectory()
        let host = "http://image-host.invalid/images/"
        let items = [
            Self.item(1, body: "![Screen](\(host)terminal.png)\n\n![Photo](\(host)photo.jpeg)\n"),
            Self.item(2, body: "![Chart](\(host)chart.webp)\n\n![Bomb](\(host)bomb.png)\n\n![Gone](\(host)gone.png)\n"),
            Self.item(3, body: "![Screen again](\(host)terminal.png)\n\n![Demo](https://demo-images.viper-shell.invalid/logo.png)\n"),
        ]
        let itemsFile = try folder.write(
            String(decoding: try JSONSerialization.data(withJSONObject: items), as: UTF8.self), to: "items.json")
        let server = try QiitaFixtureServer(items: itemsFile)
        let live = try LiveShellHome(server: server)
        try await ShellProcess.register("painter1", password: LiveShellHome.password, home: live.home)
        #expect(try await live.run(["-c", "follow tag:images"]).status == 0)

        let synced = try await live.run(["-c", "sync --images"])
        #expect(synced.status == 0, "\(synced.stderr)")
        // Six different images: the demo's is in the binary, three fetched, the bomb refused, one missing.
        #expect(
            synced.stdoutLines.last
                == "Images: 6 in the mirror's articles: 3 fetched, 1 cached already, 1 refused, 1 failed.",
            "\(synced.stdout)")
        let stats = try await server.stats()
        #expect(stats.images.served == 5 && stats.images.withAuthorization == 0, "\(stats.images)")

        // Again: nothing new to fetch but what failed.
        let again = try await live.run(["-c", "sync --images --quiet"])
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)\(again.stderr)")

        server.process.terminate()
        server.process.waitUntilExit()
        let offline = try await live.run(["-c", "source mirror; images aaaaaaaaaaaaaaaaaaa1"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdoutLines.filter { $0.hasSuffix(", cached") }.count == 2, "\(offline.stdout)")
    }
}
