import Foundation
import Testing
import TestSupport

/// Items and ItemDetail through the built binary on the embedded catalogue: one registration
/// and login, then searches with qualifiers, paging, open, back and stocks, with `--json`
/// output parsed and checked against what the table showed.
@Suite struct ItemsEndToEndTests {
    static let password = "e2e-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(_ arguments: [String], input: String = "") async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, arguments, input: input, environment: ["COLUMNS": "100"])
    }

    private func json(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [[String: Any]], "not a JSON array of objects: \(text.prefix(200))")
    }

    private func logIn() async throws {
        // Registering logs in at once; the login lasts for the shells that follow.
        let registered = try await shell(["-c", "register browser01"], input: "\(Self.password)\n\(Self.password)\n")
        try #require(registered.status == 0, "\(registered.stderr)")
    }

    @Test func searchingPagingReadingAndStocking() async throws {
        try await logIn()

        // --json: only JSON on stdout, Qiita's field names, and the qualifiers hold.
        let swift = try await shell(["-c", "search --json tag:swift likes:>10"])
        #expect(swift.status == 0)
        let found = try json(swift.stdout)
        #expect(!found.isEmpty && found.count <= 20)
        for item in found {
            let tags = (item["tags"] as? [[String: Any]] ?? []).compactMap { ($0["name"] as? String)?.lowercased() }
            #expect(tags.contains("swift"))
            #expect((item["likes_count"] as? Int ?? 0) > 10)
            #expect(item["user"] is [String: Any] && item["created_at"] is String && item["body"] is String)
        }
        let dates = found.compactMap { $0["created_at"] as? String }
        #expect(dates == dates.sorted(by: >), "newest first")

        // Page 2 of a tag search, 5 a page, as JSON: what the table and detail must agree with.
        let pageTwo = try json(
            try await shell(["--per-page", "5", "-c", "search tag:docker; next; list --json"]).stdout
                .split(separator: "\n").drop { !$0.hasPrefix("[") }.joined(separator: "\n"))
        try #require(pageTwo.count == 5)
        let titles = pageTwo.compactMap { $0["title"] as? String }
        let ids = pageTwo.compactMap { $0["id"] as? String }

        let session = try await shell([
            "--per-page", "5", "-c", "search tag:docker; next; open 2; back; stock 1; stocks --json",
        ])
        #expect(session.status == 0, "\(session.stderr)")
        let lines = session.stdoutLines
        let headers = lines.filter { $0.hasPrefix("Search: tag:docker — page 2 of") }
        #expect(headers.count == 2, "the listing after `next`, and the same page again after `back`")
        #expect(lines.contains(titles[1]), "open 2 shows row 2's title on a line of its own")
        #expect(lines.contains { $0.hasPrefix("https://qiita.com/") && $0.hasSuffix(ids[1]) })
        #expect(session.stderrLines.contains { $0.hasPrefix("Added ") && $0.contains(" to your stocks: ") })
        let stocks = try json(lines.drop { !$0.hasPrefix("[") }.joined(separator: "\n"))
        #expect(stocks.compactMap { $0["id"] as? String } == [ids[0]])

        // An item by ID, as JSON: the full item.
        let byID = try await shell(["-c", "open \(ids[3]) --json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(byID.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? String == ids[3])
        #expect(object["title"] as? String == titles[3])

        // Errors: a bad qualifier is a usage error; a row that is not there too.
        let bad = try await shell(["-c", "search foo:bar", "-c", "search tag:docker; open 99"])
        #expect(bad.status == 2)
        #expect(bad.stderrLines.first?.hasPrefix("-c:1: error: unknown qualifier \"foo:\"") == true)
    }
}
