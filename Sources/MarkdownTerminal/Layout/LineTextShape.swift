/// What a block layout says of a line it made, for its `LineOrigin`: whether the line holds the
/// block's text, how it continues the line before, and the block's own prefix before the text
/// (a code line's indentation, the `↪` of its continuation).
struct LineTextShape {
    /// nil: a line holding none of the block's text (a border, an underline, a rule).
    var joiner: Joiner?
    /// UTF-8 bytes of the block's own prefix at the start of the line's content.
    var prefixBytes = 0
    /// Its columns.
    var prefixCells = 0

    /// A line of text; `.first` inside a block that already has text reads as `.newline`.
    static func text(_ joiner: Joiner) -> LineTextShape { LineTextShape(joiner: joiner) }

    /// A line holding none of the block's text.
    static let unsearched = LineTextShape(joiner: nil)
}
