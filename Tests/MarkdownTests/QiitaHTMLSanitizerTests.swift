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

    @Test func codeIsHandedToTheHighlighterAndOtherwiseEscaped() {
        let html = QiitaHTMLSanitizer.sanitize(MarkdownDocument.html("```ruby:app.rb\nputs \"<b>\"\n```\n")) {
            code, info in
            "[\(info)|\(code.count)]"
        }
        #expect(html.contains("<code class=\"language-ruby:app.rb\">[ruby:app.rb|11]</code>"))
        #expect(page("```\n<script>x</script>\n```").contains("&lt;script&gt;x&lt;/script&gt;"))
    }
}
