import Testing
@testable import DeveloperTools
@testable import ItemsDomain
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// Qiita Markdown rendered for a terminal: every construct, wrapping, and the width invariant.
@Suite struct MarkdownTerminalRendererTests {
    private static func plain(_ markdown: String, width: Int = 40) -> [String] {
        MarkdownTerminalRenderer(width: width, style: TextStyle(isEnabled: false)).render(markdown)
    }

    private static func styled(_ markdown: String, width: Int = 40) -> [String] {
        MarkdownTerminalRenderer(width: width, style: TextStyle(isEnabled: true)).render(markdown)
    }

    @Test("headings", arguments: [
        ("# Title", ["Title", "═════"]),
        ("## Sub", ["Sub", "───"]),
        ("### Deep", ["Deep"]),
        ("###### Six", ["Six"]),
        ("## Closed ##", ["Closed", "──────"]),
        ("# 見出し", ["見出し", "══════"]),
        ("#NoSpace", ["#NoSpace"]),
        ("####### seven", ["####### seven"]),
        ("Setext\n===", ["Setext", "══════"]),
        ("Setext two\n---", ["Setext two", "──────────"]),
    ])
    func headings(markdown: String, expected: [String]) {
        #expect(Self.plain(markdown) == expected)
    }

    @Test("inline markup", arguments: [
        ("first line\nsecond line", ["first line second line"]),
        ("日本語の\n文章です。", ["日本語の文章です。"]),
        ("**bold** and *em* and __b2__ and _e2_", ["bold and em and b2 and e2"]),
        ("***both*** and **a *b* c**", ["both and a b c"]),
        ("call snake_case_name now", ["call snake_case_name now"]),
        ("run `swift build` now", ["run `swift build` now"]),
        ("code ``a ` b`` here", ["code `a ` b` here"]),
        ("`**not bold**`", ["`**not bold**`"]),
        ("see [Qiita](https://qiita.com) now", ["see Qiita <https://qiita.com> now"]),
        ("[**Swift** docs](https://swift.org \"title\")", ["Swift docs <https://swift.org>"]),
        ("[https://a.jp](https://a.jp)", ["<https://a.jp>"]),
        ("visit <https://qiita.com>", ["visit <https://qiita.com>"]),
        ("![logo](https://x.jp/l.png)", ["[image: logo] <https://x.jp/l.png>"]),
        ("![](https://x.jp/l.png)", ["[image] <https://x.jp/l.png>"]),
        ("\\*not em\\* \\_nor this\\_", ["*not em* _nor this_"]),
        ("a * b * c", ["a * b * c"]),
        ("**open and *lone", ["**open and *lone"]),
        ("[not a link] (x) [a](", ["[not a link] (x) [a]("]),
        ("<br> and <not a link>", ["<br> and <not a link>"]),
        ("one  \ntwo\\\nthree", ["one", "two", "three"]),
    ])
    func inline(markdown: String, expected: [String]) {
        #expect(Self.plain(markdown) == expected)
    }

    @Test("lists", arguments: [
        ("- one\n- two\n* three", ["  • one", "  • two", "  • three"]),
        ("- a\n  - b\n    - c", ["  • a", "      ◦ b", "          ▪ c"]),
        ("+ a\n + b", ["  • a", "      ◦ b"]),
        ("1. one\n2. two", ["  1. one", "  2. two"]),
        ("3. x\n3. y", ["  3. x", "  4. y"]),
        ("9. a\n1. b", ["   9. a", "  10. b"]),
        ("1. step\n   - detail", ["  1. step", "       ◦ detail"]),
        ("- one\n\n- two", ["  • one", "  • two"]),
        ("- item\n\n  ```\n  code\n  ```", ["  • item", "", "    ────", "        code"]),
        ("- lazy\ncontinuation", ["  • lazy continuation"]),
        ("-", ["  •"]),
        ("- a\n\n1. b", ["  • a", "", "  1. b"]),
    ])
    func lists(markdown: String, expected: [String]) {
        #expect(Self.plain(markdown) == expected)
    }

    @Test func listItemsWrapUnderTheirText() {
        #expect(Self.plain("- alpha beta gamma delta epsilon", width: 20)
            == ["  • alpha beta gamma", "    delta epsilon"])
        #expect(Self.plain("1. 日本語の項目はここで折り返されます。", width: 20)
            == ["  1. 日本語の項目は", "     ここで折り返さ", "     れます。"])
    }

    @Test("block quotes and notes", arguments: [
        ("> quoted text", 40, ["│ quoted text"]),
        ("> one two three four five six", 20, ["│ one two three four", "│ five six"]),
        ("> a\n>\n> > b", 40, ["│ a", "│", "│ │ b"]),
        ("> first\nlazy", 40, ["│ first lazy"]),
        ("> # Title", 40, ["│ Title", "│ ═════"]),
        (":::note info\n本文です。\n:::", 40, ["│ [info]", "│ 本文です。"]),
        (":::note\nx\n:::", 40, ["│ [info]", "│ x"]),
        (":::note alert\n- a\n\n```\n:::\n```\n:::\nafter", 40,
         ["│ [alert]", "│   • a", "│", "│ ────", "│     :::", "", "after"]),
        (":::note warn\nunclosed", 40, ["│ [warn]", "│ unclosed"]),
    ])
    func quotes(markdown: String, width: Int, expected: [String]) {
        #expect(Self.plain(markdown, width: width) == expected)
    }

    @Test("code blocks", arguments: [
        ("```swift\nlet x = 1\n\n  indented\n```", 40, ["── swift ──", "    let x = 1", "", "      indented"]),
        ("```\n**not bold** # not heading\n```", 40, ["────", "    **not bold** # not heading"]),
        ("~~~ruby:app.rb\nputs 1\n~~~", 40, ["── ruby:app.rb ──", "    puts 1"]),
        ("```\n0123456789012345678901234\n```", 20, ["────", "    0123456789012345", "  ↪ 678901234"]),
        ("```\n日本語のコードコメント\n```", 20, ["────", "    日本語のコードコ", "  ↪ メント"]),
        ("```\nline1\nline2", 40, ["────", "    line1", "    line2"]),
        ("````\na\n```\n````", 40, ["────", "    a", "    ```"]),
        ("para\n\n    code line\n\n    more", 40, ["para", "", "────", "    code line", "", "    more"]),
        ("```\n```", 40, ["────"]),
        ("```\na\n\n\nb\n\n\n```\n\nafter", 40, ["────", "    a", "", "", "    b", "", "after"]),
    ])
    func code(markdown: String, width: Int, expected: [String]) {
        #expect(Self.plain(markdown, width: width) == expected)
    }

    @Test("rules and tables", arguments: [
        ("a\n\n---\n\nb", 10, ["a", "", "──────────", "", "b"]),
        ("***", 12, ["────────────"]),
        ("- - -", 12, ["────────────"]),
        ("| a | b |\n|---|:-:|\n| 1 | 2 |", 40, ["| a | b |", "|---|:-:|", "| 1 | 2 |"]),
        ("| a | b |\n|---|---|\n| 日本語の説明 | long long text |", 20,
         ["| a | b |", "|---|---|", "| 日本語の説明 | l", "↪ ong long text |"]),
        ("text\n| a |\n| --- |\n| b |\n\nafter", 40, ["text", "", "| a |", "| --- |", "| b |", "", "after"]),
        ("a | b\nnot a table", 40, ["a | b not a table"]),
    ])
    func rulesAndTables(markdown: String, width: Int, expected: [String]) {
        #expect(Self.plain(markdown, width: width) == expected)
    }

    @Test("blank lines: one between blocks, none at the ends", arguments: [
        ("", [String]()),
        ("   \n  \n", []),
        ("\n\n# A\n\n\n\npara\n\n\n", ["A", "═", "", "para"]),
        ("one\n\n\n\ntwo", ["one", "", "two"]),
    ])
    func blankLines(markdown: String, expected: [String]) {
        #expect(Self.plain(markdown) == expected)
    }

    // MARK: - Wrapping

    static let paragraph = "Qiita は技術情報を記録共有するサービスです。Markdown で記事を書けます。"

    @Test("paragraph wrapping at narrow and wide widths", arguments: [
        (20, ["Qiita は技術情報を記", "録共有するサービスで", "す。Markdown で記事", "を書けます。"]),
        (40, ["Qiita は技術情報を記録共有するサービスで", "す。Markdown で記事を書けます。"]),
        (120, [paragraph]),
    ])
    func wrapsParagraphs(width: Int, expected: [String]) {
        #expect(Self.plain(Self.paragraph, width: width) == expected)
    }

    @Test func narrowWidthsCountAsTen() {
        #expect(Self.plain("aaaa bbbb cccc", width: 3) == ["aaaa bbbb", "cccc"])
        #expect(Self.plain("---", width: 0) == ["──────────"])
    }

    // MARK: - Styling

    @Test func stylesWhenEnabled() {
        #expect(Self.styled("**b** `x`") == ["\u{1B}[1mb\u{1B}[22m \u{1B}[36m`x`\u{1B}[39m"])
        #expect(Self.styled("# T") == ["\u{1B}[1mT\u{1B}[22m", "\u{1B}[2m═\u{1B}[22m"])
        #expect(Self.styled("*i* [t](u)")
            == ["\u{1B}[3mi\u{1B}[23m \u{1B}[4mt\u{1B}[24m \u{1B}[2m<u>\u{1B}[22m"])
        #expect(Self.styled("> q") == ["\u{1B}[2m│\u{1B}[22m q"])
    }

    @Test func styleDoesNotRunPastTheEndOfALine() {
        #expect(Self.styled("**aaaa bbbb cccc**", width: 10)
            == ["\u{1B}[1maaaa bbbb\u{1B}[22m", "\u{1B}[1mcccc\u{1B}[22m"])
    }

    // MARK: - Invariants

    static let document = """
        # Swift 6 の並行処理入門 — a very long heading that needs wrapping somewhere

        この記事では **Swift 6** の `Sendable` と *actor* について説明します。詳しくは[公式ドキュメント](https://swift.org/documentation/api-design-guidelines/)を参照してください。
        Second source line of the same paragraph, in English, with a_very_long_identifier_name_that_goes_on_and_on_and_on.

        ## インストール手順

        1. ツールチェーンを <https://swift.org/install/linux/ubuntu/24.04/x86_64/> からダウンロードする
        2. パスを通す
           - `export PATH=/opt/swift/usr/bin:$PATH` を `.bashrc` に追記
             - さらに深い入れ子の項目で、とても長い説明文が続きます。折り返しが必要です。
        10. 確認: `swift --version`

        > 引用: **注意**してください。
        > > 入れ子の引用の中にも長い文章があります。折り返しても幅を超えてはいけません。
        > ```bash
        > echo "code inside a quote with a very long line that must be truncated at the width"
        > ```

        :::note warn
        警告: この操作は元に戻せません。🚨🚨🚨 Emoji も幅 2 として数えます 👍🏽🇯🇵👨‍👩‍👧
        :::

        ```swift
        let message = "こんにちは、世界！これはとても長いコード行なので切り詰められるはずです。This line is long."
        	print(message) // a tab, expanded by the sanitizer
        ```

        | 名前 | 説明 | URL |
        |------|------|-----|
        | foo | とても長い説明文がここに入ります。とても長い説明文がここに入ります。 | https://example.com/very/long |

        ---

        ![スクリーンショット](https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/0/12345/abcdef-0123-4567-89ab-cdef01234567.png)

        https://example.com/a-bare-url-that-is-far-too-long-for-any-reasonable-terminal-width-at-all-really
        ｶﾀｶﾅ と ＡＢＣ と e\u{301}t\u{301}e\u{301} と 한국어 の混在テキストです。
        """

    @Test("a long code line is continued, not cut: every character is still there", arguments: [12, 20, 33, 57])
    func codeIsNeverCut(width: Int) {
        let code = "$pdo = new PDO('mysql:host=localhost;dbname=テスト;charset=utf8mb4', $user, $password);"
        let lines = Self.plain("```php\n" + code + "\n```", width: width).dropFirst()
        let rejoined = lines.enumerated().map { number, line in String(line.dropFirst(4)) }.joined()
        #expect(rejoined == code)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ↪ ") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test("no line is wider than the width", arguments: [10, 12, 20, 33, 40, 57, 80, 120])
    func widthInvariant(width: Int) {
        let body = TerminalSanitizer.block(Self.document)
        for style in [TextStyle(isEnabled: false), TextStyle(isEnabled: true)] {
            let lines = MarkdownTerminalRenderer(width: width, style: style).render(body)
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(line.displayWidth <= width, "\(line)")
            }
            #expect(lines.first != "" && lines.last != "")
            #expect(!zip(lines, lines.dropFirst()).contains { $0 == "" && $1 == "" }, "doubled blank line")
            #expect(!lines.contains { $0.hasSuffix(" ") }, "trailing space")
        }
    }

    @Test("odd input neither crashes nor overflows", arguments: [
        "*", "**", "***", "_", "__a", "[", "[a](", "![", "![a](b", "`", "``", "```", "~~~", "<", "<http:",
        ":::note", ":::", ">", ">>>", "-", "1.", "#", "|", "| a |\n|---|", "\\", "_a_b_", "*a **b* c**",
        "a\n===\n---", "- \n  \n- ", "1) one\n2) two", "123456789. big", "1234567890. too big",
        String(repeating: ">", count: 40) + " deep quote text",
        (0..<30).map { String(repeating: " ", count: $0 * 2) + "- level \($0)" }.joined(separator: "\n"),
        String(repeating: "長", count: 500),
        String(repeating: "word ", count: 300),
        String(repeating: "**", count: 101) + String(repeating: "[", count: 101) + String(repeating: "`", count: 101),
        "\u{301}\u{301} combining marks first",
        String(repeating: "*_", count: 200) + "deep emphasis" + String(repeating: "_*", count: 200),
        String(repeating: "[", count: 200) + "x" + String(repeating: "](u)", count: 200),
        String(repeating: "[a](", count: 500),
        String(repeating: ":::note\n", count: 40),
    ])
    func oddInput(markdown: String) {
        for width in [10, 20, 80] {
            let lines = Self.plain(markdown, width: width)
            #expect(lines.allSatisfy { $0.displayWidth <= width })
        }
    }
}
