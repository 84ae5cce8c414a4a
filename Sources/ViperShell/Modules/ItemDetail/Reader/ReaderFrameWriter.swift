import ShellKit
import TerminalScreen

/// The reader's frames as the bytes written to the terminal: each state drawn as a grid
/// (`ReaderFrame`), only what changed since the last frame written (`DiffRenderer`), as a scroll
/// (DECSTBM + IND/RI) when only the top line moved by less than half the text, all inside
/// synchronized output (2026) so that a terminal that knows it shows the frame at once.
///
/// Images: kitty's transmissions waiting (`ImageRenditions`) go before the text, whose
/// placeholders then show them. iTerm2 and sixel images are drawn after the text, each where its
/// area is whole and was not drawn already (`ReaderImagePlacement`); the cells they cover are
/// blank with the image's token, so the cells an image left are written again (erasing it). A
/// frame with such an area takes no scroll hint: the pixels would scroll without their cells.
struct ReaderFrameWriter {
    private var renderer = DiffRenderer()
    /// What the last frame showed, to tell when a frame is a scroll.
    private var last: (top: Int, generation: Int, showsText: Bool, hasImageArea: Bool)?
    /// The iTerm2 and sixel images the terminal shows now, where they are.
    private var drawnImages: Set<ReaderImagePlacement> = []

    private static let beginFrame = Array("\u{1B}[?2026h".utf8)
    private static let endFrame = Array("\u{1B}[?2026l".utf8)

    /// The next frame is drawn whole (the screen was lost: a resize, a suspension, Ctrl-L).
    mutating func invalidate() {
        renderer.invalidate()
        drawnImages = []
    }

    /// The bytes that turn the last frame into `state`'s.
    mutating func bytes(
        for state: ReaderState, language: Language, colour: Bool, images: ImageRenditions? = nil
    ) -> [UInt8] {
        let grid = ReaderFrame(language: language, colour: colour).grid(for: state)
        let showsText = state.mode == .reading || { if case .searchPrompt = state.mode { true } else { false } }()
        let hasImageArea = images?.drawsOverAreas == true && ReaderImagePlacement.anyArea(in: grid)
        var hint: ScrollHint?
        if let last, last.showsText, showsText, last.generation == state.generation, !hasImageArea, !last.hasImageArea {
            let moved = state.top - last.top
            if moved != 0, abs(moved) < state.textRows / 2 {
                hint = ScrollHint(top: 0, bottom: state.textRows - 1, lines: moved)
            }
        }
        last = (state.top, state.generation, showsText, hasImageArea)
        var bytes = Self.beginFrame + (images?.takeTransmissions() ?? []) + renderer.render(grid, scroll: hint)
        if let images, hasImageArea || !drawnImages.isEmpty { bytes += drawImages(in: grid, from: images) }
        return bytes + Self.endFrame
    }

    /// Draws each image whole in `grid` that the terminal does not show there yet.
    private mutating func drawImages(in grid: ScreenGrid, from images: ImageRenditions) -> [UInt8] {
        let placements = ReaderImagePlacement.find(in: grid) { slot in
            images.sequence(slot: slot).map { ($0.columns, $0.rows) }
        }
        var bytes: [UInt8] = []
        for placement in placements where !drawnImages.contains(placement) {
            guard let sequence = images.sequence(slot: placement.slot) else { continue }
            bytes += Array("\u{1B}[\(placement.row + 1);\(placement.column + 1)H".utf8) + sequence.bytes
        }
        if !bytes.isEmpty { renderer.forgetCursor() }
        drawnImages = Set(placements)
        return bytes
    }
}
