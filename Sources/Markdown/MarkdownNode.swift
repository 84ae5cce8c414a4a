/// What one node of a parsed article is: every node type cmark-gfm and the extensions Qiita uses
/// (table, strikethrough, autolink, footnotes, and Qiita's own custom blocks) can produce, plus
/// Qiita's task list items.
package enum MarkdownNodeKind: Hashable, Sendable {
    // Blocks.
    case document
    case blockQuote
    /// `start` is the first number of an ordered list (1 for a bullet list); a tight list's items
    /// are not separated by blank lines (HTML without `<p>`).
    case list(ordered: Bool, start: Int, tight: Bool)
    /// A list item; `checkbox` is Qiita's task list mark (`[ ] ` or `[x] ` at the start of the
    /// item's first paragraph), which the tree takes out of the text.
    case item(checkbox: TaskCheckbox?)
    /// `info` is the fence's info string as written (`ruby:app.rb`, empty for an indented block),
    /// `literal` the code, ending with a newline.
    case codeBlock(info: String, literal: String, fenced: Bool)
    case htmlBlock(String)
    /// Made only by code (cmark's API), never by parsing; kept so the kinds are cmark's own.
    case customBlock(onEnter: String, onExit: String)
    /// A Qiita `:::note info|warn|alert` … `:::` block, a container of blocks (CQiitaMarkdown).
    /// Qiita's other custom blocks (`:::anytype`, a bare `:::`) make no node: their content is
    /// their parent's, as Qiita shows it.
    case note(kind: NoteKind)
    case paragraph
    case heading(level: Int)
    case thematicBreak
    /// Only referenced definitions are kept, moved to the end of the document in the order of their
    /// first reference, and numbered so from 1. (cmark-gfm 0.29.0.gfm.6's API gives no labels.)
    case footnoteDefinition(number: Int)
    case table(alignments: [ColumnAlignment])
    /// The first row of a table, its header; the other rows are `tableRow`.
    case tableHeader
    case tableRow
    /// `column` counts from 0 within its row.
    case tableCell(column: Int)
    // Inlines.
    case text(String)
    /// A newline inside a paragraph. Qiita's options (hard breaks) show it as a line break.
    case softBreak
    case lineBreak
    case code(String)
    case htmlInline(String)
    /// Made only by code, never by parsing (see `customBlock`).
    case customInline(onEnter: String, onExit: String)
    case emphasis
    case strong
    case strikethrough
    /// Reference links arrive resolved; autolinks (`<…>`, bare URLs, `www.…`, e-mail addresses)
    /// are links whose text is their address.
    case link(url: String, title: String)
    /// The children are the image's description (alt text).
    case image(url: String, title: String)
    /// A reference to a definition that exists (`[^x]` without one stays text); `number` is the
    /// definition's.
    case footnoteReference(number: Int)

    /// Whether this kind is a block (it lays out lines) rather than an inline (it lies in one).
    package var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .note, .paragraph, .heading,
            .thematicBreak, .footnoteDefinition, .table, .tableHeader, .tableRow, .tableCell:
            return true
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .customInline, .emphasis, .strong, .strikethrough,
            .link, .image, .footnoteReference:
            return false
        }
    }
}

/// A table column's alignment, from its delimiter row (`:--`, `:-:`, `--:`, or `---` for none).
package enum ColumnAlignment: Hashable, Sendable {
    case none, left, center, right
}

/// Qiita's task list mark on a list item (qiita-markdown's Checkbox filter: `[ ] ` or `[x] `,
/// lowercase only, at the start of the item's first text).
package enum TaskCheckbox: Hashable, Sendable {
    case unchecked
    case checked
}

/// One node of a `MarkdownDocument`: its kind and its place in the tree, as indices into
/// `MarkdownDocument.nodes` (-1 for none). Nodes are stored in document order (pre-order), so a
/// node's subtree is the contiguous range `index ..< end`.
package struct MarkdownNode: Hashable, Sendable {
    package var kind: MarkdownNodeKind
    package var parent: Int32
    package var firstChild: Int32 = -1
    package var nextSibling: Int32 = -1
    /// One past the last node of this node's subtree.
    package var end: Int32 = -1
    /// The lines of the source the node spans, counted from 1 as cmark counts them (a line ends
    /// at `\n`, `\r\n` or `\r`); 0 where cmark records none (most inlines).
    package var startLine: Int32
    package var endLine: Int32
}
