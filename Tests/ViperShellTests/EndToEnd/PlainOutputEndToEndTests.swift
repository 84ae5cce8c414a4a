import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// Reading without colour through the built binary (issue 36): in a pipe, under `NO_COLOR` or not,
/// and in `export --format txt`, an article writes no SGR and keeps visible marks (`~~struck~~`,
/// `` `code` ``, `*emphasis*`, `**strong**`), so struck-through words keep their meaning; styling
/// forced under `NO_COLOR` writes attributes and no colour; the txt export does not end with the
/// interactive hint to type `comments`. At a terminal, `pty_no_color_test.py`.
@Suite struct PlainOutputEndToEndTests {
    static let password = "plain-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    static let body = """
        ~~古い書き方~~ 新しい書き方を使いましょう。`code` と *強調* と **太字**。

        | 設定 | 値 |
        |---|---|
        | `timeout` | **30** 秒 |
        """

    private func shell(_ arguments: [String], environment: [String: String] = [:]) async throws -> ShellProcess.Outcome
    {
        let item: [String: Any] = [
            "id": "plain00000000000001", "title": "Plain", "body": Self.body,
            "url": "https://qiita.com/x/items/plain",
            "user": ["id": "writer"], "tags": [["name": "plain"]], "likes_count": 1, "stocks_count": 0,
            "comments_count": 2, "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00",
        ]
        let data = try JSONSerialization.data(withJSONObject: [item])
        let source = try folder.write(Array(data), to: "plain.json")
        if !FileManager.default.fileExists(atPath: home) {
            try await ShellProcess.register("plain001", password: Self.password, home: home)
        }
        return try await ShellProcess.run(
            home: home, ["--source", source] + arguments, environment: ["COLUMNS": "80"].merging(environment) { $1 })
    }

    /// The SGR parameters of every `ESC [ … m` in `text`.
    static func sgrParameters(_ text: String) -> Set<Int> {
        var found = Set<Int>()
        for piece in text.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()
        where piece.first == "[" {
            let body = piece.dropFirst().prefix { $0 != "m" }
            found.formUnion(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
        }
        return found
    }

    /// Bold, dim, italic, underline, inverse and strikethrough, on and off: no colour.
    static let attributeParameters: Set<Int> = [1, 2, 3, 4, 7, 9, 22, 23, 24, 27, 29]

    @Test(arguments: [["NO_COLOR": "1"], [:]])
    func aPipeShowsMarksAndNoEscapes(environment: [String: String]) async throws {
        let outcome = try await shell(["-c", "search; open 1"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("\u{1B}"), "plain in a pipe")
        let lines = outcome.stdoutLines
        #expect(lines.contains("~~古い書き方~~ 新しい書き方を使いましょう。`code` と *強調* と **太字**。"), "\(lines)")
        #expect(lines.contains("│ `timeout` │ **30** 秒 │"), "\(lines)")
        #expect(lines.contains("2 comments: type 'comments' to read them."), "the shell's hint stays in the shell")
    }

    @Test func forcedStylingUnderNoColourWritesAttributesButNoColour() async throws {
        let attributes = try await shell(
            ["-c", "search; open 1"], environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])
        let parameters = Self.sgrParameters(attributes.stdout)
        let colours = parameters.subtracting(Self.attributeParameters)
        #expect(colours.isEmpty, "\(colours)")
        #expect([1, 3, 9].allSatisfy(parameters.contains), "\(parameters)")
        #expect(attributes.stdout.contains("\u{1B}[9m古い書き方\u{1B}[29m 新しい書き方"))
        #expect(attributes.stdout.contains("`code`") && !attributes.stdout.contains("~~"))
        let colour = try await shell(["-c", "search; open 1"], environment: ["CLICOLOR_FORCE": "1"])
        #expect(Self.sgrParameters(colour.stdout).contains(36), "code is cyan in colour")
        #expect(!colour.stdout.contains("`code`"))
    }

    @Test func theTextExportKeepsTheMarksAndEndsWithoutTheCommentsHint() async throws {
        let path = folder.file("plain.txt")
        let outcome = try await shell(
            ["-c", "search; export 1 --format txt -o \(path)"], environment: ["CLICOLOR_FORCE": "1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("~~古い書き方~~ 新しい書き方を使いましょう。`code` と *強調* と **太字**。"), "\(text)")
        #expect(!text.contains("\u{1B}"), "no SGR in a file, even with styling forced")
        #expect(text.contains("2 comments"), "the counts stay")
        #expect(!text.contains("type 'comments'"), "\(text)")
        #expect(text.hasSuffix("└───────────┴───────────┘\n"), "\(text)")
    }

    @Test func noColourAtATerminalWritesAttributesButNoColour() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_no_color_test.py")
        let work = try TemporaryDirectory()
        let outcome = try await PseudoTerminalTests.run([
            "/usr/bin/env", "python3", script.path, try ShellProcess.executable(), work.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("ok") || outcome.stdout.contains("skipped: "))
    }
}
