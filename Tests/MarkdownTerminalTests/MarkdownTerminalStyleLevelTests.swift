@testable import MarkdownTerminal
import ShellKit
import Testing

/// An article at each styling level (issue 36): in colour nothing is marked; with attributes only
/// (`NO_COLOR` at a terminal) bold, italic, underline and strikethrough are written but no colour,
/// and code keeps its backticks; plain (a pipe, the txt export) writes no SGR at all and marks
/// `` `code` ``, `~~struck~~`, `*emphasis*` and `**strong**` as glow's plain style does.
@Suite struct MarkdownTerminalStyleLevelTests {
    static func lines(_ markdown: String, _ level: TextStyle.Level, width: Int = 80) -> [String] {
        MarkdownTerminalRenderer(width: width, options: MarkdownLayoutOptions(style: TextStyle(level: level)))
            .render(markdown)
    }

    /// The SGR parameters of every `ESC [ … m` in `lines`.
    static func sgrParameters(_ lines: [String]) -> Set<Int> {
        var found = Set<Int>()
        for line in lines {
            for piece in line.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()
            where piece.first == "[" {
                let body = piece.dropFirst().prefix { $0 != "m" }
                found.formUnion(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
            }
        }
        return found
    }

    /// The SGR parameters that set or reset no colour: bold, dim, italic, underline, inverse and
    /// strikethrough, on and off (ECMA-48); every colour (30–49, 90–107, 38/48 forms) is outside.
    static let attributeParameters: Set<Int> = [1, 2, 3, 4, 7, 9, 22, 23, 24, 27, 29]

    static let marked: [(markdown: String, shown: String)] = [
        ("~~古い書き方~~ 新しい書き方を使いましょう", "~~古い書き方~~ 新しい書き方を使いましょう"),
        ("`code` と *強調* と **太字**", "`code` と *強調* と **太字**"),
        ("_下線の強調_ と __下線の太字__", "*下線の強調* と **下線の太字**"),
        ("***両方*** と **`太字のコード`**", "***両方*** と **`太字のコード`**"),
        ("*a **b***, ***a** b*", "*a **b***, ***a** b*"),
        (
            "<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <s>s</s> <del>d</del> <code>c</code> <kbd>K</kbd>",
            "**b** **s** *i* *e* ~~s~~ ~~d~~ `c` K"
        ),
        ("<b>閉じない太字", "**閉じない太字**"),
        ("[**太い** リンク](https://e.jp/a)", "**太い** リンク <https://e.jp/a>"),
        ("$`\\sqrt{2}`$ は数式、$x^2$ も", "√2 は数式、x² も"),
        ("![*alt* `c`](https://e.jp/a.png)", "🖼 alt c <https://e.jp/a.png>"),
    ]

    @Test(arguments: 0..<marked.count)
    func plainOutputMarksWhatStylingWouldShow(case number: Int) {
        let (markdown, shown) = Self.marked[number]
        #expect(Self.lines(markdown, .plain) == [shown])
    }

    @Test func headingsAndTableHeadersAreBoldWithoutMarks() {
        let lines = Self.lines("# 見出し *強調*\n\n| 名前 | 値 |\n|---|---|\n| **太** | `x` |", .plain)
        #expect(lines.first == "見出し *強調*")
        #expect(lines.contains("│ 名前   │ 値  │"), "\(lines)")
        #expect(lines.contains("│ **太** │ `x` │"), "\(lines)")
    }

    static let article = """
        # 見出し **太字**

        本文 *斜体* ~~消し~~ `code` [リンク](https://e.jp/a) @alice $x^2$ <kbd>Ctrl</kbd>[^1] ![図](https://e.jp/i.png)

        > 引用

        :::note warn
        注意
        :::

        | 名前 | 値 |
        |---|--:|
        | a | 1 |

        ```ruby:app.rb
        puts 1
        ```

        ```diff_ruby
        - old
        + new
        @@ -1 +1 @@
        ```

        ---

        [^1]: 注
        """

    @Test func attributesWithoutColourUnderNoColour() {
        let lines = Self.lines(Self.article, .attributes)
        let parameters = Self.sgrParameters(lines)
        let colours = parameters.subtracting(Self.attributeParameters)
        #expect(colours.isEmpty, "\(colours)")
        #expect([1, 2, 3, 4, 9].allSatisfy(parameters.contains), "\(parameters)")
        let shown = lines.map(ShownText.of)
        #expect(shown.contains { $0.contains("`code`") }, "code keeps its marks: no attribute shows it")
        #expect(!shown.contains { $0.contains("~~") || $0.contains("*斜体*") }, "attributes show these")
        #expect(TerminalSafety.unsafeLines(lines, styled: true).isEmpty)
    }

    @Test func colourMarksNothing() {
        let lines = Self.lines(Self.article, .colour)
        let parameters = Self.sgrParameters(lines)
        #expect([36, 9, 3, 1].allSatisfy(parameters.contains), "\(parameters)")
        let shown = lines.map(ShownText.of).joined(separator: "\n")
        #expect(!shown.contains("~~") && !shown.contains("`code`") && !shown.contains("*斜体*"))
    }

    @Test func plainWritesNoEscapeAtAll() {
        let lines = Self.lines(Self.article, .plain)
        #expect(TerminalSafety.unsafeLines(lines, styled: false).isEmpty)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("本文 *斜体* ~~消し~~ `code` リンク <https://e.jp/a>"))
        #expect(text.contains("見出し **太字**"))
    }

    /// Marks are text: measured and wrapped like it, so a table with them still lines up and no
    /// line is wider than the terminal.
    @Test(arguments: [20, 40, 60])
    func marksAreMeasuredLikeText(width: Int) {
        let markdown = """
            | 設定 | 説明 |
            |---|---|
            | `max_connections` | **最大**の接続数。~~100~~ *200* に増やした |
            | `timeout` | 秒 |
            """
        let lines = Self.lines(markdown, .plain, width: width)
        #expect(TerminalLines.tooWide(lines, width: width).isEmpty, "\(lines)")
        let table = TerminalLines.table(in: lines)
        if !table.isEmpty { #expect(Set(table.map(DisplayWidth.of)).count == 1, "\(table)") }
        #expect(lines.joined().contains("`max_connections`"), "\(lines)")
    }
}
