/// A piece of text in one style: what a line written into the grid is made of.
package struct StyledRun: Hashable, Sendable {
    package var text: String
    package var style: CellStyle

    package init(_ text: String, style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}
