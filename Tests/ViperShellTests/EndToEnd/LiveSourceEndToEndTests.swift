import Foundation
import Testing
import TestSupport

/// `source qiita` through the built binary, against the local fixture server: search, paging,
/// open and back over HTTP; faults reported in one line with the shell going on; cached
/// results when the network fails.
@Suite struct LiveSourceEndToEndTests {
    let live: LiveShellHome

    init() throws {
        live = try LiveShellHome()
    }

    private func shell(_ arguments: [String], input: String = "") async throws -> ShellProcess.Outcome {
        try await live.run(["--per-page", "5"] + arguments, input: input)
    }

    @Test func browsingTheLiveSourceWithFaults() async throws {
        let login = try await shell(
            ["-c", "register livereader1"], input: "\(LiveShellHome.password)\n\(LiveShellHome.password)\n")
        try #require(login.status == 0, "\(login.stderr)")

        // `source` typed in the shell is remembered for the runs below (`--source` would be for one run).
        let browse = try await shell(["-c", "source qiita; search tag:swift; next; open 2; back"])
        #expect(browse.status == 0, "\(browse.stderr)")
        let lines = browse.stdoutLines
        #expect(lines.first == "Search: tag:swift — page 1 of 3 (12 items)")
        #expect(lines.contains("Search: tag:swift — page 2 of 3 (12 items)"))
        #expect(lines.contains { $0.hasPrefix("API requests left: ") })
        #expect(lines.filter { $0.hasPrefix("Search: tag:swift — page 2 of 3") }.count == 2, "back shows page 2 again")
        let requested = try await live.server.requests().map(\.path)
        #expect(
            requested == [
                "/api/v2/items?page=1&per_page=5&query=tag%3Aswift",
                "/api/v2/items?page=2&per_page=5&query=tag%3Aswift",
            ],
            "open and back use what page 2 brought; nothing is fetched ahead")

        // Faults: one line each, the shell goes on, the script exits 1.
        try await live.server.fail("401")
        let refused = try await shell(["-c", "search swift; whoami"])
        #expect(refused.status == 1)
        #expect(
            refused.stderrLines == [
                "-c:1: error: the Qiita API asks for an access token (401): set one with 'token set' or QIITA_TOKEN"
            ])
        #expect(refused.stdoutLines == ["livereader1"])

        // The network fails (500 twice, retried once): the cached results are shown, and say so.
        try await live.server.fail("500", times: 2)
        let offline = try await shell(["-c", "search tag:swift"])
        #expect(offline.status == 0)
        #expect(
            offline.stdoutLines.prefix(2) == [
                "Search: tag:swift — page 1 of 2 (10 items)",
                "offline: showing cached results (the Qiita API failed (500) twice: try again later)",
            ])

        // A token: checked with the API, stored 0600, then sent with every request; never shown whole.
        let token = try await shell(["-c", "token set; token show; search docker"], input: "fixture-token\n")
        #expect(token.status == 0, "\(token.stderr)")
        // The confirmation goes to standard error, what `token show` was asked for to standard output.
        #expect(token.stderrLines.first == "Token saved: it belongs to fixture_user (…oken).")
        #expect(token.stdoutLines.first == "A token is stored (…oken).")
        #expect(!token.stdout.contains("fixture-token") && !token.stderr.contains("fixture-token"))
        #expect(try await live.server.requests().last?.authorization == "Bearer fixture-token")
        let mode =
            try FileManager.default.attributesOfItem(atPath: live.home + "/token.json")[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // Stocked while online, readable offline.
        let stocked = try await shell(["-c", "search tag:swift; stock 1; stocks"])
        #expect(stocked.stderrLines.contains { $0.hasPrefix("Added ") && $0.contains(" to your stocks: ") })
        let source = try await shell(["-c", "source"])
        // The fixture server is not Qiita: the message names the host it asks.
        let host = "\(live.server.baseURL.host ?? ""):\(live.server.baseURL.port ?? 0)"
        #expect(
            source.stdoutLines.first?.hasPrefix("Source: qiita (the Qiita API at \(host); ") == true, "\(source.stdout)"
        )
        #expect(source.stdoutLines.first?.hasSuffix(" cached for offline use)") == true)
        let unreachable = try await ShellProcess.run(
            home: live.home, ["--api-url", "http://127.0.0.1:1", "-c", "stocks --json"], environment: [:])
        #expect(unreachable.status == 0)
        #expect(unreachable.stdout.hasPrefix("["))
    }
}
