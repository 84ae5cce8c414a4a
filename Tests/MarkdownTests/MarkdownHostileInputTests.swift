import Testing
@testable import Markdown

/// Articles built to break a parser: deep nesting, long runs of delimiters, bytes that are not
/// text. Each parses without a crash into the tree it should; how long they take is measured by
/// Scripts/bench, not here.
@Suite struct MarkdownHostileInputTests {
    /// About a megabyte of one unit repeated, named by its unit (not printed whole).
    struct Run: CustomTestStringConvertible, Sendable {
        var prefix = ""
        let unit: String
        var markdown: String { prefix + String(repeating: unit, count: 1_000_000 / unit.utf8.count) }
        var testDescription: String { "\(prefix)\(unit)… (1 MB)" }
    }

    @Test func twentyThousandNestedBlockQuotes() {
        let depth = 20_000
        let document = MarkdownDocument(parsing: String(repeating: "> ", count: depth) + "深い")
        // The document, each quote, the paragraph and its text.
        #expect(document.nodes.count == depth + 3)
        #expect(document.nodes.count(where: { $0.kind == .blockQuote }) == depth)
        #expect(document.nodes.last?.kind == .text("深い") && document.nodes.last?.parent == Int32(depth + 1))
        #expect(document.nodes[1].end == Int32(depth + 3))
        #expect(
            MarkdownDocument.html(String(repeating: "> ", count: depth) + "x").count(where: { $0 == "\n" }) == 2 * depth
                + 1)
    }

    @Test func tenThousandNestedListItems() {
        let depth = 10_000
        let markdown = (0..<depth).map { String(repeating: "  ", count: $0) + "- x" }.joined(separator: "\n")
        let document = MarkdownDocument(parsing: markdown)
        #expect(document.nodes.count(where: { $0.kind == .item(checkbox: nil) }) == depth)
        #expect(document.nodes.count(where: { $0.kind == .text("x") }) == depth)
    }

    @Test func aMegabyteOfStarsIsOneThematicBreak() {
        let document = MarkdownDocument(parsing: String(repeating: "*", count: 1_000_000))
        #expect(document.nodes.map(\.kind) == [.document, .thematicBreak])
    }

    @Test func aMegabyteOfBacktickRunsPairsUp() {
        let units = 500_000
        let document = MarkdownDocument(parsing: String(repeating: "`a", count: units))
        // `a`a`a`…: a code span "a", then the text "a", and so on.
        #expect(document.nodes.count == 2 + units / 2 * 2)
        #expect(document.nodes.count(where: { $0.kind == .code("a") }) == units / 2)
    }

    /// Runs of delimiters that never pair up: the paragraph holds the source as one text.
    @Test(arguments: [
        Run(prefix: "x", unit: "*"), Run(unit: "["), Run(unit: "[a]("),
        Run(unit: "あいうえおabcde"),
    ])
    func aMegabyteThatNeverPairsIsOneText(_ run: Run) {
        let markdown = run.markdown
        let document = MarkdownDocument(parsing: markdown)
        #expect(document.nodes.count == 3)
        // Compared apart, so that a failure does not print a megabyte.
        let isTheSource = document.nodes.last?.kind == .text(markdown)
        #expect(isTheSource, "the text differs from the source (\(markdown.prefix(8))…)")
    }

    @Test func nulBecomesTheReplacementCharacter() {
        let document = MarkdownDocument(parsing: "a\u{0}b")
        #expect(document.nodes.map(\.kind) == [.document, .paragraph, .text("a\u{FFFD}b")])
        #expect(MarkdownDocument.html("a\u{0}b") == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func invalidUTF8AndLoneSurrogatesBecomeReplacementCharacters() {
        // A lone high surrogate (U+D800) as UTF-8 would spell it, a stray continuation byte and a
        // truncated sequence: none is UTF-8.
        let bytes: [UInt8] =
            Array("a".utf8) + [0xED, 0xA0, 0x80] + Array("b".utf8) + [0x80] + Array("c".utf8) + [0xE3, 0x81]
        let document = MarkdownDocument(parsingUTF8: bytes)
        guard case .text(let text) = document.nodes.last?.kind else {
            Issue.record("no text: \(document.nodes)")
            return
        }
        #expect(
            text.unicodeScalars.filter { $0.properties.generalCategory == .lowercaseLetter }.map(String.init) == [
                "a", "b", "c",
            ])
        #expect(text.unicodeScalars.allSatisfy { !(0xD800...0xDFFF).contains($0.value) })
        #expect(text.contains("\u{FFFD}"))
    }

    @Test func everyControlCharacterIsKeptAsText() {
        // C0 (but tab, line feed and carriage return, which are Markdown's whitespace) and C1.
        let controls = (0x01...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) } + Array(0x7F...0x9F)
        let text = String(String.UnicodeScalarView(controls.map { Unicode.Scalar(UInt32($0))! }))
        let document = MarkdownDocument(parsing: "a" + text + "z")
        #expect(document.nodes.map(\.kind) == [.document, .paragraph, .text("a" + text + "z")])
    }

    @Test func wideTablesAndAHundredThousandCharacterCell() {
        // Up to QuadraticLineGuard's limit a table is a table, cell for cell.
        let columns = 250
        let table =
            "|" + String(repeating: " h |", count: columns) + "\n|" + String(repeating: "---|", count: columns)
            + "\n|" + String(repeating: " c |", count: columns)
        let document = MarkdownDocument(parsing: table)
        #expect(document.nodes.count(where: { if case .tableCell = $0.kind { true } else { false } }) == 2 * columns)
        #expect(
            document.nodes.last?.kind == .text("c")
                && document.nodes[document.nodes.count - 2].kind == .tableCell(column: columns - 1))
        // Past it (1,000 columns) the guard keeps the parse linear and the text whole: no table.
        let thousand = "|" + String(repeating: " h |", count: 1_000) + "\n|" + String(repeating: "---|", count: 1_000)
        let text = MarkdownDocument(parsing: thousand)
        #expect(text.plainText(of: text.root).filter { $0 == "h" }.count == 1_000)

        let cell = String(repeating: "長", count: 100_000)
        let wide = MarkdownDocument(parsing: "| a |\n|---|\n| \(cell) |")
        let isTheCell = wide.nodes.last?.kind == .text(cell)
        #expect(wide.nodes.count == 8 && isTheCell)
    }
}
