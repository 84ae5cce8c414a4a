import Testing
@testable import ItemsDomain

/// The links of an article: in order, each URL once, none from code, relative ones resolved
/// against the item's URL; only http(s) URLs without spaces or controls count as web addresses.
@Suite struct ItemLinkExtractorTests {
    static let base = "https://qiita.com/alice/items/abc123"

    @Test func findsLinksImagesAutolinksDefinitionsAndBareURLsInOrder() {
        let body = """
            # Links

            See [the Swift book](https://docs.swift.org/swift-book "The book") and ![diagram](https://example.com/d.png).
            Autolink <https://swift.org/download/>, bare https://github.com/apple/swift. Again [book](https://docs.swift.org/swift-book).
            Parenthesised (https://en.wikipedia.org/wiki/Swift_(programming_language)) stays whole.
            [ref]: https://example.com/reference "Title"
            """
        let links = ItemLinkExtractor.links(in: body, base: Self.base)
        #expect(links.map(\.url) == [
            "https://docs.swift.org/swift-book", "https://example.com/d.png", "https://swift.org/download/",
            "https://github.com/apple/swift", "https://en.wikipedia.org/wiki/Swift_(programming_language)",
            "https://example.com/reference",
        ])
        #expect(links.map(\.kind) == [.link, .image, .url, .url, .url, .link])
        #expect(links[0].text == "the Swift book")
        #expect(links[1].text == "diagram")
        #expect(links[5].text == "ref")
    }

    @Test func skipsCodeAndResolvesRelativeLinks() {
        let body = """
            Run `curl https://not-a-link.example.com` first.

            ```sh
            curl https://inside-a-fence.example.com
            ```

            ~~~
            [also](https://inside-tildes.example.com)
            ~~~
            Up [to the top](#top) or [home](/alice) or [mail](mailto:a@example.com).
            """
        let links = ItemLinkExtractor.links(in: body, base: Self.base)
        #expect(links.map(\.url) == ["https://qiita.com/alice/items/abc123#top", "https://qiita.com/alice", "mailto:a@example.com"])
        #expect(links.map(\.isWebAddress) == [true, true, false])
    }

    @Test(arguments: [
        ("https://example.com/a", true), ("HTTP://EXAMPLE.COM", true), ("http://", false), ("ftp://example.com", false),
        ("javascript:alert(1)", false), ("https://example.com/a b", false), ("https://example.com/\u{1B}[31m", false),
        ("https://example.com/\u{85}", false), ("file:///etc/passwd", false), ("https:example.com", false),
    ])
    func onlyPlainHTTPURLsAreWebAddresses(url: String, expected: Bool) {
        #expect(ItemLink.isWebAddress(url) == expected)
    }
}
