import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing
import TestSupport

/// Articles built to break a layout: deep nesting, megabytes of delimiters, a thousand columns, a
/// huge cell, a line without spaces, NUL, invalid UTF-8 and every control character. Each is laid
/// out without a crash, no line wider than the terminal, nothing reaching the terminal but text
/// and SGR styling, and in time about linear in its size (ten times the input, under 25 times
/// the time: only ratios, never absolute times).
@Suite struct MarkdownTerminalHostileTests {
    static let width = 80

    @Test(arguments: HostileInput.all)
    func aHostileArticleIsLaidOutWithinTheWidthAndSafely(_ input: HostileInput) {
        let markdown = input.make(input.fullSize)
        for (styled, lines) in [
            (false, TerminalLines.plain(markdown, width: Self.width)),
            (true, TerminalLines.styled(markdown, width: Self.width)),
        ] {
            #expect(!lines.isEmpty)
            let wide = TerminalLines.tooWide(lines, width: Self.width)
            #expect(wide.isEmpty, "\(wide.prefix(2))")
            let unsafe = TerminalSafety.unsafeLines(lines, styled: styled)
            #expect(unsafe.isEmpty, "\(unsafe.prefix(3))")
        }
    }

    @Test(arguments: HostileInput.all)
    func aHostileArticleTakesTimeLinearInItsSize(_ input: HostileInput) {
        let small = input.make(input.timedSizes.small)
        let large = input.make(input.timedSizes.large)
        let renderer = TerminalLines.renderer(width: Self.width, styled: true)
        let ratio =
            Self.fastest(of: 2) { _ = renderer.render(large) }
            / Self.fastest(of: 3) { _ = renderer.render(small) }
        #expect(ratio < 25, "ten times the input took \(ratio)× as long")
    }

    /// However a table of 1,000 columns is shown (drawn, as records, or as text when its rows hold
    /// too many `|` for the parser's guard), every header and cell is there.
    @Test func nothingIsLostOfAThousandColumnTable() {
        let columns = 1_000
        let header = "|" + (0..<columns).map { " h\($0) |" }.joined()
        let markdown =
            header + "\n|" + String(repeating: "---|", count: columns) + "\n|"
            + (0..<columns).map { " c\($0) |" }.joined()
        let words = Set(
            TerminalLines.plain(markdown, width: Self.width).joined(separator: " ")
                .split { $0 == " " || $0 == "|" || $0 == "│" || $0 == ":" }.map(String.init))
        let missing = (0..<columns).flatMap { ["h\($0)", "c\($0)"] }.filter { !words.contains($0) }
        #expect(missing.isEmpty, "\(missing.prefix(5))")
    }

    @Test func nothingIsLostOfA1MBLineOrA100kCell() {
        let line = String(repeating: "a", count: 1_000_000)
        #expect(TerminalLines.plain(line, width: Self.width).joined() == line)
        let cell = String(repeating: "長", count: 100_000)
        let lines = TerminalLines.plain("| a |\n|---|\n| \(cell) |", width: Self.width)
        let shown = lines.filter { $0.hasPrefix("│") }.dropFirst().flatMap(TerminalLines.cells).joined()
        #expect(shown.filter { $0 == "長" }.count == 100_000)
    }

    @Test func tenThousandNestedQuotesAndListsKeepTheirText() {
        let quotes = TerminalLines.plain(String(repeating: "> ", count: 10_000) + "深い", width: Self.width)
        #expect(quotes.joined().contains("深い"))
        let lists = TerminalLines.plain(String(repeating: "- ", count: 10_000) + "項目", width: Self.width)
        #expect(lists.joined().contains("項目"))
    }

    @Test func controlCharactersAndTheirEntitiesNeverReachTheTerminal() {
        for hyperlinks in [false, true] {
            for style in [false, true] {
                let options = MarkdownLayoutOptions(style: TextStyle(isEnabled: style), hyperlinks: hyperlinks)
                let renderer = MarkdownTerminalRenderer(width: Self.width, options: options)
                let lines = renderer.render(ControlCharacters.article)
                let unsafe = TerminalSafety.unsafeLines(lines, styled: style, hyperlinks: hyperlinks)
                #expect(unsafe.isEmpty, "style \(style), hyperlinks \(hyperlinks): \(unsafe.prefix(3))")
                #expect(TerminalLines.tooWide(lines, width: Self.width).isEmpty)
            }
        }
    }

    @Test func nulBytesAndInvalidUTF8AreLaidOutSafely() {
        // NUL, a lone high surrogate (U+D800) as UTF-8 would spell it, a lone low one, a stray
        // continuation byte, an overlong form and a sequence cut short.
        let hostile: [UInt8] = [0x00, 0xED, 0xA0, 0x80, 0xED, 0xBF, 0xBF, 0x80, 0xC0, 0xAF, 0xE3, 0x81]
        var bytes: [UInt8] = []
        for prefix in ["", "# ", "> ", "- ", "| a |\n|---|\n| ", "`", "[", "<b>"] {
            bytes += Array("\(prefix)前".utf8) + hostile + Array("後 段落\n\n".utf8)
        }
        bytes += Array("```\n".utf8) + hostile + Array("\n```\n".utf8)
        let document = MarkdownDocument(parsingUTF8: bytes)
        for style in [false, true] {
            let renderer = TerminalLines.renderer(width: Self.width, styled: style)
            let lines = renderer.render(document)
            #expect(lines.joined().contains("前") && lines.joined().contains("後"))
            #expect(TerminalSafety.unsafeLines(lines, styled: style).isEmpty)
            #expect(!lines.joined().unicodeScalars.contains { (0xD800...0xDFFF).contains($0.value) })
        }
        let large = Array(repeating: bytes, count: 1_000_000 / bytes.count).flatMap { $0 }
        let small = Array(large.prefix(large.count / 10))
        let renderer = TerminalLines.renderer(width: Self.width, styled: true)
        let ratio =
            Self.fastest(of: 2) { _ = renderer.render(MarkdownDocument(parsingUTF8: large)) }
            / Self.fastest(of: 3) { _ = renderer.render(MarkdownDocument(parsingUTF8: small)) }
        #expect(ratio < 25, "ten times the input took \(ratio)× as long")
    }

    /// The least CPU time of `runs` runs of `work` (`LinearTime`: waiting for a CPU on a busy
    /// machine does not count).
    static func fastest(of runs: Int, _ work: () -> Void) -> Double {
        LinearTime.fastest(of: runs, work)
    }
}
