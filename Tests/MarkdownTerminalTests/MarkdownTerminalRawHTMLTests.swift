@testable import MarkdownTerminal
import ShellKit
import Testing
import TestSupport

/// Raw HTML as Qiita lets authors write it (issue 36): a `<table>` laid out as the same table in
/// Markdown is, an `<iframe>` a line naming the embed, ruby with its reading in parentheses,
/// `<sup>`/`<sub>` in Unicode's forms or after `^`/`_`; malformed HTML never crashes, never
/// widens a line and never lets a control character through.
@Suite struct MarkdownTerminalRawHTMLTests {
    static let levels: [TextStyle.Level] = [.plain, .attributes, .colour]

    static func lines(_ markdown: String, _ level: TextStyle.Level = .plain, width: Int = 80) -> [String] {
        MarkdownTerminalRenderer(width: width, options: MarkdownLayoutOptions(style: TextStyle(level: level)))
            .render(markdown)
    }

    static let markdownTable = """
        | 名前 | 説明 | 価格 |
        |:--|:-:|--:|
        | りんご | **赤くて**甘い果物 | 100円 |
        | Lambda | サーバーレスの計算サービス、リクエスト単位の課金で `burstable` | ¥1,200 |
        | Resource | requests and limits for local ephemeral storage | 2,009 |
        """

    /// The same table in HTML, as authors write it: white space between the tags, a header in
    /// `<thead>`, alignment by `align` and by `style`, one cell left open.
    static let htmlTable = """
        <table>
          <thead>
            <tr><th align="left">名前</th><th align="center">説明</th><th style="text-align: right">価格</th></tr>
          </thead>
          <tbody>
            <tr><td>りんご</td><td><b>赤くて</b>甘い果物</td><td>100円</td></tr>
            <tr>
              <td>Lambda</td>
              <td>サーバーレスの計算サービス、リクエスト単位の課金で <code>burstable</code></td>
              <td>¥1,200
            </tr>
            <tr><td>Resource</td><td>requests and   limits for
            local ephemeral storage</td><td>2,009</td></tr>
          </tbody>
        </table>
        """

    @Test(arguments: [20, 40, 60, 80])
    func anHTMLTableIsLaidOutAsTheSameMarkdownTable(width: Int) {
        for level in Self.levels {
            let fromHTML = Self.lines(Self.htmlTable, level, width: width)
            #expect(fromHTML == Self.lines(Self.markdownTable, level, width: width), "\(level) at \(width)")
            #expect(fromHTML.count > 4)
        }
    }

    @Test func aTableWithoutHeaderCellsTextAroundItAndACaption() {
        let markdown = """
            <p>前の文</p>
            <table><caption>価格表</caption><tr><td>a</td><td>1</td></tr><tr><td>b</td><td>2</td></tr></table>
            後の文
            """
        #expect(
            Self.lines(markdown) == [
                "前の文", "価格表", "┌───┬───┐", "│ a │ 1 │", "├───┼───┤", "│ b │ 2 │", "└───┴───┘", "後の文",
            ])
    }

    @Test func aTableInsideACellIsThatCellsLines() {
        let markdown = "<table><tr><td><table><tr><td>内</td><td>内2</td></tr><tr><td>下</td></tr></table></td>"
            + "<td>外</td></tr></table>"
        let lines = Self.lines(markdown)
        #expect(lines == ["┌────────┬────┐", "│ 内 内2 │ 外 │", "│ 下     │    │", "└────────┴────┘"])
    }

    static let embeds: [(html: String, shown: [String])] = [
        (
            "<iframe width=\"560\" height=\"315\" src=\"https://www.youtube.com/embed/abc\" "
                + "title=\"YouTube video player\" frameborder=\"0\" allowfullscreen></iframe>",
            ["▶ Embedded: YouTube video player (https://www.youtube.com/embed/abc)"]
        ),
        (
            "<iframe src='https://codepen.io/a/embed/b'>fallback text</iframe>",
            ["▶ Embedded: https://codepen.io/a/embed/b"]
        ),
        ("<iframe src=\"javascript:alert(1)\" title=\"悪い\"></iframe>", []),
        (
            "動画: <iframe src=\"https://speakerdeck.com/player/x\" title=\"スライド\"></iframe> です",
            ["動画:", "▶ Embedded: スライド (https://speakerdeck.com/player/x)", "です"]
        ),
    ]

    @Test(arguments: 0..<embeds.count)
    func anEmbedIsALineNamingIt(case number: Int) {
        let (html, shown) = Self.embeds[number]
        #expect(Self.lines(html) == shown)
    }

    @Test func anEmbedsTitleIsAHyperlinkWhenHyperlinksAreOn() {
        let options = MarkdownLayoutOptions(style: TextStyle(level: .colour), hyperlinks: true)
        let lines = MarkdownTerminalRenderer(width: 80, options: options)
            .render("<iframe src=\"https://www.youtube.com/embed/abc\" title=\"動画\"></iframe>")
        #expect(lines.count == 1)
        #expect(lines[0].contains("\u{1B}]8;;https://www.youtube.com/embed/abc\u{1B}\\"))
        #expect(ShownText.of(lines[0]) == "▶ Embedded: 動画 (https://www.youtube.com/embed/abc)")
    }

    static let ruby: [(html: String, shown: String)] = [
        ("<ruby>漢字<rt>かんじ</rt></ruby>を読む", "漢字(かんじ)を読む"),
        ("<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>", "漢字(かんじ)"),
        ("<ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>", "漢(かん)字(じ)"),
        ("<ruby>漢<rt>かん<rt>じ</ruby>です", "漢(かん)(じ)です"),
        ("<ruby>漢字<rt>かんじ", "漢字(かんじ)"),
    ]

    @Test(arguments: 0..<ruby.count)
    func rubyShowsItsReadingInParentheses(case number: Int) {
        let (html, shown) = Self.ruby[number]
        #expect(Self.lines(html) == [shown])
    }

    static let shifted: [(html: String, shown: String)] = [
        ("x<sup>2</sup>", "x²"), ("H<sub>2</sub>O", "H₂O"), ("10<sup>-3</sup>", "10⁻³"),
        ("e<sup>(12)</sup>", "e⁽¹²⁾"), ("x<sup>n+1</sup>", "x^(n+1)"), ("2<sup>n</sup>", "2^n"),
        ("x<sub>i</sub>", "x_i"), ("x<sub>ij</sub>", "x_(ij)"), ("f<sup>(n)</sup>", "f^(n)"),
        ("a<sup></sup>b", "ab"), ("x<sup>2", "x²"),
    ]

    @Test(arguments: 0..<shifted.count)
    func raisedAndLoweredTextInUnicodesFormsOrAfterACaret(case number: Int) {
        let (html, shown) = Self.shifted[number]
        #expect(Self.lines(html) == [shown])
        #expect(Self.lines("<p>" + html + "</p>") == [shown], "in an HTML block too")
    }

    /// Text from raw HTML is made inert like any other: in cells, titles, readings and raised text.
    @Test func rawHTMLTextIsSanitized() {
        let markdown = """
            <table><tr><th>&#27;[31m見出し</th></tr><tr><td>\u{1B}]52;c;x\u{07}セル</td></tr></table>

            <iframe src="https://e.jp/a&#27;[2J" title="題&#27;[31m&#x9b;"></iframe>

            <ruby>漢字<rt>&#27;[5mかんじ</rt></ruby> x<sup>&#27;2</sup>
            """
        for level in Self.levels {
            let lines = Self.lines(markdown, level, width: 40)
            #expect(TerminalSafety.unsafeLines(lines, styled: level != .plain).isEmpty, "\(level): \(lines)")
            let shown = lines.map(ShownText.of).joined()
            #expect(shown.contains("[31m見出し") && shown.contains("セル") && shown.contains("(かんじ)"))
        }
    }

    /// The lines wider than `width` but those showing only an embed's address, in its parentheses
    /// or not (never broken: one longer than the line stands whole on a line of its own), after a
    /// cell's bar if any.
    static func tooWide(_ lines: [String], width: Int) -> [String] {
        TerminalLines.tooWide(lines, width: width).map(\.line).filter { line in
            let word = ShownText.of(line).drop { $0 == " " || $0 == "│" }.prefix { $0 != " " }
            let bare = word.hasPrefix("(") && word.hasSuffix(")") ? word.dropFirst().dropLast() : word
            return !["https://e.jp/a", "https://e.jp/v"].contains(String(bare))
        }
    }

    static let malformed = [
        "<table><tr><td>閉じない", "<table>", "</td></tr></table>", "<table><td>行なしのセル<td>二つ目",
        "<table><tr><td><table><tr><td><table><td>三重</table>", "<table><tr><td title='a\"b' align=\"right>x</td></tr>",
        "<iframe src=\"https://e.jp/a title=\">", "<iframe src=https://e.jp/a title=題/>後", "<iframe>",
        "<ruby><rt><rt></ruby></ruby>", "<rt>外</rt><rp>(</rp>", "<sup><sup>2</sup>", "<sub>", "</sup>x",
        "<table><caption>題<tr><td>a", "<table><thead><tr><th>a<tbody><tr><td>b</table></table>",
        "<b><table><tr><td><s>x</b></td></tr></table>", "<table><tr><td><details><summary>s</summary>d</td></tr>",
    ]

    @Test func malformedHTMLIsShownWithinTheWidth() {
        for markdown in Self.malformed {
            for width in [12, 40] {
                for level in Self.levels {
                    let lines = Self.lines(markdown, level, width: width)
                    #expect(Self.tooWide(lines, width: width).isEmpty, "\(markdown) at \(width): \(lines)")
                    #expect(TerminalSafety.unsafeLines(lines, styled: level != .plain).isEmpty, "\(markdown)")
                }
            }
        }
        #expect(Self.lines("<table><tr><td>閉じない") == ["┌──────────┐", "│ 閉じない │", "└──────────┘"])
    }

    static let pieces = [
        "<table>", "</table>", "<tr>", "</tr>", "<td>", "</td>", "<th align=right>", "</th>", "<thead>", "<tbody>",
        "<caption>", "<ruby>", "</ruby>", "<rt>", "</rt>", "<rp>", "<sup>", "</sup>", "<sub>", "</sub>", "<b>",
        "</b>", "<code>", "<br>", "<iframe src=\"https://e.jp/v\" title='t\"q'>", "</iframe>", "<p>", "</p>",
        "漢字", "text ", "2", "n+1", "&#27;", "\u{1B}", "&lt;", "<", ">", "\"", "'", "\n", "\n\n", "<!--", "-->",
    ]

    /// Seeded random mixtures of table, ruby, embed and raised tags, closed or not.
    @Test func randomTagSoupNeverCrashesOrWidensALine() {
        var random = SeededRandom(seed: 36)
        for _ in 0..<400 {
            let markdown = random.text(from: Self.pieces, fewerThan: 40)
            let width = [12, 30, 60][random.next(below: 3)]
            let level = Self.levels[random.next(below: 3)]
            let lines = Self.lines(markdown, level, width: width)
            #expect(Self.tooWide(lines, width: width).isEmpty, "\(markdown.debugDescription): \(lines)")
            #expect(TerminalSafety.unsafeLines(lines, styled: level != .plain).isEmpty, "\(markdown.debugDescription)")
        }
    }
}
