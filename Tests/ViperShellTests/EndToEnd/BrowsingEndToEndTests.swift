import Foundation
import Testing
import TestSupport

/// Exploring through the built binary on the embedded catalogue, with `--json` output parsed:
/// tag counts agree with searches, an author's figures with their items, sorting holds, saved
/// searches count what is unread, and `--json FIELDS` prints exactly those fields (an unknown
/// one is a usage error naming the valid ones).
@Suite struct BrowsingEndToEndTests {
    static let password = "browse-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(_ arguments: [String], input: String = "") async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, arguments, input: input, environment: ["COLUMNS": "100"])
    }

    private func json(_ arguments: [String]) async throws -> Any {
        let outcome = try await shell(arguments)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    private func objects(_ arguments: [String]) async throws -> [[String: Any]] {
        try #require(try await json(arguments) as? [[String: Any]])
    }

    private func register() async throws {
        let registered = try await shell(["-c", "register browser9"], input: "\(Self.password)\n\(Self.password)\n")
        try #require(registered.status == 0, "\(registered.stderr)")
    }

    @Test func tagsAuthorsAndSorting() async throws {
        try await register()
        let tags = try await objects(["-c", "tags --json"])
        try #require(tags.count == 20)
        #expect(tags.allSatisfy { Set($0.keys) == ["id", "items_count"] }, "Qiita's tag object names the tag `id`")
        let counts = tags.compactMap { $0["items_count"] as? Int }
        #expect(counts == counts.sorted(by: >), "most used first")
        // The biggest tag's count is what a search for it finds.
        let biggest = try #require(tags.first?["id"] as? String)
        let search = try await shell(["-c", "tag \(biggest)"])
        #expect(
            search.stdoutLines.first?.hasSuffix("(\(counts[0]) items)") == true, "\(search.stdoutLines.first ?? "")")

        // An author: the profile's figures add up their items as listed.
        let first = try #require(try await objects(["--per-page", "100", "-c", "search --json"]).first)
        let author = try #require((first["user"] as? [String: Any])?["id"] as? String)
        let both = try #require(try await json(["--per-page", "100", "-c", "user \(author) --json"]) as? [String: Any])
        let profile = try #require(both["user"] as? [String: Any])
        let items = try #require(both["items"] as? [[String: Any]])
        #expect(profile["items_count"] as? Int == items.count)
        #expect(profile["likes_count"] as? Int == items.compactMap { $0["likes_count"] as? Int }.reduce(0, +))
        #expect(items.allSatisfy { ($0["user"] as? [String: Any])?["id"] as? String == author })
        let unknown = try await shell(["-c", "user no_such_author_here"])
        #expect(unknown.status == 1)
        #expect(unknown.stderrLines == ["-c:1: error: no author with ID no_such_author_here"])

        // Sorting: likes largest first, --asc smallest first, the header says so.
        let byLikes = try await objects(["-c", "search tag:\(biggest) --sort likes --json=id,likes_count"])
        let likes = byLikes.compactMap { $0["likes_count"] as? Int }
        #expect(likes == likes.sorted(by: >) && likes.count == 20)
        let fewest = try await objects(["-c", "search tag:\(biggest) --sort likes --asc --json=likes_count"])
        #expect(
            fewest.compactMap { $0["likes_count"] as? Int } == fewest.compactMap { $0["likes_count"] as? Int }.sorted())
        let header = try await shell(["-c", "search tag:\(biggest) --sort comments"])
        #expect(header.stdoutLines.first?.hasSuffix(" · most comments first") == true)
    }

    @Test func savedSearchesAndJSONFields() async throws {
        try await register()
        let session = try await shell([
            "-c", "search tag:docker; save dock; save long docker --sort likes; open 1 --json; back; saved --json",
        ])
        #expect(session.status == 0, "\(session.stderr)")
        let saved = try await objects(["-c", "saved --json"])
        #expect(saved.compactMap { $0["name"] as? String } == ["dock", "long"])
        let dock = try #require(saved.first)
        #expect(dock["query"] as? String == "tag:docker")
        #expect((dock["total"] as? Int ?? 0) - (dock["unread"] as? Int ?? 0) == 1, "the item opened is read")
        #expect(saved[1]["sort"] as? String == "likes")
        let run = try await objects(["-c", "saved long --json id,title,url"])
        #expect(run.count == 20 && run.allSatisfy { Array($0.keys).sorted() == ["id", "title", "url"] })

        // Exactly the fields asked, in the order asked.
        let fields = try await shell(["-c", "search --json url,id"])
        let lines = fields.stdoutLines
        #expect(lines[1] == "  {" && lines[4] == "  },")
        #expect(lines[2].hasPrefix("    \"url\" : \"https://qiita.com/") && lines[3].hasPrefix("    \"id\" : "))
        // An unknown field is a usage error listing the valid ones; nothing on stdout.
        let bad = try await shell(["-c", "search swift --json id,titel"])
        #expect(bad.status == 2 && bad.stdout.isEmpty)
        #expect(
            bad.stderrLines == [
                "-c:1: error: unknown JSON field \"titel\": valid fields are id, title, body, url, user, tags, " +
                "likes_count, stocks_count, comments_count, created_at, updated_at, read, score, snippet"
            ])
        // --format json --fields: the same for every listing of the session.
        let global = try await shell(["--format", "json", "--fields", "id,items_count", "-c", "tags"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(global.stdout.utf8)) as? [[String: Any]])
        #expect(parsed.count == 20 && parsed.allSatisfy { $0.keys.count == 2 })
        let wrong = try await shell(["--format", "json", "--fields", "name", "-c", "search"])
        #expect(wrong.status == 2 && wrong.stderr.contains("unknown JSON field \"name\""))
        let noJSON = try await shell(["--fields", "id", "-c", "search"])
        #expect(noJSON.status == 2 && noJSON.stderr.contains("--fields goes with --format json"))
    }
}
