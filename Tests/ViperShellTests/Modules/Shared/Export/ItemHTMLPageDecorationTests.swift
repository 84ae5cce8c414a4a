import CodeHighlighting
import Foundation
import Testing
@testable import ItemsModel
@testable import ViperShell

/// What the exported page keeps of what the terminal shows: notes as callouts of their kind, code
/// under its file name and highlighted, diff lines coloured, emoji; asserted on the page's markup
/// (the parts that make each one), with and without a highlighter.
@Suite struct ItemHTMLPageDecorationTests {
    static let body = """
        :::note info
        Plain :tada:
        :::

        :::note warn
        Careful
        :::

        :::note alert
        Danger `:bow:`
        :::

        ```python:items.py
        def f(): pass
        ```

        ```diff_python:items.py
        @@ -1 +1 @@
        -def f(): pass
        +def f() -> None: pass
         x = "<b>"
        ```

        Thanks :bow:
        """

    static let item = QiitaItem(
        id: "0123456789abcdef0123", title: "Decorated", body: body,
        url: "https://qiita.com/u/items/0123456789abcdef0123",
        user: QiitaUser(id: "u", name: "", githubLoginName: nil), tags: [], likesCount: 0, stocksCount: 0,
        commentsCount: 0, createdAt: "2026-01-01T00:00:00+09:00", updatedAt: "2026-01-01T00:00:00+09:00")

    @Test(arguments: [("info", "\u{2713}", "Info"), ("warn", "!", "Warning"), ("alert", "\u{2715}", "Alert")])
    func notesAreCalloutsWithTheirKindsIconAndLabel(kind: String, icon: String, label: String) {
        let page = ItemHTMLPage(highlighter: nil).render(Self.item, comments: nil)
        #expect(
            page.contains(
                "<div class=\"note \(kind)\" role=\"note\"><p class=\"note-label\">"
                    + "<span class=\"note-icon\" aria-hidden=\"true\">\(icon)</span>\(label)</p>"))
        #expect(page.contains(".note.\(kind){background:#"), "the kind has its own tint and border")
    }

    @Test func codeShowsItsFileNameAboveAndNoLongerInItsClass() {
        let page = ItemHTMLPage(highlighter: nil).render(Self.item, comments: nil)
        #expect(
            page.contains(
                "<figure class=\"code-block\"><figcaption><span class=\"code-file\">items.py</span>"
                    + "<span class=\"code-lang\">python</span></figcaption><pre><code class=\"language-python\">"
                    + "def f(): pass\n</code></pre></figure>"))
        #expect(
            page.contains(
                "<figure class=\"code-block diff\"><figcaption><span class=\"code-file\">items.py</span>"
                    + "<span class=\"code-lang\">diff_python</span></figcaption>"))
        #expect(!page.contains(":items.py\""), "the file name is not left in a class")
    }

    @Test func diffLinesAreColouredByKindWithOrWithoutAHighlighter() {
        let plain = ItemHTMLPage(highlighter: nil).render(Self.item, comments: nil)
        #expect(
            plain.contains(
                "<code class=\"language-diff_python\"><span class=\"diff-hunk\">@@ -1 +1 @@\n</span>"
                    + "<span class=\"diff-removed\"><span class=\"diff-mark\">-</span>def f(): pass\n</span>"
                    + "<span class=\"diff-added\"><span class=\"diff-mark\">+</span>def f() -&gt; None: pass\n</span>"
                    + " x = \"&lt;b&gt;\"\n</code>"))
        for kind in ["added", "removed", "hunk"] {
            #expect(plain.contains(".diff-\(kind){background:#"), "\(kind) lines have their colours")
        }
        let highlighted = ItemHTMLPage().render(Self.item, comments: nil)
        // The code after the mark is highlighted as the diff's language in the light palette, the marks kept.
        let keyword = CodeTheme.light.colour(for: .keyword).hex
        let string = CodeTheme.light.colour(for: .string).hex
        #expect(
            highlighted.contains(
                "<span class=\"diff-added\"><span class=\"diff-mark\">+</span><span style=\"color:\(keyword)\">def</span>")
        )
        #expect(highlighted.contains(" x = <span style=\"color:\(string)\">\"&lt;b&gt;\"</span>\n"))
    }

    @Test func shortcodesBecomeEmojiOutsideCode() {
        let page = ItemHTMLPage(highlighter: nil).render(Self.item, comments: nil)
        #expect(page.contains("<p>Plain 🎉</p>") && page.contains("<p>Thanks 🙇</p>"))
        #expect(page.contains("Danger <code>:bow:</code>"), "code keeps what was typed")
    }

    @Test func hostileFencesAndNoteDivisionsAddNothingThatRuns() {
        let body = """
            ```"><script>alert(1)</script>:<img/src=x/onerror=alert(2)>.py
            x
            ```

            <div data-type="customblock" data-metadata="note alert" onclick="alert(3)">raw</div>

            ```diff_"onmouseover=alert(4):a.py
            +<script>alert(5)</script>
            ```
            """
        let item = QiitaItem(
            id: Self.item.id, title: "t", body: body, url: Self.item.url, user: Self.item.user, tags: [],
            likesCount: 0, stocksCount: 0, commentsCount: 0, createdAt: Self.item.createdAt,
            updatedAt: Self.item.updatedAt)
        for exporter in [ItemHTMLPage(highlighter: nil), ItemHTMLPage()] {
            let page = exporter.render(item, comments: nil)
            let tags = page.matches(of: /<[a-zA-Z][^>]*>/).map { String($0.output) }
            #expect(!tags.contains { $0.lowercased().hasPrefix("<script") || $0.lowercased().hasPrefix("<img") })
            #expect(!tags.contains { $0.contains(/\son[a-z]+\s*=/) }, "no event handler in any tag")
            #expect(page.contains("<div class=\"note alert\" role=\"note\">"), "Qiita makes raw note divisions notes")
            #expect(page.contains("<span class=\"code-file\">&lt;img/src=x/onerror=alert(2)&gt;.py</span>"))
            #expect(page.contains("<span class=\"diff-mark\">+</span>&lt;script&gt;alert(5)&lt;/script&gt;\n</span>"))
        }
    }

    @Test func thePageRequestsNothingOfItsOwnAndPrintsWell() {
        let page = ItemHTMLPage().render(Self.item, comments: nil).lowercased()
        for fetch in ["<link", "<script", "@import", "url(", "@font-face", "<img"] {
            #expect(!page.contains(fetch), "\(fetch)")
        }
        #expect(page.contains("content-security-policy\" content=\"default-src 'none'"))
        #expect(page.contains("@media print{") && page.contains("print-color-adjust:exact"))
        #expect(page.contains("pre{overflow:visible;white-space:pre-wrap"), "long code lines wrap on paper")
    }
}
