import CodeHighlighting
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
        let prefixLengths: [Int]

        init(_ walker: BlockLayoutWalker) {
            lines = walker.lines
            origins = walker.origins.origins
            headingLines = walker.origins.headingLines
            prefixLengths = walker.prefixLengths
        }

        var description: String { lines.joined(separator: "\n") }
    }

    /// Colours each code line by its language and number, as a highlighter would: a colorist's
    /// lines go through parts as they do through one walk.
    struct LineColorist: CodeColorist {
        func highlight(_ code: String, language: String, theme: CodeTheme) -> [String]? {
            code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
                "\u{1B}[3\(number % 7 + 1)m\(language):\(line)\u{1B}[0m"
            }
        }

        func language(forFileName name: String) -> String? { name.hasSuffix(".swift") ? "swift" : nil }
    }

    static func walker(_ document: MarkdownDocument, width: Int, styled: Bool) -> BlockLayoutWalker {
        BlockLayoutWalker(
            document: document, width: width,
            options: MarkdownLayoutOptions(
                style: TextStyle(isEnabled: styled), hyperlinks: styled, colorist: styled ? LineColorist() : nil))
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

    @Test(arguments: [false, true])
    func aLongArticleIsSplitAndEqualsOneWalk(styled: Bool) {
        let paragraph = String(repeating: "日本語の文章がここに続きます。長い段落は折り返されます。", count: 12)
        let blocks = (1...300).map { number in
            number % 25 == 0
                ? "<details><summary>Part \(number)</summary>\n\n\(paragraph)\n\n</details>"
                : number % 11 == 0 ? "```swift:main.swift\nlet part = \(number)\nprint(part)\n```"
                : number % 7 == 0 ? "| a | b |\n|---|---|\n| \(number) | \(paragraph.prefix(40)) |" : "## \(number)\n\n\(paragraph)"
        }
        let document = MarkdownDocument(parsing: blocks.joined(separator: "\n\n"))
        let whole = Self.oneWalk(document, width: 80, styled: styled)
        var walker = Self.walker(document, width: 80, styled: styled)
        let starts = walker.partStarts(count: 2)
        #expect(starts.count == 2)
        walker.layOutRest(threads: 2)
        #expect(Made(walker) == whole)
        // A first screenful laid out, then the rest in parts.
        var progressive = Self.walker(document, width: 80, styled: styled)
        progressive.layOut(untilLineCount: 50)
        #expect(progressive.partStarts(count: 4).count == 4)
        progressive.layOutRest(threads: 4)
        #expect(Made(progressive) == whole)
        // The renderer's own entry points, which split on this machine's processors.
        let renderer = MarkdownTerminalRenderer(width: 80, options: Self.walker(document, width: 80, styled: styled).options)
        let laidOut = renderer.layout(document)
        #expect(laidOut.lines == whole.lines)
        #expect(laidOut.origins == whole.origins)
        #expect(laidOut.headingLines == whole.headingLines)
        var opened = renderer.progressiveLayout(document)
        opened.extend(toAtLeast: 30)
        opened.complete()
        #expect(opened.lines == whole.lines)
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
