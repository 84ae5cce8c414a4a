@testable import DeveloperTools
import Foundation
@testable import ShellKit
import TestSupport
import Testing
@testable import ViperShell

/// What a person meets at the edges, through the built binary: `--format json` keeps standard
/// output pure JSON, tables fit narrow terminals in both languages, help lists each command
/// once, hostile bytes never reach the terminal raw, and option errors speak the user's language.
@Suite struct TerminalPolishEndToEndTests {
    static let password = "polish-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(
        _ arguments: [String], input: String = "", environment: [String: String] = [:]
    ) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, arguments, input: input, environment: environment)
    }

    private func register() async throws {
        try await ShellProcess.register("polish01", password: Self.password, home: home)
    }

    /// The top-level JSON values in `text`, one after another (whitespace between them).
    static func jsonValues(in text: String) throws -> [Any] {
        var values: [Any] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if start == nil, !character.isWhitespace { start = index }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            }
            let next = text.index(after: index)
            if let begin = start, depth == 0, !inString, next == text.endIndex || text[next].isWhitespace {
                values.append(
                    try JSONSerialization.jsonObject(with: Data(text[begin..<next].utf8), options: .fragmentsAllowed))
                start = nil
            }
            index = next
        }
        return values
    }

    @Test(arguments: [
        "source", "source demo", "search swift", "search", "search swift; next; prev; page 2; refresh; list",
        "search swift; open 1; next; prev; show; stock; unstock; back", "search swift; stock 1; stocks; unstock 1",
        "set per-page 7", "set pager off", "help", "help search", "whoami", "token show",
        "search swift; open 1; set per-page 3; back",
    ])
    func formatJSONKeepsStandardOutputPureJSON(commands: String) async throws {
        try await register()
        let outcome = try await shell(["--format", "json", "-c", commands])
        let values = try Self.jsonValues(in: outcome.stdout)
        #expect(values.count > 0 || outcome.stdout.isEmpty, "\(commands): \(outcome.stdout.prefix(300))")
        if commands == "whoami" { #expect((values.first as? [String: String]) == ["id": "polish01"]) }
        if commands.hasPrefix("source") || commands.hasPrefix("set") {
            #expect(!outcome.stderr.isEmpty, "the confirmation went to stderr")
        }
    }

    @Test(arguments: [40, 50, 60, 80], [Language.english, .japanese])
    func everyTableAndHelpLineFitsTheWidth(columns: Int, language: Language) async throws {
        try await register()
        let outcome = try await shell(
            [
                "--lang", language.rawValue, "-c",
                "search; search tag:swift; stocks; help; help search; search swift; open 1; help",
            ],
            environment: ["COLUMNS": String(columns)])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // An address cannot be wrapped: a line that is one (an article's `<https://…>` too) may be wider.
        let url = /^\s*<?https?:\/\//
        for line in outcome.stdoutLines where line.firstMatch(of: url) == nil {
            #expect(DisplayWidth.of(line) <= columns, "\(DisplayWidth.of(line)) > \(columns): \(line)")
        }
    }

    @Test func helpInAnItemListsEachCommandOnceAndTheItemsMeaningFirst() async throws {
        try await register()
        let outcome = try await shell(["-c", "search swift; open 1; help"], environment: ["COLUMNS": "120"])
        let help = outcome.stdoutLines.drop { !$0.hasPrefix("Commands (item)") }
        let names = help.dropFirst().compactMap {
            $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil
        }
        #expect(!names.isEmpty)
        #expect(names.count == Set(names).count, "a command is listed twice: \(names)")
        let next = try #require(help.first { $0.hasPrefix("  next ") })
        #expect(next.contains("Next item of the listing"))
    }

    @Test func helpExplainsACommandOfAnotherModule() async throws {
        try await register()
        let outcome = try await shell(["-c", "help login; help register"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdoutLines.first == "usage: login ID")
        #expect(outcome.stdoutLines.contains("usage: register ID"))
    }

    @Test func aBellTypedOrStoredNeverReachesTheTerminalRaw() async throws {
        let item = """
            [{"id": "bell00000000000000001", "title": "Bell \\u0007 title", "body": "body \\u0007 bell\\n\\n```\\ncode \\u0007\\n```",
              "url": "https://qiita.com/x/items/bell", "user": {"id": "ringer"}, "tags": [{"name": "bell"}],
              "likes_count": 1, "stocks_count": 1, "comments_count": 0,
              "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00"}]
            """
        let source = try folder.write(Array(item.utf8), to: "bell.json")
        try await register()
        let outcome = try await shell([
            "--source", source, "-c", "search; open 1; wh\u{7}oami; record \(folder.file("r\u{7}x"))",
        ])
        for text in [outcome.stdout, outcome.stderr] {
            #expect(!text.unicodeScalars.contains("\u{7}"))
        }
        #expect(outcome.stdout.contains("Bell ^G title"))
        #expect(outcome.stderr.contains("wh^Goami"))
    }

    @Test func optionErrorsSpeakTheUsersLanguage() async throws {
        let english = try await shell(["--timeout", "-1"])
        #expect(english.status == 2)
        #expect(english.stderrLines.first == "error: --timeout takes seconds above 0 and at most 600, not -1")
        let zero = try await shell(["--timeout", "0"])
        #expect(zero.stderrLines.first == "error: --timeout takes seconds above 0 and at most 600, not 0")
        let unknown = try await shell(["--lang", "ja", "--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderrLines.first == "エラー: 不明なオプションです: '--bogus'")
        let missing = try await shell(["--per-page"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(missing.stderrLines.first == "エラー: '--per-page <N>' に値がありません")
        // The common command lines skip ArgumentParser's reflection; anything unusual still gets
        // its errors, and both paths agree on what a command line means.
        let dashedValue = try await shell(["-c", "--echo"])
        #expect(dashedValue.status == 2)
        #expect(dashedValue.stderrLines.first == "error: Missing value for '-c <CMD>'")
        let equalsForm = try await shell(["--per-page=7", "--lang=ja", "-c", "whoami"])
        let plainForm = try await shell(["--per-page", "7", "--lang", "ja", "-c", "whoami"])
        #expect(
            equalsForm.stderr == plainForm.stderr && equalsForm.status == plainForm.status,
            "\(equalsForm.stderr) / \(plainForm.stderr)")
        #expect(plainForm.stderrLines.first?.contains("ログインしていません") == true)
        let help = try await shell(["--help"])
        #expect(!help.stdout.contains("(default 20). (default: 20)"))
        #expect(help.stdout.contains("qiita"))
    }

    @Test func osErrorsAreInJapaneseToo() async throws {
        let outcome = try await shell(["--lang", "ja", "-f", folder.file("no-such-script.viper")])
        #expect(outcome.status == 2)
        #expect(outcome.stderrLines.first?.contains("そのようなファイルやディレクトリはありません") == true, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("No such file"))
    }

    @Test func settingsDoNotMoveTheUserAndBackReturnsToThePageTheReaderEndedOn() async throws {
        try await register()
        let outcome = try await shell(["--per-page", "2", "-c", "search swift; open 2; set per-page 2; next; back"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderrLines.contains("2 rows per page."), "a confirmation, on standard error")
        let headers = outcome.stdoutLines.filter { $0.hasPrefix("Search: swift — page ") }
        #expect(headers.first?.hasPrefix("Search: swift — page 1 of ") == true)
        #expect(headers.last?.hasPrefix("Search: swift — page 2 of ") == true, "\(headers)")
    }

    @Test func pageMessagesAndTheLiveSourceCountSayWhatTheyMean() async throws {
        try await register()
        let outcome = try await shell(["-c", "search \"Swift Concurrency cheat sheet\"; page 5"])
        #expect(outcome.stderrLines == ["-c:2: error: no page 5: the listing has only one page"])
        let token = try await shell(["-c", "token"])
        #expect(token.stderrLines == ["-c:1: error: 'token' needs an argument: usage: token set|show|clear"])
    }

    @Test func aFailedSourceLeavesNoCatalogueBehindAndBadSettingsAreNamed() async throws {
        try await register()
        let broken = try folder.write(Array("[{\"id\": 1}]".utf8), to: "broken.json")
        let outcome = try await shell([
            "-c", "source \(broken); source \(folder.file("missing.json")); set perpage 5; source",
        ])
        #expect(outcome.stderrLines.count == 3, "\(outcome.stderr)")
        let refusal = "-c:3: error: unknown setting 'perpage': usage: set [per-page N|pager on|off|"
        #expect(outcome.stderrLines.last?.hasPrefix(refusal) == true, "\(outcome.stderr)")
        #expect(outcome.stdoutLines == ["Source: demo (1200 items)"], "the previous source stays active")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home).filter {
            $0.hasPrefix("items-") && $0 != "items-demo.sqlite"
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
