import Foundation
import Testing
import TestSupport

/// Tags and authors on the live source through the built binary and the fixture server:
/// Qiita's own counts and profiles (`/api/v2/tags`, `/users/:id`, `/users/:id/items`), then
/// the answers kept offline when the network fails; a page in another order says it is only
/// that page.
@Suite struct LiveBrowsingEndToEndTests {
    let live: LiveShellHome

    init() throws {
        live = try LiveShellHome()
    }

    private func shell(_ arguments: [String], input: String = "") async throws -> ShellProcess.Outcome {
        try await live.run(["--source", "qiita"] + arguments, input: input)
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func tagsAndAuthorsOnlineThenOffline() async throws {
        let login = try await shell(
            ["-c", "register livereader3"], input: "\(LiveShellHome.password)\n\(LiveShellHome.password)\n")
        try #require(login.status == 0, "\(login.stderr)")

        let items = try #require(
            try json(try await shell(["--per-page", "100", "-c", "search --json"]).stdout) as? [[String: Any]])
        var expected: [String: Int] = [:]
        for item in items {
            for tag in Set(
                (item["tags"] as? [[String: Any]] ?? []).compactMap { ($0["name"] as? String)?.lowercased() })
            {
                expected[tag, default: 0] += 1
            }
        }
        let online = try await shell(["-c", "tags --json"])
        #expect(online.status == 0, "\(online.stderr)")
        let tags = try #require(try json(online.stdout) as? [[String: Any]])
        #expect(!tags.isEmpty)
        for tag in tags {
            #expect(expected[(tag["id"] as? String ?? "").lowercased()] == tag["items_count"] as? Int, "\(tag)")
        }
        #expect(try await live.server.requests().map(\.path).last == "/api/v2/tags?page=1&per_page=20&sort=count")

        let author = try #require((items.first?["user"] as? [String: Any])?["id"] as? String)
        let user = try #require(try json(try await shell(["-c", "user \(author) --json"]).stdout) as? [String: Any])
        let profile = try #require(user["user"] as? [String: Any])
        #expect(
            profile["items_count"] as? Int
                == items.filter { ($0["user"] as? [String: Any])?["id"] as? String == author }.count)

        // Offline: what was kept, saying why.
        try await live.server.fail("500", times: 4)
        let offline = try await shell(["-c", "tags; user \(author)"])
        #expect(offline.status == 0, "\(offline.stderr)")
        let lines = offline.stdoutLines
        #expect(lines.filter { $0.hasPrefix("offline: showing cached results") }.count == 2, "\(lines.prefix(4))")

        // Another order than newest first applies to the page fetched, and says so.
        let sorted = try await shell(["-c", "search --sort likes"])
        #expect(sorted.stdoutLines.prefix(2).last == "the API lists newest first: only this page is in the order asked")
    }

    /// Qiita's API has no relevance order: a query with words keeps the API's order (newest first)
    /// without a word, and says why when `--sort rel` is typed; the header never claims relevance.
    @Test func relevanceKeepsTheAPIsOrderAndSaysSoWhenAskedFor() async throws {
        let login = try await shell(
            ["-c", "register livereader4"], input: "\(LiveShellHome.password)\n\(LiveShellHome.password)\n")
        try #require(login.status == 0, "\(login.stderr)")
        let note = "newest first: Qiita's API cannot rank by relevance (import or sync a mirror to rank)"
        let implied = try await shell(["-c", "search swift"])
        #expect(implied.status == 0, "\(implied.stderr)")
        #expect(!implied.stdout.contains(note) && !implied.stdout.contains("by relevance"), "\(implied.stdout)")
        let asked = try await shell(["-c", "search swift --sort rel"])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stdoutLines.prefix(2).last == note, "\(asked.stdoutLines.prefix(3))")
        #expect(!asked.stdoutLines[0].contains("by relevance"))
        let ranked = try await shell(["-c", "search swift --sort rel --json id"])
        let newest = try await shell(["-c", "search swift --sort created --json id"])
        #expect(ranked.stdout == newest.stdout && !ranked.stdout.contains("score"))
    }
}
