/// A stretch of an article's inline text, Markdown and HTML already resolved, shown one way.
/// `"\n"` in `text` is a line break; `link` is the address the text leads to, if any.
package struct InlineRun: Equatable, Sendable {
    package var text: String
    package var traits: InlineTraits
    package var link: String?

    package init(_ text: String, traits: InlineTraits = [], link: String? = nil) {
        self.text = text
        self.traits = traits
        self.link = link
    }
}
