import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// Scripts and settings as a new user meets them (issue 36, items 5, 8, 16, 17 and 20): the
/// startup file runs silently, `--source` on the command line is for that run only, `--width` and
/// `set width` bound an article's lines, times follow `TZ`, `--help` names every exit status, an
/// unknown option is matched only to a near one, `set` aligns its columns, an author's page has no
/// User column, and a listing row fits one line at a dozen columns.
@Suite struct ScriptsAndSettingsEndToEndTests {
    static let password = "settings-Passw0rd!"
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
        try await ShellProcess.register("settler1", password: Self.password, home: home)
    }

    /// A one-item source file whose article has a long paragraph.
    private func sourceFile(createdAt: String = "2024-01-01T01:30:00+09:00") throws -> String {
        let paragraph = Array(repeating: "word", count: 120).joined(separator: " ")
        let item: [String: Any] = [
            "id": "settings000000000001", "title": "Widths", "body": "# Head\n\n" + paragraph + "\n",
            "url": "https://qiita.com/x/items/settings", "user": ["id": "writer"], "tags": [["name": "layout"]],
            "likes_count": 1, "stocks_count": 0, "comments_count": 0, "created_at": createdAt,
            "updated_at": createdAt,
        ]
        let data = try JSONSerialization.data(withJSONObject: [item])
        return try folder.write(Array(data), to: "settings.json")
    }

    // MARK: - The startup file (item 16)

    @Test func theStartupFileIsSilentUnlessALineFails() async throws {
        try await register()
        let rc = HomeLayout(singleDirectory: home).startupFile
        try "set per-page 5\nalias s search\nset hyperlinks off\nset width 70\n".write(
            toFile: rc, atomically: true, encoding: .utf8)
        let quiet = try await shell(["-c", "whoami"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "rc's confirmations: \(quiet.stderr)")
        #expect(quiet.stdoutLines == ["settler1"])
        // The settings took effect all the same.
        let settings = try await shell(["-c", "s swift; set"])
        #expect(settings.stdoutLines.filter { $0.hasPrefix("* ") || $0.hasPrefix("  ") }.count >= 5)
        #expect(settings.stdout.contains("per-page        5"), "\(settings.stdout)")
        #expect(settings.stdout.contains("width           70"), "\(settings.stdout)")
        // A failing line still says so, citing its line.
        try "set per-page 5\nbogus\n".write(toFile: rc, atomically: true, encoding: .utf8)
        let failing = try await shell(["-c", "whoami"])
        #expect(failing.status == 0, "a failure in rc is not the session's")
        #expect(failing.stderrLines == ["rc:2: error: unknown command 'bogus': type 'help' for the list"])
    }

    // MARK: - --source for one run (item 17)

    @Test func sourceOnTheCommandLineIsForThatRunOnly() async throws {
        try await register()
        let source = try sourceFile()
        let once = try await shell(["--source", source, "-c", "source"])
        #expect(once.stdoutLines.first?.hasPrefix("Source: ") == true)
        #expect(once.stdout.contains("(1 item)"), "\(once.stdout)")
        let after = try await shell(["-c", "source"])
        #expect(after.stdout.contains("Source: demo"), "the next run is back on the remembered source: \(after.stdout)")
        // `source` typed in the shell is remembered.
        _ = try await shell(["-c", "source \(source)"])
        let remembered = try await shell(["-c", "source"])
        #expect(remembered.stdout.contains("(1 item)"), "\(remembered.stdout)")
        let help = try await shell(["-c", "help set"])
        #expect(help.stdout.contains("for this session"), "help set says which settings last: \(help.stdout)")
    }

    // MARK: - Widths (item 5)

    @Test func widthBoundsAnArticlesLinesAndItsRule() async throws {
        try await register()
        let source = try sourceFile()
        /// The widest line of the article, which the header rule spans: the paragraph's lines
        /// come within a word of it.
        func widest(_ outcome: ShellProcess.Outcome) -> Int {
            let article = outcome.stdoutLines.drop { !$0.hasPrefix("Widths") }
            let widest = article.map(\.displayWidth).max() ?? 0
            let rule = article.first { $0.hasPrefix("─") }?.displayWidth
            let paragraph = article.filter { $0.hasPrefix("word") }.map(\.displayWidth).max() ?? 0
            return rule == widest && paragraph > widest - 5 ? widest : -widest
        }
        let wide = ["COLUMNS": "200"]
        let byDefault = try await shell(["--source", source, "-c", "search; open 1"], environment: wide)
        #expect(widest(byDefault) == Screen.defaultArticleWidth, "\(byDefault.stdout)")
        let option = try await shell(["--source", source, "--width", "60", "-c", "search; open 1"], environment: wide)
        #expect(widest(option) == 60, "\(option.stdout)")
        #expect(option.stdoutLines.contains(String(repeating: "─", count: 60)), "the header rule follows the width")
        let setting = try await shell(["--source", source, "-c", "set width 50; search; open 1"], environment: wide)
        #expect(widest(setting) == 50, "\(setting.stdout)")
        // A narrower terminal still wins.
        let narrow = try await shell(["--source", source, "--width", "90", "-c", "search; open 1"],
            environment: ["COLUMNS": "40"])
        #expect(widest(narrow) <= 40)
        for (arguments, error) in [
            (["--width", "5"], "error: --width takes a number of columns from 20 to 1000, not 5"),
            (["-c", "set width 19"], "-c:1: error: the width must be 20-1000 columns, not 19"),
        ] {
            let refused = try await shell(arguments)
            #expect(refused.status == 2, "\(arguments)")
            #expect(refused.stderrLines.first == error, "\(arguments): \(refused.stderr)")
        }
    }

    // MARK: - Times (item 8)

    @Test func itemTimesFollowTZ() async throws {
        try await register()
        // 01:30 in Japan is 16:30 the day before in UTC and 11:30 the day before in New York.
        let source = try sourceFile()
        for (zone, day, time) in [
            ("Asia/Tokyo", "2024-01-01", "2024-01-01 01:30"), ("UTC", "2023-12-31", "2023-12-31 16:30"),
            ("America/New_York", "2023-12-31", "2023-12-31 11:30"),
        ] {
            let outcome = try await shell(["--source", source, "-c", "search; open 1"], environment: ["TZ": zone])
            let row = try #require(outcome.stdoutLines.first { $0.contains("Widths") }, "\(outcome.stdout)")
            #expect(row.hasSuffix(day), "\(zone): \(row)")
            #expect(outcome.stdout.contains("created \(time)"), "\(zone): \(outcome.stdout)")
        }
    }

    // MARK: - First impressions (item 20)

    @Test func helpNamesEveryExitStatus() async throws {
        let help = try await shell(["--help"])
        for status in ["0 success", "1 a command failed", "2 usage error", "3 sync stopped", "4 the command needs"] {
            #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").contains(status), "\(status)")
        }
    }

    @Test func anUnknownOptionIsMatchedOnlyToANearOne() async throws {
        for (typed, first) in [
            ("--foo", "error: Unknown option '--foo'"), ("--hme", "error: Unknown option '--hme'. Did you mean '--home'?"),
            ("--widht", "error: Unknown option '--widht'. Did you mean '--width'?"),
        ] {
            let outcome = try await ShellProcess.run(home: nil, [typed, "x"])
            #expect(outcome.status == 2)
            #expect(outcome.stderrLines.first == first, "\(typed): \(outcome.stderr)")
        }
        let japanese = try await ShellProcess.run(home: nil, ["--lang", "ja", "--hme", "x"])
        #expect(japanese.stderrLines.first == "エラー: 不明なオプションです: '--hme'。'--home' のことですか?")
    }

    @Test func typedTextAndLongMessagesAtATerminal() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent(
            "Tests/EndToEnd/pty_first_impressions_test.py"
        ).path
        let work = try TemporaryDirectory()
        let outcome = try await PseudoTerminalTests.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), work.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)")
    }

    @Test func setAlignsItsValues() async throws {
        try await register()
        let outcome = try await shell(["-c", "set"])
        let columns = Set(
            outcome.stdoutLines.filter { !$0.isEmpty }.map { line in
                line.distance(from: line.startIndex, to: line.firstIndex(of: " ")!)
                    + line.drop { $0 != " " }.prefix { $0 == " " }.count
            })
        #expect(columns.count == 1, "every value starts in one column: \(outcome.stdout)")
    }

    @Test func anAuthorsPageHasNoUserColumnAndRowsFitADozenColumns() async throws {
        try await register()
        let author = try await shell(["--per-page", "3", "-c", "user mokumoku_dev"], environment: ["COLUMNS": "100"])
        let labels = try #require(author.stdoutLines.first { $0.contains("Title") }, "\(author.stdout)")
        #expect(!labels.contains("User"), "\(labels)")
        #expect(labels.contains("Likes"), "\(labels)")
        for columns in [10, 12, 16, 20] {
            let outcome = try await shell(
                ["--per-page", "5", "-c", "search swift; search swift --sort likes; user mokumoku_dev; history"],
                environment: ["COLUMNS": String(columns)])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let rows = outcome.stdoutLines.filter { $0.hasPrefix("* ") || $0.hasPrefix("  ") }
            #expect(rows.count >= 10, "\(columns): \(outcome.stdout)")
            for row in rows { #expect(row.displayWidth <= columns, "\(columns): \(row)") }
        }
    }
}
