/// Where a laid-out line of an article comes from: its block, where its text starts in the
/// block's search text, how many columns of container prefixes come before that text, and how it
/// continues the line before it. 12 bytes a line, recorded as the line is made.
package struct LineOrigin: Sendable, Equatable {
    /// The leaf block node (paragraph, heading, code block, table, HTML block …) the line belongs
    /// to; a blank line between blocks, a footnote rule or a note's label takes the block before
    /// it (-1 before any), an underline, border or rule the block that drew it.
    package var block: Int32
    /// The UTF-8 offset, in the block's search text, of the line's first content scalar; -1 for
    /// a line holding none of the block's text (blank, underline, border, rule, label).
    package var textStart: Int32
    /// The columns of the prefixes before the content: quote bars, list markers, indentation,
    /// a code line's indentation or the `↪` of its continuation.
    package var prefixCells: Int16
    /// How the line continues the previous line of the same block (`.first` when not searched).
    package var joiner: Joiner

    package init(block: Int32, textStart: Int32, prefixCells: Int16, joiner: Joiner) {
        self.block = block
        self.textStart = textStart
        self.prefixCells = prefixCells
        self.joiner = joiner
    }

    /// Whether the line holds text of its block (is searched, can hold a match).
    package var isSearched: Bool { textStart >= 0 }
}
