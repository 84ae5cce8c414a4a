/// A stretch of inline text, Markdown syntax already resolved, that is shown one way.
struct MarkdownInlineRun: Equatable {
    var text: String
    var traits: MarkdownInlineTraits = []
}
