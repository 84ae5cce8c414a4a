import ShellKit
import TerminalScreen

/// The reader's frames as the bytes written to the terminal: each state drawn as a grid
/// (`ReaderFrame`), only what changed since the last frame written (`DiffRenderer`), as a scroll
/// (DECSTBM + IND/RI) when only the top line moved by less than half the text, all inside
/// synchronized output (2026) so that a terminal that knows it shows the frame at once.
struct ReaderFrameWriter {
    private var renderer = DiffRenderer()
    /// What the last frame showed, to tell when a frame is a scroll.
    private var last: (top: Int, generation: Int, showsText: Bool)?

    private static let beginFrame = Array("\u{1B}[?2026h".utf8)
    private static let endFrame = Array("\u{1B}[?2026l".utf8)

    /// The next frame is drawn whole (the screen was lost: a resize, a suspension, Ctrl-L).
    mutating func invalidate() {
        renderer.invalidate()
    }

    /// The bytes that turn the last frame into `state`'s.
    mutating func bytes(for state: ReaderState, language: Language, colour: Bool) -> [UInt8] {
        let grid = ReaderFrame(language: language, colour: colour).grid(for: state)
        let showsText = state.mode == .reading || { if case .searchPrompt = state.mode { true } else { false } }()
        var hint: ScrollHint?
        if let last, last.showsText, showsText, last.generation == state.generation {
            let moved = state.top - last.top
            if moved != 0, abs(moved) < state.textRows / 2 {
                hint = ScrollHint(top: 0, bottom: state.textRows - 1, lines: moved)
            }
        }
        last = (state.top, state.generation, showsText)
        return Self.beginFrame + renderer.render(grid, scroll: hint) + Self.endFrame
    }
}
