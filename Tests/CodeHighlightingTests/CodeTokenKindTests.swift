import Foundation
import Testing
@testable import CodeHighlighting

/// Each language colours more than its keywords: the kinds of token a reader tells apart
/// (constants, symbols, numbers, strings, directives, prompts, …) each come back as their kind,
/// and in each theme the kinds that must differ get different colours.
@Suite struct CodeTokenKindTests {
    let highlighter = CodeHighlighter.patient

    /// The README's kind of Rails model.
    static let railsModel = """
        class User < ApplicationRecord
          has_many :items, dependent: :destroy
          validates :email, presence: true, length: { maximum: 255 }
          DEFAULT_NAME = "guest" # shown before sign-up
        end
        """

    @Test func theRailsModelTellsConstantsSymbolsNumbersAndStringsApart() throws {
        let lines = try #require(highlighter.runs(Self.railsModel, language: "ruby"))
        let expected: [(String, CodeTokenKind?)] = [
            ("class", .keyword), ("User", .constant), ("ApplicationRecord", .constant), (":items", .symbol),
            ("dependent:", .symbol), (":destroy", .symbol), (":email", .symbol), ("presence:", .symbol),
            ("255", .number), ("\"guest\"", .string), ("# shown before sign-up", .comment), ("has_many", nil),
            ("DEFAULT_NAME", .constant),
        ]
        for (token, kind) in expected {
            #expect(TokenKinds.kind(of: token, in: lines) == .some(kind), "\(token)")
        }
        #expect(lines.last == [CodeRun("end", .keyword)])
    }

    @Test(arguments: CodeTheme.allCases)
    func theRailsModelShowsFourDistinctColoursAtTheTerminal(_ theme: CodeTheme) throws {
        let lines = try #require(highlighter.highlight(Self.railsModel, language: "ruby", theme: theme))
        let colours = ["ApplicationRecord", ":email", "255", "\"guest\""].map { token in
            TokenKinds.sequence(before: token, in: lines)
        }
        #expect(colours.allSatisfy { $0 != nil }, "\(colours)")
        #expect(Set(colours).count == 4, "\(theme): \(colours)")
        #expect(colours[0] == theme.colour(for: .constant).sgr)
        #expect(colours[3] == theme.colour(for: .string).sgr)
    }

    @Test func bothThemesShowTheSameText() throws {
        let dark = try #require(highlighter.highlight(Self.railsModel, language: "ruby", theme: .dark))
        let light = try #require(highlighter.highlight(Self.railsModel, language: "ruby", theme: .light))
        #expect(dark != light)
        #expect(dark.map(SGR.stripped) == light.map(SGR.stripped))
        #expect(dark.map(SGR.stripped) == Self.railsModel.split(separator: "\n").map(String.init))
    }

    @Test func nginxDirectivesVariablesNumbersStringsAndAddresses() throws {
        let lines = try #require(highlighter.runs(sample("nginx"), language: "nginx"))
        expect(
            lines,
            [
                ("server", .keyword), ("listen", .keyword), ("443", .number), ("# https", .comment),
                ("proxy_set_header", .keyword), ("$host", .variable), ("http://127.0.0.1:8080", .url),
                ("\"max-age=31536000\"", .string), ("example.com", nil),
            ])
    }

    @Test func elispFormsStringsKeywordsAndQuotedSymbols() throws {
        let lines = try #require(highlighter.runs(sample("elisp"), language: "elisp"))
        expect(
            lines,
            [
                ("use-package", .keyword), ("setq", .keyword), ("\"C-c g\"", .string), (":ensure", .symbol),
                ("'magit-status", .symbol), ("nil", .constant), (";; packages", .comment), ("kbd", .function),
            ])
    }

    @Test func tomlTablesKeysStringsAndNumbers() throws {
        let code = "[server]\nport = 8080\ntls = true\nname = \"api\"\n"
        let lines = try #require(highlighter.runs(code, language: "toml"))
        expect(
            lines,
            [("[server]", .keyword), ("port", .property), ("8080", .number), ("true", .constant), ("\"api\"", .string)])
    }

    @Test func dartKeywordsTypesAnnotationsAndInterpolation() throws {
        let lines = try #require(highlighter.runs(sample("dart"), language: "dart"))
        expect(
            lines,
            [
                ("class", .keyword), ("StatelessWidget", .type), ("int", .type), ("@override", .preprocessor),
                ("$count", .variable), ("// state", .comment), ("0", .number),
            ])
    }

    @Test func aShellSessionColoursCommandsAndLeavesOutputPlain() throws {
        let lines = try #require(highlighter.runs(sample("console"), language: "console"))
        expect(
            lines,
            [("$ ", .prompt), ("brew", .function), ("# ", .prompt), ("systemctl", .function), ("echo", .function)])
        #expect(lines[1].allSatisfy { $0.kind == nil }, "output is plain: \(lines[1])")
        let powershell = try #require(highlighter.runs("PS C:\\> Get-Date\n", language: "console"))
        expect(powershell, [("PS C:\\> ", .prompt), ("Get-Date", .function)])
    }

    @Test func vueTemplatesInterpolationsAndScripts() throws {
        let lines = try #require(highlighter.runs(sample("vue"), language: "vue"))
        expect(
            lines,
            [("<template>", .keyword), ("{{ count }}", .variable), ("\"count\"", .string), ("// state", .comment)])
    }

    @Test func powershellCmdletsParametersVariablesAndOperators() throws {
        let lines = try #require(highlighter.runs(sample("powershell"), language: "powershell"))
        expect(
            lines,
            [
                ("Get-ChildItem", .function), ("-Path", .property), ("$files", .variable), ("foreach", .keyword),
                ("-gt", .keyword), ("1024", .number), ("\"C:\\Logs\"", .string), ("# big files", .comment),
            ])
    }

    @Test func graphqlKeywordsTypesVariablesAndArguments() throws {
        let lines = try #require(highlighter.runs(sample("graphql"), language: "graphql"))
        expect(
            lines,
            [
                ("query", .keyword), ("$id", .variable), ("ID", .type), ("first", .property), ("10", .number),
                ("# one user", .comment),
            ])
    }

    @Test func runsJoinedAreTheSafeLines() throws {
        for sample in CodeSample.all {
            let lines = try #require(highlighter.runs(sample.code, language: sample.language))
            let expected = sample.code.replacingTabs().split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.map { $0.map(\.text).joined() } == expected.map(String.init), "\(sample.language)")
            #expect(lines.allSatisfy { $0.allSatisfy { !$0.text.isEmpty } }, "\(sample.language)")
        }
    }

    private func sample(_ language: String) -> String {
        CodeSample.all.first { $0.language == language }!.code
    }

    private func expect(
        _ lines: [[CodeRun]], _ expected: [(String, CodeTokenKind?)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (token, kind) in expected {
            #expect(
                TokenKinds.kind(of: token, in: lines) == .some(kind), "\(token) in \(lines)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Where a token's text is in highlighted lines, and what it was given.
enum TokenKinds {
    /// The kind of the first occurrence of `token` in the lines: `.some(nil)` when it is plain,
    /// nil when it is not found whole inside one run of one kind.
    static func kind(of token: String, in lines: [[CodeRun]]) -> CodeTokenKind?? {
        for runs in lines {
            let text = runs.map(\.text).joined()
            guard let range = text.range(of: token) else { continue }
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            let end = start + token.count
            var offset = 0
            var kinds: [CodeTokenKind?] = []
            for run in runs {
                let runEnd = offset + run.text.count
                if runEnd > start && offset < end { kinds.append(run.kind) }
                offset = runEnd
            }
            return kinds.count == 1 ? .some(kinds[0]) : nil
        }
        return nil
    }

    /// The SGR sequence that opens the colour `token` is shown in (nil when it is plain or not found).
    static func sequence(before token: String, in lines: [String]) -> String? {
        for line in lines {
            guard let range = line.range(of: token) else { continue }
            let before = line[..<range.lowerBound]
            guard let escape = before.lastIndex(of: "\u{1B}") else { return nil }
            let sequence = String(before[escape...])
            return SGR.isReset(sequence) ? nil : sequence
        }
        return nil
    }
}
