import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// The article's search text: a phrase wrapped across lines is found once, and its segments are
/// the columns the terminal shows it at; code lines never join as one line.
@Suite struct ArticleTextTests {
    static let widths = [20, 40, 80]

    /// Japanese filling a line but its last 4 columns, then `検索する`: `検索` ends the line.
    static func japanese(width: Int, columns: Int) -> String {
        String(repeating: "あ", count: (columns - 4) / 2) + "検索する" + String(repeating: "い", count: width / 2)
    }

    /// A word filling a line but its last 6 columns, then `Swift Concurrency`: `Swift` ends it.
    static func english(columns: Int) -> String {
        String(repeating: "w", count: columns - 6) + " Swift Concurrency is here"
    }

    /// Finds `phrase` once in the layout of `markdown` and checks that its segments show it,
    /// split at `split`, on two consecutive lines.
    func expectFoundOnce(
        _ phrase: String, split: (String, String), in markdown: String, width: Int, styled: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let layout = ArticleLayoutProbe.layout(markdown, width: width, styled: styled, hyperlinks: styled)
        let article = ArticleText(layout)
        let found = ArticleLayoutProbe.occurrences(of: phrase, in: article.text)
        try #require(found.count == 1, "\(article.text)", sourceLocation: sourceLocation)
        let segments = article.segments(of: found[0])
        try #require(segments.count == 2, "\(segments) \(layout.lines)", sourceLocation: sourceLocation)
        #expect(segments[1].line == segments[0].line + 1, sourceLocation: sourceLocation)
        let shown = segments.map { ArticleLayoutProbe.shown(layout.lines[$0.line], columns: $0.columns) }
        #expect(shown == [split.0, split.1], "\(layout.lines)", sourceLocation: sourceLocation)
        // The first segment ends where the line's shown text ends.
        let first = layout.lines[segments[0].line]
        #expect(segments[0].columns.upperBound == DisplayWidth.of(ShownText.of(first)), sourceLocation: sourceLocation)
        #expect(article.line(containing: found[0].lowerBound) == segments[0].line, sourceLocation: sourceLocation)
        #expect(article.line(containing: found[0].upperBound - 1) == segments[1].line, sourceLocation: sourceLocation)
    }

    @Test(arguments: widths, [false, true])
    func aJapanesePhraseWrappedAcrossLinesIsFoundOnce(width: Int, styled: Bool) throws {
        try expectFoundOnce(
            "検索する", split: ("検索", "する"), in: Self.japanese(width: width, columns: width), width: width,
            styled: styled)
    }

    @Test(arguments: widths, [false, true])
    func anEnglishPhraseWrappedAcrossLinesIsFoundOnce(width: Int, styled: Bool) throws {
        try expectFoundOnce(
            "Swift Concurrency", split: ("Swift", "Concurrency"), in: Self.english(columns: width), width: width,
            styled: styled)
        // Styled, the marks of bold text and of a link are not shown (plain, `**` is).
        guard styled else { return }
        try expectFoundOnce(
            "Swift Concurrency", split: ("Swift", "Concurrency"),
            in: String(repeating: "w", count: width - 6) + " **Swift** [Concurrency](https://swift.org) です",
            width: width, styled: styled)
    }

    @Test(arguments: widths, [false, true])
    func aPhraseWrappedInsideAQuoteOrAListIsShownAfterItsPrefix(width: Int, styled: Bool) throws {
        try expectFoundOnce(
            "検索する", split: ("検索", "する"), in: "> " + Self.japanese(width: width, columns: width - 2),
            width: width, styled: styled)
        try expectFoundOnce(
            "Swift Concurrency", split: ("Swift", "Concurrency"), in: "- " + Self.english(columns: width - 4),
            width: width, styled: styled)
    }

    @Test func aPhraseBrokenInItsSourceBetweenJapaneseIsFoundOnce() throws {
        try expectFoundOnce("検索する", split: ("検索", "する"), in: "全文を検索\nする機能", width: 80, styled: true)
    }

    @Test func codeLinesAreNeverJoinedAsOneLine() {
        let layout = ArticleLayoutProbe.layout("```\nlet a = foo\nbar()\n```\n\nfoo\nbar", width: 80, styled: true)
        let text = ArticleText(layout).text
        #expect(ArticleLayoutProbe.occurrences(of: "foo\nbar()", in: text).count == 1)
        #expect(ArticleLayoutProbe.occurrences(of: "foobar", in: text).isEmpty)
        #expect(ArticleLayoutProbe.occurrences(of: "foo bar", in: text).count == 1)
    }

    @Test func blocksAreSeparatedByALineBreakAndLinesNotSearchedHaveNoOffset() throws {
        let layout = ArticleLayoutProbe.layout("# Title\n\nfirst\n\n---\n\nsecond", width: 40)
        let article = ArticleText(layout)
        #expect(article.text == "Title\nfirst\nsecond")
        #expect(layout.lines.indices.map(article.offset(ofLine:)) == [0, nil, nil, 6, nil, nil, nil, 12])
        #expect(article.segments(of: 5..<7).map(\.line) == [3])
        #expect(article.line(containing: 13) == 7)
    }
}
