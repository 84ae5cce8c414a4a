import Foundation
import Testing
import TestSupport

/// Reading on the live source through the built binary and the fixture server: comments fetched
/// from `/api/v2/items/:id/comments`, then read offline from the cache when the network fails;
/// `is:` queries answered from the cached items, saying so.
@Suite struct LiveReadingEndToEndTests {
    let live: LiveShellHome

    init() throws {
        live = try LiveShellHome()
    }

    private func shell(_ arguments: [String], input: String = "") async throws -> ShellProcess.Outcome {
        try await live.run(["--source", "qiita"] + arguments, input: input)
    }

    private func json(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [[String: Any]], "not a JSON array of objects: \(text.prefix(200))")
    }

    @Test func commentsOnlineThenOfflineAndMarksOnTheCache() async throws {
        let login = try await shell(
            ["-c", "register livereader2"], input: "\(LiveShellHome.password)\n\(LiveShellHome.password)\n")
        try #require(login.status == 0, "\(login.stderr)")

        let search = try await shell(["-c", "search --json"])
        try #require(search.status == 0, "\(search.stderr)")
        let listing = try json(search.stdout)
        let row = try #require(listing.firstIndex { ($0["comments_count"] as? Int ?? 0) >= 2 }) + 1
        let item = listing[row - 1]
        let id = try #require(item["id"] as? String)
        #expect(item["comments"] == nil, "Qiita's item objects carry no comments")

        let fetched = try await shell(["-c", "search; comments \(row) --json"])
        try #require(fetched.status == 0, "\(fetched.stderr)")
        // The listing first, then the comments as one JSON array.
        let start = try #require(fetched.stdout.range(of: "\n[\n")).lowerBound
        let online = try json(String(fetched.stdout[start...]))
        #expect(online.count == item["comments_count"] as? Int)
        #expect(try await live.server.requests().map(\.path).last == "/api/v2/items/\(id)/comments")

        // The network fails (500 twice for the search, twice for the comments, each retried once):
        // the cached listing, then the comments kept with the item, are shown, saying why.
        try await live.server.fail("500", times: 4)
        let offline = try await shell(["-c", "search; open \(row) --json; comments"])
        #expect(offline.status == 0, "\(offline.stderr)")
        let lines = offline.stdoutLines.drop { !$0.contains("comments on “") }
        #expect(
            lines.dropFirst().first?.hasPrefix("offline: showing cached results (the Qiita API failed (500) twice")
                == true)
        #expect(lines.filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }.count == 2)

        // is: qualifiers search the cached items (the API knows nothing of read state).
        let marked = try await shell(["-c", "search is:read"])
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(
            marked.stdoutLines.prefix(2) == [
                "Search: is:read — page 1 of 1 (1 item)",
                "is: searches the items cached from Qiita (the API has no read state)",
            ])
        #expect(marked.stdout.contains(item["title"] as? String ?? "?"))
    }
}
