import ShellKit

/// How this session's terminal draws images: the protocol (`ImageProtocolChoice`), a cell's
/// size in pixels (what the terminal said, else 10 × 20), colours, and whether sequences go
/// through tmux's passthrough.
package struct ImageGraphics: Sendable, Hashable {
    package var imageProtocol: ImageProtocol
    package var cellWidth: Int
    package var cellHeight: Int
    package var trueColour: Bool
    package var throughTmux: Bool

    package init(
        imageProtocol: ImageProtocol, cellWidth: Int = 10, cellHeight: Int = 20, trueColour: Bool, throughTmux: Bool = false
    ) {
        self.imageProtocol = imageProtocol
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(1, cellHeight)
        self.trueColour = trueColour
        self.throughTmux = throughTmux
    }

    /// Coloured blocks: what any terminal in colour draws.
    package static func blocks(trueColour: Bool) -> ImageGraphics {
        ImageGraphics(imageProtocol: .blocks, trueColour: trueColour)
    }

    /// Image bytes as the terminal must get them: wrapped for tmux when it sits between.
    func forTerminal(_ bytes: [UInt8]) -> [UInt8] {
        throughTmux ? TerminalPassthrough.tmux(bytes) : bytes
    }
}
