import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// Each kind of block gives its lines their block, their text starts, their prefixes' columns
/// and their joiners; blank lines, underlines, borders and labels hold no text.
@Suite struct LineOriginTests {
    static let article = """
        # Title

        Paragraph text.

        - item one
        - item two

        > quoted

        ```swift
        let a = 1
        let b = 2
        ```

        | A | B |
        |---|---|
        | x | y |

        :::note info
        noted
        :::

        Text[^1].

        [^1]: footnote text
        """

    let layout = ArticleLayoutProbe.layout(Self.article, width: 80)

    func origin(of needle: String) throws -> (line: Int, origin: LineOrigin) {
        let line = try #require(ArticleLayoutProbe.line(containing: needle, in: layout))
        return (line, layout.origins[line])
    }

    func node(_ number: Int, where matches: (MarkdownNodeKind) -> Bool) throws -> Int32 {
        let nodes = ArticleLayoutProbe.nodes(Self.article, where: matches)
        try #require(nodes.count > number)
        return nodes[number]
    }

    @Test func aHeadingIsFoundByItsNodeAndItsUnderlineHoldsNoText() throws {
        let heading = try node(0) { if case .heading = $0 { true } else { false } }
        let (line, origin) = try origin(of: "Title")
        #expect(layout.headingLines == [heading: line])
        #expect(origin == LineOrigin(block: heading, textStart: 0, prefixCells: 0, joiner: .first))
        #expect(layout.origins[line + 1] == LineOrigin(block: heading, textStart: -1, prefixCells: 0, joiner: .first))
        #expect(layout.lines[line + 1].hasPrefix("═"))
    }

    @Test func aParagraphAndTheBlankLineAfterIt() throws {
        let paragraph = try node(0) { $0 == .paragraph }
        let (line, origin) = try origin(of: "Paragraph text.")
        #expect(origin == LineOrigin(block: paragraph, textStart: 0, prefixCells: 0, joiner: .first))
        #expect(layout.lines[line + 1].isEmpty)
        #expect(layout.origins[line + 1].block == paragraph && !layout.origins[line + 1].isSearched)
    }

    @Test func listItemsCountTheirMarkersAsPrefix() throws {
        let first = try node(1) { $0 == .paragraph }
        let second = try node(2) { $0 == .paragraph }
        #expect(
            try origin(of: "item one").origin == LineOrigin(block: first, textStart: 0, prefixCells: 4, joiner: .first))
        #expect(
            try origin(of: "item two").origin == LineOrigin(block: second, textStart: 0, prefixCells: 4, joiner: .first)
        )
    }

    @Test func aQuoteCountsItsBarAsPrefix() throws {
        let quoted = try node(3) { $0 == .paragraph }
        #expect(
            try origin(of: "quoted").origin == LineOrigin(block: quoted, textStart: 0, prefixCells: 2, joiner: .first))
    }

    @Test func codeLinesStartNewLinesOfTheBlockTextAfterTheirIndentation() throws {
        let code = try node(0) { if case .codeBlock = $0 { true } else { false } }
        let header = try origin(of: "── swift")
        #expect(header.origin == LineOrigin(block: code, textStart: 0, prefixCells: 0, joiner: .first))
        let headerLength = Int32("── swift".utf8.count)
        #expect(
            try origin(of: "let a = 1").origin
                == LineOrigin(block: code, textStart: headerLength + 1, prefixCells: 4, joiner: .newline))
        #expect(
            try origin(of: "let b = 2").origin
                == LineOrigin(block: code, textStart: headerLength + 11, prefixCells: 4, joiner: .newline))
    }

    @Test func tableRowsAreSearchedAndTheirBordersAreNot() throws {
        let table = try node(0) { if case .table = $0 { true } else { false } }
        let header = try origin(of: "│ A │ B │")
        #expect(header.origin == LineOrigin(block: table, textStart: 0, prefixCells: 0, joiner: .first))
        let top = layout.origins[header.line - 1]
        #expect(layout.lines[header.line - 1].hasPrefix("┌") && top.block == table && !top.isSearched)
        let row = try origin(of: "│ x │ y │")
        #expect(row.origin == LineOrigin(block: table, textStart: 16, prefixCells: 0, joiner: .newline))
    }

    @Test func aNoteCountsItsBarAndItsLabelHoldsNoText() throws {
        let noted = try node(4) { $0 == .paragraph }
        let label = try origin(of: "[info]")
        #expect(!label.origin.isSearched)
        #expect(
            try origin(of: "noted").origin == LineOrigin(block: noted, textStart: 0, prefixCells: 2, joiner: .first))
    }

    @Test func aFootnoteCountsItsNumberAsPrefix() throws {
        let footnote = try node(6) { $0 == .paragraph }
        let rule = try #require(layout.lines.lastIndex { $0.hasPrefix("────") })
        #expect(!layout.origins[rule].isSearched)
        #expect(
            try origin(of: "footnote text").origin
                == LineOrigin(block: footnote, textStart: 0, prefixCells: 4, joiner: .first))
    }

    @Test func aWrappedParagraphsLinesStartWhereTheirTextDoes() {
        let wrapped = ArticleLayoutProbe.layout("alpha beta gamma delta epsilon zeta", width: 20)
        #expect(wrapped.lines == ["alpha beta gamma", "delta epsilon zeta"])
        #expect(wrapped.origins.map(\.textStart) == [0, 17])
        let japanese = ArticleLayoutProbe.layout(String(repeating: "日本語の文章です。", count: 3), width: 20)
        #expect(japanese.origins.map(\.textStart) == [0, 30, 60])
    }

    @Test func rawHTMLLinesAreNewLinesAndADetailsSectionIndentsItsBlocks() throws {
        let markdown = "<div>\nfirst<br>second\n</div>\n\n<details><summary>More</summary>\n\ninside\n\n</details>"
        let layout = ArticleLayoutProbe.layout(markdown, width: 40)
        let html = ArticleLayoutProbe.nodes(markdown) { if case .htmlBlock = $0 { true } else { false } }
        let paragraph = try #require(ArticleLayoutProbe.nodes(markdown) { $0 == .paragraph }.first)
        let first = try #require(ArticleLayoutProbe.line(containing: "first", in: layout))
        #expect(layout.origins[first] == LineOrigin(block: html[0], textStart: 0, prefixCells: 0, joiner: .first))
        #expect(layout.origins[first + 1] == LineOrigin(block: html[0], textStart: 6, prefixCells: 0, joiner: .newline))
        let title = try #require(ArticleLayoutProbe.line(containing: "▶ More", in: layout))
        #expect(layout.origins[title] == LineOrigin(block: html[1], textStart: 0, prefixCells: 0, joiner: .first))
        let inside = try #require(ArticleLayoutProbe.line(containing: "inside", in: layout))
        #expect(layout.origins[inside] == LineOrigin(block: paragraph, textStart: 0, prefixCells: 2, joiner: .first))
    }
}
