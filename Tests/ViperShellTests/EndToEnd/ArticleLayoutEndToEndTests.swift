import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// An article through the built binary: `open` lays it out from cmark-gfm's tree (a table drawn,
/// a note labelled, a footnote listed, entities decoded, HTML shown as text), links print their
/// address once in plain output and become OSC 8 hyperlinks with `set hyperlinks on`, `section N`
/// resolves a reference link defined outside the section, and `links` lists HTML links too.
@Suite struct ArticleLayoutEndToEndTests {
    static let password = "article-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    static let body = """
        # Setup

        See [the guide][guide] and &lt;T&gt;[^1]. Press <kbd>Ctrl</kbd>+<kbd>C</kbd>. <!-- hidden -->

        | 名前 | 値 |
        |:--|--:|
        | **幅** | 12 |

        :::note warn
        Careful.
        :::

        # More

        <a href="https://example.org/html">an HTML link</a>

        [guide]: https://example.com/guide
        [^1]: The note.
        """

    private func shell(_ arguments: [String], environment: [String: String] = [:]) async throws -> ShellProcess.Outcome
    {
        let item: [String: Any] = [
            "id": "article0000000000001", "title": "Layout", "body": Self.body,
            "url": "https://qiita.com/x/items/article",
            "user": ["id": "writer"], "tags": [["name": "layout"]], "likes_count": 1, "stocks_count": 0,
            "comments_count": 0, "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00",
        ]
        let data = try JSONSerialization.data(withJSONObject: [item])
        let source = try folder.write(Array(data), to: "article.json")
        try await ShellProcess.register("writer01", password: Self.password, home: home)
        return try await ShellProcess.run(home: home, ["--source", source] + arguments, environment: environment)
    }

    @Test func openLaysTheArticleOutFromTheParsedTree() async throws {
        let outcome = try await shell(["-c", "search; open 1"], environment: ["COLUMNS": "60"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdoutLines
        let paragraph = try #require(
            lines.firstIndex(of: "See the guide <https://example.com/guide> and <T>[1]. Press"))
        #expect(lines[paragraph + 1] == "Ctrl+C.", "wrapped at 60 columns")
        #expect(lines.contains("│ 名前   │ 値 │"))
        #expect(lines.contains("│ **幅** │ 12 │"), "right-aligned under its header, by display width; marked in a pipe")
        #expect(lines.contains("│ [warn]") && lines.contains("│ Careful."))
        #expect(lines.contains("[1] The note."))
        #expect(lines.contains("an HTML link <https://example.org/html>"))
        #expect(
            !outcome.stdout.contains("hidden") && !outcome.stdout.contains("<kbd>") && !outcome.stdout.contains("|:--"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(!outcome.stdout.contains("\u{1B}"), "plain in a pipe")
    }

    @Test func hyperlinksOnWritesOSC8MarksAndNoAddresses() async throws {
        let outcome = try await shell(["-c", "set hyperlinks on; search; open 1; set hyperlinks bogus"])
        #expect(outcome.stdout.contains("\u{1B}]8;;https://example.com/guide\u{1B}\\the guide\u{1B}]8;;\u{1B}\\"))
        #expect(!outcome.stdout.contains("<https://example.com/guide>"))
        #expect(
            outcome.stderr.contains("bad argument 'bogus' for 'set': expected on, off or auto"), "\(outcome.stderr)")
        #expect(outcome.status == 2)
    }

    @Test func aSectionResolvesReferencesDefinedElsewhereAndLinksIncludeHTML() async throws {
        let outcome = try await shell(["-c", "search; open 1; section 1; links"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let sectionStart = try #require(outcome.stdoutLines.lastIndex(of: "Setup"))
        let section = outcome.stdoutLines[sectionStart...]
        #expect(section.contains("See the guide <https://example.com/guide> and <T>[1]. Press Ctrl+C."))
        #expect(section.contains("[1] The note."), "the section's footnote comes with it")
        #expect(outcome.stdout.contains("https://example.org/html"))
    }
}
