/// How a laid-out line continues the line before it in the same block's search text: `.first`
/// starts the block, `.space` stands for the spaces a wrap dropped (or a line break between
/// Latin text), `.none` for a break with nothing between (beside a wide glyph, inside a word
/// wider than the line, a code line going on under `↪`), `.newline` for a break a search never
/// crosses as if it were one line (code lines, table rows, raw HTML pieces).
package enum Joiner: UInt8, Sendable {
    case first, space, none, newline

    /// The text standing for the break in the block's search text.
    package var text: String {
        switch self {
        case .first, .none: ""
        case .space: " "
        case .newline: "\n"
        }
    }

    /// The length of `text` in UTF-8 bytes.
    package var byteCount: Int {
        switch self {
        case .first, .none: 0
        case .space, .newline: 1
        }
    }
}
