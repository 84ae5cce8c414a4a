/// Tells the renderer that the rows `top...bottom` moved up by `lines` (down when negative)
/// since the last frame, so it can scroll them on the terminal and draw only the rows exposed.
package struct ScrollHint: Hashable, Sendable {
    package var top: Int
    package var bottom: Int
    package var lines: Int

    package init(top: Int, bottom: Int, lines: Int) {
        self.top = top
        self.bottom = bottom
        self.lines = lines
    }
}
