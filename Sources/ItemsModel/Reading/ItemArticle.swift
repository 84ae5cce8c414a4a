import Markdown

/// An item's body parsed once, for everything that reads it: the terminal layout, `links` and
/// `link N`, `outline` and `section N` all walk this one `MarkdownDocument`.
package struct ItemArticle: Equatable, Sendable {
    package let body: String
    package let document: MarkdownDocument

    package init(body: String) {
        self.body = body
        document = MarkdownDocument(parsing: body)
    }

    /// The article's links and images (raw HTML's too), each address once; `base` is the
    /// item's URL.
    package func links(base: String) -> [ItemLink] {
        ItemLinkExtractor.links(in: document, base: base)
    }

    package var outline: ItemOutline {
        ItemOutline(document: document, body: body)
    }

    /// Two articles are equal when their bodies are: the document is parsed from the body.
    package static func == (left: ItemArticle, right: ItemArticle) -> Bool {
        left.body == right.body
    }
}
