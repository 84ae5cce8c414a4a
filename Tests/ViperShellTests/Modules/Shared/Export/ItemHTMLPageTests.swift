import Foundation
import Testing
@testable import ItemsModel
@testable import ViperShell

/// The exported page of a hostile item: the header, the article, the comments and highlighted
/// code are there; nothing that runs is.
@Suite struct ItemHTMLPageTests {
    static let item = QiitaItem(
        id: "0123456789abcdef0123", title: "<script>alert('title')</script>",
        body: """
            # Heading
            <img src=x onerror=alert(1)> [link](javascript:alert(2))
            <iframe src="https://evil.example/"></iframe>

            ```swift:main.swift
            let x = "<b>"
            ```
            """,
        url: "javascript:alert(3)", user: QiitaUser(id: "u\"><script>", name: "", githubLoginName: nil),
        tags: [QiitaTag(name: "<i>tag</i>", versions: [])], likesCount: 4, stocksCount: 5, commentsCount: 1,
        createdAt: "2026-01-01T00:00:00+09:00", updatedAt: "2026-01-02T00:00:00+09:00")
    static let comment = QiitaComment(
        id: "c1", body: "nice <script>alert(4)</script> **bold**", renderedBody: "",
        createdAt: "2026-01-03T00:00:00+09:00", updatedAt: "2026-01-03T00:00:00+09:00",
        user: QiitaUser(id: "commenter", name: "C", githubLoginName: nil))

    @Test func aHostileItemBecomesAPageThatRunsNothing() {
        let page = ItemHTMLPage().render(Self.item, comments: [Self.comment])
        let lowered = page.lowercased()
        #expect(!lowered.contains("<script") && !lowered.contains("javascript:") && !lowered.contains("onerror"))
        #expect(!lowered.contains("evil.example"))
        #expect(page.contains("<title>&lt;script&gt;alert('title')&lt;/script&gt;</title>"))
        #expect(page.contains("<h1>Heading</h1>") && page.contains("4 likes · 5 stocks"))
        #expect(page.contains("<span class=\"tag\">&lt;i&gt;tag&lt;/i&gt;</span>"))
        #expect(page.contains("<h2>Comments (1)</h2>") && page.contains("<strong>bold</strong>"))
        #expect(page.contains("Content-Security-Policy"))
        #expect(page.contains("&quot;&lt;b&gt;&quot;") || page.contains("&lt;b&gt;"))
    }

    @Test func codeIsColouredWithSpansWhenTheLanguageIsKnown() {
        let page = ItemHTMLPage().render(Self.item, comments: nil)
        #expect(page.contains("<span style=\"color:#"))
        #expect(!page.contains("\u{1B}"))
    }
}
