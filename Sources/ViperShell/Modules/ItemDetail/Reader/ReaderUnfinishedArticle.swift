import MarkdownTerminal

/// An article whose first screen is laid out and shown, and whose rest is laid out right after
/// the first frame (`ReaderDocumentBuilder.finished`), before any key is handled.
struct ReaderUnfinishedArticle {
    let model: ItemDetailViewModel
    /// The header's lines, as the opening laid them out.
    let header: [String]
    /// The body's layout, paused after the opening's lines.
    let body: ProgressiveArticleLayout
}
