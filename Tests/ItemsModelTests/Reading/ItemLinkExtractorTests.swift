@testable import ItemsModel
import Testing

/// The links of an article, as the parsed article (cmark-gfm) has them: in order, each URL once,
/// none from code, reference links resolved, relative ones resolved against the item's URL; only
/// http(s) URLs without spaces or controls count as web addresses.
@Suite struct ItemLinkExtractorTests {
    static let base = "https://qiita.com/alice/items/abc123"

    @Test func findsLinksImagesAutolinksReferenceLinksAndBareURLsInOrder() {
        let body = """
            # Links

            See [the Swift book](https://docs.swift.org/swift-book "The book") and ![diagram](https://example.com/d.png).
            Autolink <https://swift.org/download/>, bare https://github.com/apple/swift. Again [book](https://docs.swift.org/swift-book).
            Parenthesised (https://en.wikipedia.org/wiki/Swift_(programming_language)) stays whole.
            And [ref].

            [ref]: https://example.com/reference "Title"
            """
        let links = ItemLinkExtractor.links(in: body, base: Self.base)
        #expect(
            links.map(\.url) == [
                "https://docs.swift.org/swift-book", "https://example.com/d.png", "https://swift.org/download/",
                "https://github.com/apple/swift", "https://en.wikipedia.org/wiki/Swift_(programming_language)",
                "https://example.com/reference",
            ])
        #expect(links.map(\.kind) == [.link, .image, .url, .url, .url, .link])
        #expect(links[0].text == "the Swift book")
        #expect(links[1].text == "diagram")
        #expect(links[5].text == "ref")
    }

    /// An `<iframe src>` (a YouTube video, a CodePen pen, SpeakerDeck slides) is a link of its own
    /// kind, its `title` its text; one whose address a reader cannot follow is none.
    @Test func embedsAreLinksTitledByTheirTitle() {
        let body = """
            <iframe width="560" height="315" src="https://www.youtube.com/embed/abc" title="紹介 'video'" \
            allowfullscreen></iframe>

            Inline <iframe src='https://codepen.io/a/embed/b'></iframe> and <iframe src="javascript:alert(1)"></iframe>.

            <iframe src="https://speakerdeck.com/player/x" title="Slides">
            """
        let links = ItemLinkExtractor.links(in: body, base: Self.base)
        #expect(
            links.map(\.url) == [
                "https://www.youtube.com/embed/abc", "https://codepen.io/a/embed/b", "https://speakerdeck.com/player/x",
            ])
        #expect(links.map(\.kind) == [.embed, .embed, .embed])
        #expect(links.map(\.text) == ["紹介 'video'", "", "Slides"])
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
        #expect(
            links.map(\.url) == [
                "https://qiita.com/alice/items/abc123#top", "https://qiita.com/alice", "mailto:a@example.com",
            ])
        #expect(links.map(\.isWebAddress) == [true, true, false])
    }

    /// Where the regular expressions this replaced read Markdown otherwise than CommonMark does.
    @Test func readsLinksAsCommonMarkDoes() {
        let body = """
            A [reference link][docs] and a [collapsed][] one; [unused] is text.
            [not a definition]: https://inside-a-paragraph.example.com
            Indented code is code:

                curl https://indented-code.example.com

            `` a `https://code.example.com` span `` and [a link `with code`](https://e.example/code).
            www.qiita.com and alice@example.com are links; [empty]() is none.

            [docs]: https://docs.example.com/start 'Start'
            [collapsed]: </with spaces/>
            [unused-definition]: https://unused.example.com
            """
        let links = ItemLinkExtractor.links(in: body, base: Self.base)
        #expect(
            links.map(\.url) == [
                "https://docs.example.com/start", "https://qiita.com/with spaces/",
                "https://inside-a-paragraph.example.com",
                "https://e.example/code", "http://www.qiita.com", "mailto:alice@example.com",
            ])
        #expect(links.map(\.kind) == [.link, .link, .url, .link, .url, .url])
        #expect(
            links.map(\.text) == [
                "reference link", "collapsed", "https://inside-a-paragraph.example.com",
                "a link with code", "www.qiita.com", "alice@example.com",
            ])
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
