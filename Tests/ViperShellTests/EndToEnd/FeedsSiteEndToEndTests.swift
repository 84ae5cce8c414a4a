import CatalogueImport
import CatalogueStore
import Foundation
import Testing
import TestSupport

/// The site follows belong to is remembered with them (issue 36, item 14): a later session
/// without `--api-url` finds the follows, the mirror and the API of the one other site the user
/// follows feeds on; with follows on several, it names them with the `--api-url` to pass.
@Suite struct FeedsSiteEndToEndTests {
    static let password = "sites-Passw0rd!"
    let live: LiveShellHome
    var home: String { live.home }
    var server: QiitaFixtureServer { live.server }

    init() throws {
        live = try LiveShellHome()
    }

    /// The shell on `home` with `--api-url` of `site` when one is given, never a token.
    private func shell(_ arguments: [String], site: QiitaFixtureServer?) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(
            home: home, (site.map { ["--api-url", $0.baseURL.absoluteString] } ?? []) + arguments,
            environment: ["COLUMNS": "100"])
    }

    @Test func aSessionWithoutAPIURLFindsTheOtherSitesFollowsAndMirror() async throws {
        try await ShellProcess.register("sitereader", password: Self.password, home: home)
        let setup = try await shell(["-c", "follow tag:swift user:user1; sync --limit 3 --quiet"], site: server)
        #expect(setup.status == 0, "\(setup.stderr)")
        let mirrored = try ItemStore(path: home + "/" + ItemCatalogue.mirrorFileName(site: "127.0.0.1:\(server.port)"))
            .count()
        #expect(mirrored > 0)

        let following = try await shell(["-c", "following --json feed"], site: nil)
        #expect(following.status == 0, "\(following.stderr)")
        let feeds = try JSONSerialization.jsonObject(with: Data(following.stdout.utf8)) as? [[String: String]]
        #expect(feeds == [["feed": "tag:swift"], ["feed": "user:user1"]])
        let mirror = try await shell(["-c", "source mirror; search --json id"], site: nil)
        #expect(mirror.status == 0, "\(mirror.stderr)")
        #expect((try JSONSerialization.jsonObject(with: Data(mirror.stdout.utf8)) as? [Any])?.count == mirrored)

        // A sync without --api-url goes to the site the follows were made on.
        try await server.resetStats()
        _ = try await server.addItems(tag: "swift", user: "user1", count: 1)
        let sync = try await shell(["-c", "sync"], site: nil)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdoutLines.first?.hasPrefix("Synced: tag:swift 1 new, 0 updated · user:user1 1 new") == true)
        let served = try await server.stats().served
        #expect(served > 0)
    }

    @Test func followsOnSeveralSitesAreNamedWithTheAPIURLToPass() async throws {
        let team = try QiitaFixtureServer()
        try await ShellProcess.register("sitereader", password: Self.password, home: home)
        _ = try await shell(["-c", "follow tag:swift"], site: server)
        _ = try await shell(["-c", "follow tag:go"], site: team)
        let sites = [server, team].sorted { "127.0.0.1:\($0.port)" < "127.0.0.1:\($1.port)" }
        let expected =
            "You follow nothing on this site: your follows are on "
            + sites.map { "127.0.0.1:\($0.port) (pass --api-url \($0.baseURL.absoluteString))" }.joined(
                separator: ", ")
        let following = try await shell(["-c", "following"], site: nil)
        #expect(following.status == 0)
        #expect(following.stdoutLines == [expected])
        let sync = try await shell(["-c", "sync --quiet"], site: nil)
        #expect(sync.status == 1, "a cron job must hear of it")
        #expect(sync.stderrLines == ["-c:1: error: " + expected])
        // Naming one still works, and keeps that site's follows.
        let named = try await shell(["-c", "following --json feed"], site: team)
        #expect(named.stdout.contains("tag:go") && !named.stdout.contains("tag:swift"))
    }
}
