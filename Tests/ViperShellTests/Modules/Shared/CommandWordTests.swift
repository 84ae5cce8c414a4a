@testable import ShellHost
import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell

/// A command line is tokenized once: each word keeps its value, what was typed and where, so
/// the query parser reads the same words and its columns point into the line.
@Suite struct CommandWordTests {
    @Test(
        "each word keeps its value, its typed text and its span",
        arguments: [
            (
                "search swift",
                [
                    CommandWord(text: "search", typed: "search", span: 0..<6),
                    CommandWord(text: "swift", typed: "swift", span: 7..<12),
                ]
            ),
            (
                "  a\tb ",
                [CommandWord(text: "a", typed: "a", span: 2..<3), CommandWord(text: "b", typed: "b", span: 4..<5)]
            ),
            (
                "東京\u{3000}大阪",
                [
                    CommandWord(text: "東京", typed: "東京", span: 0..<2),
                    CommandWord(text: "大阪", typed: "大阪", span: 3..<5),
                ]
            ),
            (
                "tag:'a b' x",
                [
                    CommandWord(text: "tag:a b", typed: "tag:'a b'", span: 0..<9),
                    CommandWord(text: "x", typed: "x", span: 10..<11),
                ]
            ),
            ("title:\"a b\"", [CommandWord(text: "title:a b", typed: "title:\"a b\"", span: 0..<11)]),
            (
                "a\\ b it's",
                [
                    CommandWord(text: "a b", typed: "a\\ b", span: 0..<4),
                    CommandWord(text: "it's", typed: "it's", span: 5..<9),
                ]
            ),
            ("x\r\ny", [CommandWord(text: "x\r\ny", typed: "x\r\ny", span: 0..<3)]),
        ])
    func words(line: String, expected: [CommandWord]) throws {
        #expect(try CommandLineTokenizer.words(in: line) == expected)
    }

    @Test(
        "the arguments keep the text they were typed as",
        arguments: [
            ("search tag:swift  'a b'", "tag:swift  'a b'"),
            ("  login alice1234 ", "alice1234"),
            ("whoami", ""),
        ])
    func argumentText(line: String, text: String) throws {
        #expect(try #require(try CommandInvocation.parse(line)).argumentText == text)
    }

    @Test(
        "query columns count from where the query's text starts",
        arguments: [
            ("search foo:bar", ItemQueryError(.unknownQualifier, text: "foo:", column: 1)),
            ("search  a  foo:bar", ItemQueryError(.unknownQualifier, text: "foo:", column: 4)),
            ("search a -created:2026-13-01", ItemQueryError(.badDate(.created), text: "2026-13-01", column: 4)),
            ("search 東京 OR", ItemQueryError(.orWithoutTerm, text: "OR", column: 4)),
            ("search x \\\"y", ItemQueryError(.unbalancedQuote, text: "\"y", column: 4)),
        ])
    func columns(line: String, expected: ItemQueryError) throws {
        let command = try #require(try CommandInvocation.parse(line))
        let origin = try #require(command.words.first).span.lowerBound
        #expect(throws: expected) { try ItemQueryParser.parse(command.words, columnsFrom: origin) }
    }

    @Test func theWordsParseAsTheSameTextDoes() throws {
        let line = "search swift OR ios -tag:\"a b\" likes:>=3 \"it's here\""
        let command = try #require(try CommandInvocation.parse(line))
        let fromWords = try ItemQueryParser.parse(command.words, columnsFrom: command.words[0].span.lowerBound)
        #expect(fromWords == (try ItemQueryParser.parse(command.argumentText)))
    }

    @Test func anOutcomeIsTheWorseOfItsSteps() {
        #expect(CommandOutcome.success.then(.success) == .success)
        #expect(CommandOutcome.failed(.usage).then(.failed(.failure)) == .failed(.usage))
        #expect(CommandOutcome.success.then(.failed(.loginRequired)).status == .loginRequired)
        #expect(CommandUsageError.missingArgument(command: "page", usage: "page N").outcome == .failed(.usage))
    }
}
