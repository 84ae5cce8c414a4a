import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// Through the built binary, as a user meets them: English typed with apostrophes (`search it's`)
/// searches as typed, for every command, while quotes at a word's start still quote; a narrow
/// terminal keeps the column a listing is ordered by; tags in JSON use Qiita's field names;
/// saved search names say which letters they take.
@Suite struct TypedTextAndNarrowListingsEndToEndTests {
    static let password = "typing-Passw0rd!"
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
        try await ShellProcess.register("typist01", password: Self.password, home: home)
    }

    /// The total a listing's header states: `… (85 items)`.
    private static func total(_ outcome: ShellProcess.Outcome) -> Int? {
        guard let header = outcome.stdoutLines.first, let open = header.lastIndex(of: "(") else { return nil }
        return Int(header[header.index(after: open)...].prefix { $0.isNumber })
    }

    // MARK: - Apostrophes (issue 26, item 10)

    @Test func anApostropheInsideAWordIsPartOfIt() async throws {
        try await register()
        // Each pair: typed bare, and the same text quoted; both find the same items.
        for (bare, quoted) in [
            ("don't", "\"don't\""), ("title:beginner's", "title:\"beginner's\""),
            ("Let's tag:docker", "\"Let's\" tag:docker"),
        ] {
            let plain = try await shell(["-c", "search \(bare)"])
            #expect(plain.status == 0, "search \(bare): \(plain.stderr)")
            #expect(plain.stderr.isEmpty)
            let phrase = try await shell(["-c", "search \(quoted)"])
            let count = try #require(Self.total(plain), "\(plain.stdout)")
            #expect(count > 0, "search \(bare) found nothing")
            #expect(Self.total(phrase) == count, "search \(quoted)")
        }
        // What the issue typed: no error, whatever is found.
        for line in [
            "search it's", "search don't panic", "search \"it's\"", "search title:it's", "search -it's --sort likes",
        ] {
            let outcome = try await shell(["-c", line])
            #expect(outcome.status == 0, "\(line): \(outcome.stderr)")
            #expect(!outcome.stderr.contains("unbalanced"), "\(line): \(outcome.stderr)")
        }
        let header = try await shell(["-c", "search title:it's"])
        #expect(header.stdoutLines.first?.hasPrefix("Search: title:it's — ") == true, "\(header.stdout)")
    }

    @Test func everyCommandKeepsAnApostropheAndQuotesAtAWordsStartStillQuote() async throws {
        try await register()
        // Standard input, a script file and -c: the same rule.
        let script = try folder.write(Array("save mine don't\nsaved --json name,query\n".utf8), to: "s.viper")
        for arguments in [["-f", script], ["-f", "-"]] {
            let outcome = try await shell(
                arguments, input: arguments.last == "-" ? "save mine don't\nsaved --json name,query\n" : "")
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
            let saved = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]],
                "\(outcome.stdout)")
            #expect(saved.first?["query"] as? String == "don't")
        }
        // A quote at a word's start still quotes: a phrase, a single-quoted argument.
        let phrase = try await shell(["-c", "search \"docker compose\""])
        #expect(phrase.stdoutLines.first?.hasPrefix("Search: \"docker compose\" — ") == true, "\(phrase.stdout)")
        let quoted = try await shell(["-c", "tag 'docker'"])
        #expect(quoted.stdoutLines.first?.hasPrefix("Search: tag:docker — ") == true, "\(quoted.stdout)")
        // An alias's arguments too.
        let aliased = try await shell(["-f", "-"], input: "alias dc search tag:docker\ndc it's\n")
        #expect(aliased.status == 0, "\(aliased.stderr)")
        #expect(aliased.stdoutLines.first?.hasPrefix("Search: tag:docker it's — ") == true, "\(aliased.stdout)")
        let unclosed = try await shell(["-c", "search it's 'docker compose"])
        #expect(unclosed.status == 2)
        #expect(unclosed.stderrLines.first == "-c:1: error: unbalanced ' at column 13: close the quote")
    }

    // MARK: - Narrow terminals (issue 26, item 11)

    @Test(arguments: [Language.english, .japanese])
    func aFortyColumnListingKeepsTheColumnItIsOrderedBy(language: Language) async throws {
        try await register()
        let environment = ["COLUMNS": "40"]
        let json = try await shell(["--per-page", "5", "-c", "search 入門 --sort likes --json likes_count"])
        let likes = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Int]])
            .compactMap { $0["likes_count"] }
        try #require(likes.count == 5)
        let table = try await shell(
            ["--lang", language.rawValue, "--per-page", "5", "-c", "search 入門 --sort likes"], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdoutLines
        for line in lines { #expect(line.displayWidth <= 40, "\(line)") }
        #expect(lines[1] == (language == .english ? "· most likes first" : "· いいねの多い順"), "\(lines)")
        #expect(lines[2].hasSuffix(language == .english ? "Likes" : "いいね"), "\(lines[2])")
        for (line, count) in zip(lines.dropFirst(3), likes) {
            #expect(line.hasSuffix(" \(count)"), "\(line) should end with its likes, \(count)")
        }

        // The history keeps its Read column; a listing by stocks shows them, at 40 and at 100.
        _ = try await shell(["-c", "search docker; open 1; back; open 2"])
        let history = try await shell(["--lang", language.rawValue, "-c", "history"], environment: environment)
        #expect(history.stdoutLines[1].hasSuffix(language == .english ? "Read" : "閲覧日時"), "\(history.stdout)")
        #expect(history.stdoutLines.dropFirst(2).count == 2)
        for line in history.stdoutLines.dropFirst(2) {
            #expect(line.firstMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d$/) != nil, "\(line)")
        }
        for columns in ["40", "100"] {
            let stocks = try await shell(
                ["--lang", language.rawValue, "--per-page", "3", "-c", "search docker --sort stocks"],
                environment: ["COLUMNS": columns])
            let labels = try #require(
                stocks.stdoutLines.first { $0.drop { $0 == " " }.hasPrefix("#  ") }, "\(stocks.stdout)")
            #expect(labels.contains(language == .english ? "Stocks" : "ストック"), "at \(columns): \(labels)")
        }
    }

    // MARK: - Small items

    @Test func tagsInJSONUseQiitasFieldNames() async throws {
        try await register()
        let outcome = try await shell(["-c", "tags sw --json"])
        let tags = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]], "\(outcome.stdout)")
        #expect(tags.map { $0["id"] as? String } == ["swift", "swiftui"])
        #expect(tags.allSatisfy { Set($0.keys) == ["id", "items_count"] })
        let old = try await shell(["-c", "tags --json=name"])
        #expect(old.status == 2)
        #expect(old.stderrLines.first?.contains("valid fields are id, items_count") == true, "\(old.stderr)")
    }

    @Test func aSavedSearchNameSaysItTakesASCIILetters() async throws {
        try await register()
        let english = try await shell(["-c", "save 日本語 swift"])
        #expect(english.status == 2)
        #expect(
            english.stderrLines.first
                == "-c:1: error: saved search names are 1-32 ASCII letters, digits, - and _, not \"日本語\"")
        let japanese = try await shell(["--lang", "ja", "-c", "save 日本語 swift"])
        #expect(japanese.stderrLines.first == "-c:1: エラー: 保存する検索の名前は半角英数字・-・_ の1〜32文字です(\"日本語\" は使えません)")
    }
}
