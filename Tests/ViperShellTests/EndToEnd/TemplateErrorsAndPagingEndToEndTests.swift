import Foundation
import Testing
import TestSupport

/// Through the built binary on the demo catalogue: a `--template` that does not parse or names a
/// field the JSON lacks is one line on standard error and exit status 2, as a bad `--jq` is;
/// `page N`, `next` and `prev` print JSON with `--json` as `search` does; `links N|ID` lists an
/// item's links from the listing as `links` does in the open item.
@Suite struct TemplateErrorsAndPagingEndToEndTests {
    static let password = "paging-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(_ arguments: [String]) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, arguments, environment: ["COLUMNS": "100"])
    }

    private func registered() async throws {
        try await ShellProcess.register("paginguser1", password: Self.password, home: home)
    }

    @Test func aBadTemplateIsOneLineInWordsAndAUsageError() async throws {
        try await registered()
        let unclosed = try await shell(["--format", "json", "--template", "{{title}", "-c", "search swift"])
        #expect(unclosed.status == 2)
        #expect(unclosed.stderrLines == ["error: bad --template: an unclosed tag: '{{' at column 1 has no '}}'"])
        #expect(unclosed.stdout.isEmpty)
        let section = try await shell(["-c", "search swift --json --template '{{#.}}{{title}}'"])
        #expect(section.status == 2)
        #expect(
            section.stderrLines == [
                "-c:1: error: bad --template: a section {{#.}} at column 1 is never closed with {{/.}}"
            ])
    }

    @Test func anUnknownFieldOrHelperIsAUsageErrorNamingTheValidOnes() async throws {
        try await registered()
        let field = try await shell(["-c", "search swift --json --template '{{titl}}'"])
        #expect(field.status == 2)
        #expect(field.stdout.isEmpty)
        #expect(field.stderrLines.count == 1)
        let line = try #require(field.stderrLines.first)
        #expect(line.hasPrefix("-c:1: error: unknown field 'titl' in --template: fields are id, title, "))
        #expect(line.contains("; helpers are timeago, "))
        let helper = try await shell(["-c", "search swift --json --template '{{#.}}{{tmeago(created_at)}}{{/.}}'"])
        #expect(helper.status == 2 && helper.stderrLines.count == 1)
        #expect(helper.stderr.hasPrefix("-c:1: error: unknown helper 'tmeago' in --template: helpers are timeago, "))
        // Each item's tags are read inside the section over them; the whole template renders.
        let nested = try await shell([
            "-c", "search swift --json --template '{{#.}}{{id}}:{{#tags}} {{name}}{{/tags}}\n{{/.}}'",
        ])
        #expect(nested.status == 0, "\(nested.stderr)")
        let json = try await shell(["-c", "search swift --json id,tags"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let expected = items.map { item in
            let tags = (item["tags"] as? [[String: Any]] ?? []).map { " " + ($0["name"] as? String ?? "") }
            return (item["id"] as? String ?? "") + ":" + tags.joined()
        }
        #expect(!expected.isEmpty && nested.stdoutLines == expected)
    }

    @Test func pagingPrintsJSONWithJSON() async throws {
        try await registered()
        let paged = try await shell(["-c", "search swift", "-c", "page 2 --json id"])
        #expect(paged.status == 0, "\(paged.stderr)")
        // The oracle: both pages' IDs as `--format json` prints every listing (page 1 holds 20).
        let both = try await shell(["--format", "json", "--jq", ".[].id", "-c", "search swift", "-c", "page 2"])
        let pageTwo = Array(both.stdoutLines.dropFirst(20))
        // The JSON follows the table, from its first line alone on a line.
        let printed = paged.stdoutLines.drop { $0 != "[" }.joined(separator: "\n")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [[String: Any]])
        #expect(!objects.isEmpty && objects.allSatisfy { $0.keys.sorted() == ["id"] })
        #expect(objects.map { $0["id"] as? String ?? "" } == pageTwo)
        let forward = try await shell(["-c", "search swift; next --json=id --jq '.[].id'; prev --json id --jq length"])
        #expect(forward.status == 0, "\(forward.stderr)")
        let afterListing = forward.stdoutLines.suffix(pageTwo.count + 1)
        #expect(Array(afterListing.dropLast()) == pageTwo)
        #expect(afterListing.last == "20")
        let refused = try await shell(["-c", "search swift; next --json read_at"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("unknown JSON field \"read_at\""))
    }

    @Test func linksFromTheListingAsInTheOpenItem() async throws {
        try await registered()
        // The first item found for "https" has a link; the newest for "swift" has none.
        let listed = try await shell(["-c", "search https", "-c", "links 1"])
        let opened = try await shell(["-c", "search https; open 1", "-c", "links"])
        #expect(listed.status == 0 && opened.status == 0, "\(listed.stderr) \(opened.stderr)")
        let header = try #require(listed.stdoutLines.firstIndex { $0.contains(" in “") })
        let links = Array(listed.stdoutLines[header...])
        #expect(links.count > 1)
        #expect(opened.stdoutLines.suffix(links.count) == links[...])
        let json = try await shell(["-c", "search https --json id --jq '.[0].id'"])
        let id = try #require(json.stdoutLines.first)
        let byID = try await shell(["-c", "links \(id)"])
        #expect(byID.status == 0 && byID.stdoutLines.suffix(links.count) == links[...])
        let none = try await shell(["-c", "search swift --sort created", "-c", "links 1"])
        #expect(none.status == 0 && none.stderrLines.count == 1 && none.stderr.hasSuffix("has no links.\n"))
        let noRow = try await shell(["-c", "search swift --sort created", "-c", "links 99"])
        #expect(noRow.status == 2 && noRow.stderr.contains("no row 99 on this page"))
        let help = try await shell(["-c", "help links; help page; help next"])
        #expect(help.stdout.contains("links N|ID") && help.stdout.contains("page N [--json[=FIELDS]]"))
        #expect(help.stdout.contains("next [--json[=FIELDS]]"))
    }
}
