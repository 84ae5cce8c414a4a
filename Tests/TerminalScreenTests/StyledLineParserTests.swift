import Testing
@testable import TerminalScreen

@Suite struct StyledLineParserTests {
    private static func sgr(_ parameters: String) -> String { "\u{1B}[\(parameters)m" }
    private static func link(_ address: String, terminator: String = "\u{1B}\\") -> String {
        "\u{1B}]8;;\(address)\(terminator)"
    }

    /// One SGR form each, applied to the text after it: the style the text gets.
    @Test(arguments: [
        ("1", CellStyle(attributes: .bold)),
        ("2", CellStyle(attributes: .dim)),
        ("3", CellStyle(attributes: .italic)),
        ("4", CellStyle(attributes: .underline)),
        ("4:3", CellStyle(attributes: .underline)),
        ("21", CellStyle(attributes: .underline)),
        ("7", CellStyle(attributes: .reverse)),
        ("9", CellStyle(attributes: .strikethrough)),
        ("30", CellStyle(foreground: .palette16(0))),
        ("37", CellStyle(foreground: .palette16(7))),
        ("90", CellStyle(foreground: .palette16(8))),
        ("97", CellStyle(foreground: .palette16(15))),
        ("40", CellStyle(background: .palette16(0))),
        ("47", CellStyle(background: .palette16(7))),
        ("100", CellStyle(background: .palette16(8))),
        ("107", CellStyle(background: .palette16(15))),
        ("38;5;208", CellStyle(foreground: .palette256(208))),
        ("48;5;17", CellStyle(background: .palette256(17))),
        ("38;2;255;128;0", CellStyle(foreground: .rgb(red: 255, green: 128, blue: 0))),
        ("48;2;1;2;3", CellStyle(background: .rgb(red: 1, green: 2, blue: 3))),
        ("38:5:208", CellStyle(foreground: .palette256(208))),
        ("38:2::255:128:0", CellStyle(foreground: .rgb(red: 255, green: 128, blue: 0))),
        ("48:2:1:2:3", CellStyle(background: .rgb(red: 1, green: 2, blue: 3))),
        ("1;38;5;208", CellStyle(foreground: .palette256(208), attributes: .bold)),
        ("38;5;208;1", CellStyle(foreground: .palette256(208), attributes: .bold)),
        (
            "1;3;4;31;44",
            CellStyle(foreground: .palette16(1), background: .palette16(4), attributes: [.bold, .italic, .underline])
        ),
        ("5;8;53", .plain),
        ("38;5;300;1", .plain),
        ("38;7;1", .plain),
    ])
    func eachFormStylesTheTextAfterIt(parameters: String, style: CellStyle) {
        let expected = style == .plain ? [StyledRun("ab")] : [StyledRun("a"), StyledRun("b", style: style)]
        #expect(StyledLineParser.runs(of: "a" + Self.sgr(parameters) + "b") == expected)
    }

    private static let red = CellColour.palette16(1)
    private static let navy = CellColour.palette256(17)
    private static let every: CellStyle.Attributes = [.bold, .dim, .italic, .underline, .reverse, .strikethrough]

    /// Each reset switches off what it names and nothing else.
    @Test(arguments: [
        ("0", CellStyle.plain),
        ("", CellStyle.plain),
        ("22", CellStyle(foreground: red, background: navy, attributes: every.subtracting([.bold, .dim]))),
        ("23", CellStyle(foreground: red, background: navy, attributes: every.subtracting(.italic))),
        ("24", CellStyle(foreground: red, background: navy, attributes: every.subtracting(.underline))),
        ("4:0", CellStyle(foreground: red, background: navy, attributes: every.subtracting(.underline))),
        ("27", CellStyle(foreground: red, background: navy, attributes: every.subtracting(.reverse))),
        ("29", CellStyle(foreground: red, background: navy, attributes: every.subtracting(.strikethrough))),
        ("39", CellStyle(background: navy, attributes: every)),
        ("49", CellStyle(foreground: red, attributes: every)),
    ])
    func resetsSwitchOffWhatTheyName(parameters: String, style: CellStyle) {
        let everything = Self.sgr("1;2;3;4;7;9;31;48;5;17")
        let runs = StyledLineParser.runs(of: everything + "a" + Self.sgr(parameters) + "b")
        let all = CellStyle(foreground: Self.red, background: Self.navy, attributes: Self.every)
        #expect(runs.first == StyledRun("a", style: all))
        #expect(runs.last == StyledRun("b", style: style))
    }

    @Test func resetsReturnToTheBaseStyle() {
        let base = CellStyle(foreground: .palette16(2), attributes: .reverse)
        let runs = StyledLineParser.runs(of: "a" + Self.sgr("1;27;35") + "b" + Self.sgr("0") + "c", base: base)
        #expect(
            runs == [
                StyledRun("a", style: base),
                // 27 returns reverse to the base's: on.
                StyledRun("b", style: CellStyle(foreground: .palette16(5), attributes: [.bold, .reverse])),
                StyledRun("c", style: base),
            ])
        #expect(
            StyledLineParser.runs(of: Self.sgr("31") + "x" + Self.sgr("39") + "y", base: base).last
                == StyledRun("y", style: base))
    }

    @Test func plainTextIsOneRunInTheBaseStyle() {
        #expect(StyledLineParser.runs(of: "plain text, no styling") == [StyledRun("plain text, no styling")])
        let base = CellStyle(attributes: .dim)
        #expect(StyledLineParser.runs(of: "x", base: base) == [StyledRun("x", style: base)])
        #expect(StyledLineParser.runs(of: "").isEmpty)
        #expect(StyledLineParser.runs(of: Self.sgr("1") + Self.sgr("22")).isEmpty)
    }

    @Test func adjacentTextOfOneStyleIsOneRun() {
        let line = Self.sgr("1") + "a" + Self.sgr("22") + Self.sgr("1") + "b" + Self.sgr("31") + Self.sgr("39") + "c"
        #expect(StyledLineParser.runs(of: line) == [StyledRun("abc", style: CellStyle(attributes: .bold))])
        #expect(StyledLineParser.runs(of: "a" + Self.sgr("0") + "b") == [StyledRun("ab")])
    }

    @Test func cjkTextKeepsItsCharacters() {
        let line = Self.sgr("1") + "はじめに" + Self.sgr("22") + "：日本語の👍🏽と e\u{301}"
        #expect(
            StyledLineParser.runs(of: line) == [
                StyledRun("はじめに", style: CellStyle(attributes: .bold)),
                StyledRun("：日本語の👍🏽と e\u{301}"),
            ])
    }

    @Test(arguments: ["\u{1B}\\", "\u{07}"])
    func hyperlinkOpensAndClosesWithEitherTerminator(terminator: String) {
        let line =
            "see " + Self.link("https://qiita.com/items/abc", terminator: terminator) + "this"
            + Self.link("", terminator: terminator) + " now"
        #expect(
            StyledLineParser.runs(of: line) == [
                StyledRun("see "),
                StyledRun("this", style: CellStyle(hyperlink: "https://qiita.com/items/abc")),
                StyledRun(" now"),
            ])
    }

    @Test func hyperlinkParametersAreSkippedAndSGRZeroKeepsTheLink() {
        let line = "\u{1B}]8;id=7:x=y;https://example.com/a?b=1\u{1B}\\" + Self.sgr("1") + "x" + Self.sgr("0") + "y"
        #expect(
            StyledLineParser.runs(of: line) == [
                StyledRun("x", style: CellStyle(attributes: .bold, hyperlink: "https://example.com/a?b=1")),
                StyledRun("y", style: CellStyle(hyperlink: "https://example.com/a?b=1")),
            ])
    }

    /// Cursor movement, private modes, other OSCs, DCS, charset designations and a lone ESC:
    /// none reaches the text, and none changes the style.
    @Test(arguments: [
        "\u{1B}[2J", "\u{1B}[?25l", "\u{1B}[1;5H", "\u{1B}[>0m", "\u{1B}[1 q", "\u{1B}]0;title\u{07}",
        "\u{1B}]11;rgb:0/0/0\u{1B}\\", "\u{1B}Pq#0;2;0;0;0\u{1B}\\", "\u{1B}(B", "\u{1B}7", "\u{1B}=",
    ])
    func otherSequencesAreDropped(sequence: String) {
        #expect(StyledLineParser.runs(of: "a" + sequence + "b") == [StyledRun("ab")])
    }

    @Test func sequencesCutShortAreDroppedUpToWhatCannotBelongToThem() {
        #expect(StyledLineParser.runs(of: "a\u{1B}") == [StyledRun("a")])
        #expect(StyledLineParser.runs(of: "a\u{1B}[1") == [StyledRun("a")])
        let underlined = [StyledRun("a"), StyledRun("b", style: CellStyle(attributes: .underline))]
        #expect(StyledLineParser.runs(of: "a\u{1B}[1\u{1B}[4mb") == underlined)
        #expect(StyledLineParser.runs(of: "a\u{1B}[12日本") == [StyledRun("a日本")])
        let bold = [StyledRun("a"), StyledRun("b", style: CellStyle(attributes: .bold))]
        #expect(StyledLineParser.runs(of: "a\u{1B}]8;;https://x\u{1B}[1mb") == bold)
        #expect(StyledLineParser.runs(of: "a\u{1B}]8;;https://never-ended") == [StyledRun("a")])
    }

    /// Lines as `MarkdownTerminalRenderer` writes them with colour and hyperlinks on (copied from
    /// `open` with `set hyperlinks on` and `CLICOLOR_FORCE=1`): a list item's link, inline code,
    /// a highlighted code line.
    @Test func linesTheArticleLayoutWrites() {
        let item =
            "  • \u{1B}]8;;https://docs.github.com/ja/actions\u{1B}\\\u{1B}[4mGitHub Actions documentation"
            + "\u{1B}[24m\u{1B}]8;;\u{1B}\\"
        #expect(
            StyledLineParser.runs(of: item) == [
                StyledRun("  • "),
                StyledRun(
                    "GitHub Actions documentation",
                    style: CellStyle(attributes: .underline, hyperlink: "https://docs.github.com/ja/actions")),
            ])
        let code = "\u{1B}[36mconcurrency\u{1B}[39m turned out to be the simplest option."
        #expect(
            StyledLineParser.runs(of: code) == [
                StyledRun("concurrency", style: CellStyle(foreground: .palette16(6))),
                StyledRun(" turned out to be the simplest option."),
            ])
        let highlighted =
            "    \u{1B}[38;5;177mRUN\u{1B}[m \u{1B}[38;5;149mCGO_ENABLED\u{1B}[m="
            + "\u{1B}[38;5;222m0\u{1B}[m go build"
        #expect(
            StyledLineParser.runs(of: highlighted) == [
                StyledRun("    "),
                StyledRun("RUN", style: CellStyle(foreground: .palette256(177))),
                StyledRun(" "),
                StyledRun("CGO_ENABLED", style: CellStyle(foreground: .palette256(149))),
                StyledRun("="),
                StyledRun("0", style: CellStyle(foreground: .palette256(222))),
                StyledRun(" go build"),
            ])
    }

    /// Written into a grid the runs give the cells what a terminal would show.
    @Test func runsWrittenIntoTheGridCarryTheirStyles() {
        var grid = ScreenGrid(rows: 1, columns: 8)
        grid.write(StyledLineParser.runs(of: "a\u{1B}[1m日\u{1B}[22m" + Self.link("https://x.y") + "b"), row: 0)
        #expect(grid[0, 0].style == .plain)
        #expect(grid[0, 1].style == CellStyle(attributes: .bold))
        #expect(grid[0, 1].width == 2)
        #expect(grid[0, 3].grapheme == "b")
        #expect(grid[0, 3].style == CellStyle(hyperlink: "https://x.y"))
    }
}
