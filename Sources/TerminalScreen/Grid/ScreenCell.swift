/// One cell of the screen: a grapheme cluster and its style, or the right half of a wide
/// grapheme written in the cell before it.
package struct ScreenCell: Hashable, Sendable {
    /// The grapheme drawn here; a space for a blank cell and for a continuation.
    package var grapheme: Character
    /// Columns the grapheme takes: 1 or 2, or 0 for the continuation of a wide one.
    package var width: UInt8
    package var style: CellStyle

    package init(grapheme: Character, width: UInt8 = 1, style: CellStyle = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// The right half of a wide grapheme with `style`.
    package static func continuation(style: CellStyle) -> ScreenCell {
        ScreenCell(grapheme: " ", width: 0, style: style)
    }

    /// A space in `style`.
    package static func blank(style: CellStyle = .plain) -> ScreenCell {
        ScreenCell(grapheme: " ", width: 1, style: style)
    }

    package var isContinuation: Bool { width == 0 }
}
