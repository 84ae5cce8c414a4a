@testable import MarkdownTerminal
import Testing

/// What the differential test and the probes around it found the terminal showing otherwise than
/// Qiita's page: each test is one finding, with its smallest input. Emoji shortcodes are replaced
/// in every text but code (Qiita's emoji filter), in HTML blocks too; `<script>` and `<style>` show
/// nothing (Qiita's sanitizer removes them with their content); `<pre>` keeps its lines and
/// indentation; a block's text does not start with the space after a comment; an image's
/// description is its plain text (a browser's `alt`); a tab in code moves to the next tab stop.
@Suite struct MarkdownTerminalQiitaParityTests {
    static let width = 60

    @Test(arguments: [
        ("<div>完了 :tada:</div>", "完了 🎉"), ("<p>:+1: いいね</p>", "👍 いいね"),
        ("<details><summary>:memo: メモ</summary>\n\n中身\n\n</details>", "▶ 📝 メモ"),
    ])
    func emojiShortcodesInAnHTMLBlockAreReplaced(_ markdown: String, _ expected: String) {
        let lines = TerminalLines.plain(markdown, width: Self.width)
        #expect(lines.first == expected, "\(lines)")
    }

    @Test(arguments: [
        "前 <script>alert(1)</script> 後", "前 <style>p { color: red }</style> 後",
        "<div>前 <script>alert(1)</script> 後</div>", "<script>\nalert(1)\n</script>\n\n前 後",
    ])
    func scriptAndStyleShowNothing(_ markdown: String) {
        let shown = TerminalLines.plain(markdown, width: Self.width).joined(separator: "\n")
        #expect(!shown.contains("alert") && !shown.contains("color"), "\(shown)")
        #expect(shown.contains("前") && shown.contains("後"))
    }

    @Test func preformattedHTMLKeepsItsLinesAndIndentation() {
        let lines = TerminalLines.plain("<pre>\n  a\n    b\n</pre>", width: Self.width)
        let a = lines.first { $0.hasSuffix("a") && $0.allSatisfy { $0 == " " || $0 == "a" } }
        let b = lines.first { $0.hasSuffix("b") && $0.allSatisfy { $0 == " " || $0 == "b" } }
        #expect(a != nil && b != nil, "a and b on lines of their own: \(lines)")
        if let a, let b { #expect(b.count - a.count == 2, "b indented two more than a: \(lines)") }
    }

    @Test func anHTMLBlockDoesNotStartWithTheSpaceAfterAComment() {
        #expect(TerminalLines.plain("<!-- メモ --> 本文", width: Self.width) == ["本文"])
        #expect(TerminalLines.plain("- <!-- メモ --> 本文", width: Self.width) == ["  • 本文"])
    }

    @Test(arguments: [
        ("![a [b](/u) c](/img.png)", "🖼 a b c </img.png>"),
        ("![foo ![bar](/inner.png)](/outer.png)", "🖼 foo bar </outer.png>"),
    ])
    func anImageDescriptionIsItsPlainText(_ markdown: String, _ expected: String) {
        #expect(TerminalLines.plain(markdown, width: Self.width) == [expected])
    }

    @Test func aTabInCodeMovesToTheNextTabStop() {
        let lines = TerminalLines.plain("```\n\tindented\nab\tc\n```", width: Self.width)
        #expect(lines == ["────", "        indented", "    ab  c"])
    }
}
