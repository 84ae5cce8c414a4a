import MarkdownTerminal

/// An article's searched text: its body's text as MarkdownTerminal joins it (one text per
/// block, so a pattern matches across wrapped and hard-broken lines), its lines moved below the
/// header's.
enum ReaderArticleText {
    static func make(_ text: ArticleText, bodyStart: Int) -> ReaderText {
        ReaderText(
            text: text.text,
            segments: { range in
                text.segments(of: range).map { ReaderTextSegment(line: bodyStart + $0.line, columns: $0.columns) }
            },
            lineContaining: { bodyStart + text.line(containing: $0) })
    }
}
