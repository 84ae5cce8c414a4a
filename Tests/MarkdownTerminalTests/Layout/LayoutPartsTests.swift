import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// An article laid out in parts on several threads (`BlockLayoutWalker.layOut(parts:)`) gives
/// exactly the lines, origins, heading lines and prefix lengths of one walk, wherever the parts
/// start: at every top-level block of every article of the layout tests, inside a `<details>`
/// that spans blocks, after blocks that make no line, among the footnotes, after a first part
/// laid out progressively.
@Suite struct LayoutPartsTests {
    /// What a walk made, compared whole.
    struct Made: Equatable, CustomStringConvertible {
        let lines: [String]
        let origins: [LineOrigin]
        let headingLines: [Int32: Int]
        let oneWordLines: [Bool]

        init(_ walker: BlockLayoutWalker) {
            lines = walker.lines
            origins = walker.origins.origins
            headingLines = walker.origins.headingLines
            oneWordLines = lines.indices.map { walker.isOneWord(line: $0) }
        }

        var description: String { lines.joined(separator: "\n") }
    }

    static func walker(_ document: MarkdownDocument, width: Int, styled: Bool) -> BlockLayoutWalker {
        BlockLayoutWalker(
            document: document, width: width,
            options: MarkdownLayoutOptions(style: TextStyle(isEnabled: styled), hyperlinks: styled))
    }

    static func oneWalk(_ document: MarkdownDocument, width: Int, styled: Bool) -> Made {
        var walker = walker(document, width: width, styled: styled)
        walker.layOut(untilLineCount: .max)
        return Made(walker)
    }

    static func parts(_ document: MarkdownDocument, starts: [Int], width: Int, styled: Bool) -> Made {
        var walker = walker(document, width: width, styled: styled)
        walker.layOut(parts: starts)
        #expect(walker.isFinished)
        return Made(walker)
    }

    /// The top-level blocks of `document` after the first.
    static func laterTopLevelBlocks(_ document: MarkdownDocument) -> [Int] {
        Array(document.children(of: 0).dropFirst())
    }

    @Test(arguments: [40, 100])
    func twoPartsEqualOneWalkWhereverTheSecondStarts(width: Int) {
        for (number, markdown) in ArticleLayoutLinesTests.corpus.enumerated() {
            let document = MarkdownDocument(parsing: markdown)
            let styled = number % 2 == 0
            let whole = Self.oneWalk(document, width: width, styled: styled)
            for start in Self.laterTopLevelBlocks(document) {
                let parted = Self.parts(document, starts: [1, start], width: width, styled: styled)
                #expect(parted == whole, "article \(number) split at node \(start)")
            }
        }
    }

    @Test func threeAndFourPartsEqualOneWalk() {
        for (number, markdown) in ArticleLayoutLinesTests.corpus.enumerated() {
            let document = MarkdownDocument(parsing: markdown)
            let blocks = Self.laterTopLevelBlocks(document)
            guard blocks.count >= 3 else { continue }
            let whole = Self.oneWalk(document, width: 80, styled: true)
            let thirds = [1, blocks[blocks.count / 3], blocks[2 * blocks.count / 3]]
            #expect(Self.parts(document, starts: thirds, width: 80, styled: true) == whole, "article \(number)")
            let quarters = [1, blocks[0], blocks[blocks.count / 2], blocks[blocks.count - 1]]
            #expect(Self.parts(document, starts: quarters, width: 80, styled: true) == whole, "article \(number)")
        }
    }

    /// The cases a part's assumptions break in, each laid out again where it belongs.
    static let awkward: [(String, String)] = [
        ("hidden HTML before the part", "<!-- a -->\n\n<!-- b -->\n\nText after comments.\n\nMore text."),
        (
            "a <details> holding the part",
            "Intro.\n\n<details><summary>More</summary>\n\nInside one.\n\nInside two.\n\n</details>\n\nAfter."
        ),
        (
            "a <details> never closed",
            "Intro.\n\n<details>\n\nInside.\n\n- a list\n- inside\n\n> a quote\n\nThe end."
        ),
        (
            "footnotes in both parts",
            "Text[^1] and[^2] and[^3].\n\nMore.\n\n[^1]: One.\n\n[^2]: Two.\n\n[^3]: Three.\n"
        ),
        (
            "a note and its label",
            ":::note warn\nCareful.\n:::\n\n:::note info\n\nSpaced.\n\n:::\n\nPlain.\n\n***\n\n# Heading\n\n## Sub"
        ),
    ]

    @Test func partsWhoseAssumptionsBreakAreLaidOutAgain() {
        for (name, markdown) in Self.awkward {
            let document = MarkdownDocument(parsing: markdown)
            let blocks = Self.laterTopLevelBlocks(document)
            for width in [20, 80] {
                let whole = Self.oneWalk(document, width: width, styled: true)
                for start in blocks {
                    #expect(Self.parts(document, starts: [1, start], width: width, styled: true) == whole, "\(name) at \(start)")
                }
                if blocks.count >= 2 {
                    let all = [1] + blocks
                    #expect(Self.parts(document, starts: all, width: width, styled: true) == whole, "\(name), every block")
                }
            }
        }
    }

    @Test func aLongArticleIsSplitAndEqualsOneWalk() {
        let paragraph = String(repeating: "日本語の文章がここに続きます。長い段落は折り返されます。", count: 12)
        let blocks = (1...300).map { number in
            number % 25 == 0
                ? "<details><summary>Part \(number)</summary>\n\n\(paragraph)\n\n</details>"
                : number % 7 == 0 ? "| a | b |\n|---|---|\n| \(number) | \(paragraph.prefix(40)) |" : "## \(number)\n\n\(paragraph)"
        }
        let document = MarkdownDocument(parsing: blocks.joined(separator: "\n\n"))
        let whole = Self.oneWalk(document, width: 80, styled: false)
        var walker = Self.walker(document, width: 80, styled: false)
        let starts = walker.partStarts(count: 2)
        #expect(starts.count == 2)
        walker.layOutRest(threads: 2)
        #expect(Made(walker) == whole)
        // A first screenful laid out, then the rest in parts.
        var progressive = Self.walker(document, width: 80, styled: false)
        progressive.layOut(untilLineCount: 50)
        #expect(progressive.partStarts(count: 4).count == 4)
        progressive.layOutRest(threads: 4)
        #expect(Made(progressive) == whole)
    }

    @Test func aShortArticleOrOneThreadIsOneWalk() {
        var short = Self.walker(MarkdownDocument(parsing: "# Title\n\nA paragraph.\n\nAnother."), width: 80, styled: false)
        #expect(short.partStarts(count: 2) == [1])
        let long = MarkdownDocument(parsing: (1...2_000).map { "Paragraph \($0)." }.joined(separator: "\n\n"))
        #expect(Self.walker(long, width: 80, styled: false).partStarts(count: 1) == [1])
        short.layOutRest(threads: 2)
        #expect(short.isFinished)
    }

    @Test func detailsTagsAreCountedInAnyCase() {
        func counted(_ html: String) -> [Int] {
            let tags = BlockLayoutWalker.detailsTags(in: html)
            return [tags.opened, tags.closed]
        }
        #expect(counted("<details><summary>x</summary>") == [1, 0])
        #expect(counted("</DETAILS>\n<Details open>") == [1, 1])
        #expect(counted("details </detail> <detailsx") == [1, 0])
        #expect(counted("<") == [0, 0])
    }
}
