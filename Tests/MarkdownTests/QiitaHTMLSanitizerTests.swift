import Foundation
import Testing
@testable import Markdown

/// The export's sanitizer against hostile article HTML: nothing that runs survives, what an
/// article may show does.
@Suite struct QiitaHTMLSanitizerTests {
    private func page(_ markdown: String) -> String {
        QiitaHTMLSanitizer.sanitize(MarkdownDocument.html(markdown))
    }

    @Test(arguments: [
        "<script>alert(1)</script>", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>", "<img src=x onerror=alert(1)>",
        "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
        "<a href=\"java\tscript:alert(1)\">x</a>", "<a href=\" javascript:alert(1)\">x</a>",
        "<a href=\"&#106;avascript:alert(1)\">x</a>", "[x](javascript:alert(1))", "![x](javascript:alert(1))",
        "<iframe src=\"https://evil.example/\"></iframe>", "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<iframe src=\"https://www.youtube.com.evil.example/embed/x\"></iframe>",
        "<svg onload=alert(1)><script>alert(1)</script></svg>",
        "<div style=\"background:url(javascript:alert(1))\">x</div>",
        "<body onload=alert(1)>", "<object data=x></object><embed src=x>", "<style>*{display:none}</style>",
        "<form action=x><input type=submit></form>", "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
        "<details ontoggle=alert(1) open>x</details>", "<meta http-equiv=refresh content=\"0;url=x\">",
    ])
    func nothingThatRunsSurvives(body: String) {
        let html = page(body).lowercased()
        #expect(!html.contains("<script"), "\(html)")
        #expect(!html.contains("javascript:"), "\(html)")
        #expect(!html.contains("onerror") && !html.contains("onload") && !html.contains("ontoggle"), "\(html)")
        #expect(!html.contains("evil.example"), "\(html)")
        #expect(
            !html.contains("<object") && !html.contains("<embed") && !html.contains("<style") && !html.contains("<meta")
        )
        #expect(!html.contains("data:text"), "\(html)")
    }

    @Test func whatAnArticleMayShowIsKept() {
        let html = page(
            """
            # Title
            **bold** [link](https://qiita.com/) ![img](https://example.com/a.png)
            <details><summary>more</summary>hidden</details>
            <iframe src="https://www.youtube.com/embed/abc" width="560" allowfullscreen></iframe>

            | a | b |
            |---|--:|
            | 1 | 2 |
            """)
        #expect(html.contains("<h1>Title</h1>") && html.contains("<strong>bold</strong>"))
        #expect(html.contains("<a href=\"https://qiita.com/\">link</a>"))
        #expect(html.contains("<img src=\"https://example.com/a.png\""))
        #expect(html.contains("<details><summary>more</summary>"))
        #expect(html.contains("<iframe src=\"https://www.youtube.com/embed/abc\""))
        #expect(html.contains("<table>") && html.contains("<th style=\"text-align: right\">b</th>"))
    }

    @Test func aWholeCodeBlockIsHandedToTheDecorationAndOtherwiseEscaped() {
        let decorations = QiitaHTMLDecorations(codeBlock: { code, info in "<figure>[\(info)|\(code)]</figure>" })
        let markdown = "```ruby:app.rb\nputs \"<b>\"\n```\n\n    indented\n"
        let html = QiitaHTMLSanitizer.sanitize(MarkdownDocument.html(markdown), decorations: decorations)
        #expect(html.contains("<figure>[ruby:app.rb|puts \"<b>\"\n]</figure>"), "\(html)")
        #expect(html.contains("<figure>[|indented\n]</figure>") && !html.contains("<pre>"), "\(html)")
        // Without a decoration the block stays, its code escaped.
        #expect(
            page("```\n<script>x</script>\n```").contains("<pre><code>&lt;script&gt;x&lt;/script&gt;\n</code></pre>"))
        // Raw HTML that is not exactly a code block is sanitized as usual, never handed over.
        let raw = QiitaHTMLSanitizer.sanitize(
            "<pre><code class=\"language-x\">a</code><script>alert(1)</script></pre>", decorations: decorations)
        #expect(raw == "<pre><code class=\"language-x\">a</code></pre>")
    }

    @Test(arguments: NoteKind.allCases)
    func notesBecomeQiitasNoteDivisionsOfTheirKind(kind: NoteKind) {
        let markdown = ":::note \(kind.rawValue)\nCareful :bow:\n:::\n"
        #expect(page(markdown).hasPrefix("<div class=\"note \(kind.rawValue)\">\n<p>Careful :bow:</p>\n</div>"))
        let decorations = QiitaHTMLDecorations(noteOpening: { "<div class=\"n-\($0.rawValue)\"><b>!</b>" })
        let html = QiitaHTMLSanitizer.sanitize(MarkdownDocument.html(markdown), decorations: decorations)
        #expect(html.hasPrefix("<div class=\"n-\(kind.rawValue)\"><b>!</b>\n<p>Careful :bow:</p>\n</div>"), "\(html)")
    }

    @Test func aCustomBlockThatIsNoNoteIsABareDivision() {
        #expect(page(":::details x\ntext\n:::\n").hasPrefix("<div>\n<p>text</p>\n</div>"))
    }

    @Test func textIsDecoratedOutsideCodeOnly() {
        let decorations = QiitaHTMLDecorations(text: { $0.replacingOccurrences(of: ":bow:", with: "🙇") })
        let html = QiitaHTMLSanitizer.sanitize(
            MarkdownDocument.html(":bow: `:bow:` <tt>:bow:</tt> **:bow:** <b>1 < 2</b>\n\n```\n:bow:\n```\n"),
            decorations: decorations)
        #expect(
            html.contains("<p>🙇 <code>:bow:</code> <tt>:bow:</tt> <strong>🙇</strong> <b>1 &lt; 2</b></p>"), "\(html)")
        #expect(html.contains("<pre><code>:bow:\n</code></pre>"))
    }
}
