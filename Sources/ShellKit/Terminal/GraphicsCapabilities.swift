/// What the terminal said about drawing images (`GraphicsProbe`): whether it answered kitty's
/// graphics query, whether its device attributes (DA1) hold 4 (sixel), and its cell size in
/// pixels. `answered` is false when nothing came back in time (or nothing was asked).
package struct GraphicsCapabilities: Sendable, Equatable {
    package var answered = false
    package var kitty = false
    package var sixel = false
    package var cellWidth: Int?
    package var cellHeight: Int?

    package init(answered: Bool = false, kitty: Bool = false, sixel: Bool = false, cellWidth: Int? = nil, cellHeight: Int? = nil) {
        self.answered = answered
        self.kitty = kitty
        self.sixel = sixel
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// Nothing asked or nothing answered.
    package static let none = GraphicsCapabilities()
}
