import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// `layout(_:)` gives the lines `render(_:)` gives, one origin each, whose prefixes and text starts
/// agree with the lines and with `ArticleText`, for every article the MarkdownTerminal tests lay
/// out (the differential corpus, the narrow tables, the hostile inputs at a small size).
@Suite struct ArticleLayoutLinesTests {
    static let corpus: [String] =
        DifferentialCorpus.all + MarkdownTerminalNarrowTableTests.Fixture.allCases.map(\.markdown)
        + HostileInput.all.map { $0.make(200) }

    /// The characters container and code prefixes are drawn with.
    static let prefixCharacters = Set(" │•◦▪☐☑↪[].0123456789")

    @Test(arguments: [40, 80, 120])
    func layoutLinesAreTheRenderedLinesWithOneOriginEach(width: Int) {
        for styled in [false, true] {
            let options = MarkdownLayoutOptions(style: TextStyle(isEnabled: styled), hyperlinks: styled)
            let renderer = MarkdownTerminalRenderer(width: width, options: options)
            for markdown in Self.corpus {
                let document = MarkdownDocument(parsing: markdown)
                let layout = renderer.layout(document)
                #expect(layout.lines == renderer.render(document))
                #expect(layout.origins.count == layout.lines.count)
            }
        }
    }

    @Test(arguments: [40, 80, 120])
    func originsAgreeWithTheLinesAndTheArticleText(width: Int) {
        for markdown in Self.corpus {
            let layout = ArticleLayoutProbe.layout(markdown, width: width, styled: true, hyperlinks: true)
            let article = ArticleText(layout)
            var blockStart: [Int32: Int] = [:]
            for (number, origin) in layout.origins.enumerated() {
                guard origin.isSearched, let offset = article.offset(ofLine: number) else {
                    #expect(!origin.isSearched && article.offset(ofLine: number) == nil)
                    continue
                }
                let start = blockStart[origin.block] ?? offset
                if blockStart[origin.block] == nil {
                    blockStart[origin.block] = offset
                    #expect(origin.joiner == .first && origin.textStart == 0, "\(layout.lines[number])")
                } else {
                    #expect(origin.joiner != .first, "\(layout.lines[number])")
                }
                #expect(Int(origin.textStart) == offset - start, "\(width) \(layout.lines[number])")
                let shown = ShownText.of(layout.lines[number])
                let prefix = ArticleLayoutProbe.shown(layout.lines[number], columns: 0..<Int(origin.prefixCells))
                #expect(prefix.allSatisfy(Self.prefixCharacters.contains), "\(prefix) in \(shown)")
                #expect(article.line(containing: offset) >= number || shown.count == prefix.count)
            }
        }
    }
}
