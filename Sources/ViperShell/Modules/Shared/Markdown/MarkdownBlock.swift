import ShellKit
import ItemsDomain

/// A block of a Markdown document, as `MarkdownBlockParser` finds it; inline text is kept raw
/// for `MarkdownInlineParser`.
package indirect enum MarkdownBlock: Equatable {
    case heading(level: Int, text: String)
    /// Source lines, still with their trailing spaces (two of them, or a `\`, end a line hard).
    case paragraph(lines: [String])
    /// Items in order, each its own blocks; ordered lists count up from `start`.
    case list(isOrdered: Bool, start: Int, items: [[MarkdownBlock]])
    case quote([MarkdownBlock])
    /// A Qiita `:::note` block; `kind` is `info`, `warn`, `alert` or whatever the author wrote.
    case note(kind: String, blocks: [MarkdownBlock])
    /// A fenced or indented code block: the fence's info string (often a language) and its lines.
    case code(info: String, lines: [String])
    case thematicBreak
    /// A GFM table's rows, delimiter row included, as written.
    case table(rows: [String])
}
