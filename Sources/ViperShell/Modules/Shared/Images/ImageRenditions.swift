import ArticleImages
import ShellKit
import Synchronization

/// The pixel images one article view drew (kitty, iTerm2, sixel): each drawing's sequence by
/// its slot (the frame writer draws iTerm2 and sixel images from it), kitty's transmissions
/// waiting to be written before the text that shows them, and the kitty ids to delete when the
/// view closes. kitty ids are the session's: a random high byte (ids are global in the
/// terminal, so two shells do not replace each other's images) and a low byte counting 1…255.
package final class ImageRenditions: Sendable {
    private struct State {
        var sequences: [Int: (bytes: [UInt8], columns: Int, rows: Int)] = [:]
        var nextSlot = 1
        var outbox: [UInt8] = []
        var kittyIDs: [UInt32] = []
    }

    private let state = Mutex(State())
    private static let kittyHighByte = UInt32.random(in: 1...255)
    private static let kittyLowByte = Mutex<UInt32>(0)

    package init() {}

    /// A new kitty image id.
    package func newKittyID() -> UInt32 {
        let low = Self.kittyLowByte.withLock { low in
            low = low % 255 + 1
            return low
        }
        let id = Self.kittyHighByte << 24 | low
        state.withLock { $0.kittyIDs.append(id) }
        return id
    }

    /// Keeps a drawn image's sequence and the cells it covers, and returns its slot; a kitty
    /// transmission waits in the outbox for the next write to the terminal instead.
    package func keep(_ sequence: [UInt8], columns: Int, rows: Int, transmitsNow: Bool) -> Int {
        state.withLock { state in
            let slot = state.nextSlot
            state.nextSlot += 1
            if transmitsNow {
                state.outbox += sequence
            } else {
                state.sequences[slot] = (sequence, columns, rows)
            }
            return slot
        }
    }

    /// Whether any sequence is kept for drawing over marked cells (iTerm2 or sixel): until one is,
    /// no frame can hold an image area.
    package var drawsOverAreas: Bool {
        state.withLock { !$0.sequences.isEmpty }
    }

    /// The sequence kept for `slot`, and the cells it covers.
    package func sequence(slot: Int) -> (bytes: [UInt8], columns: Int, rows: Int)? {
        state.withLock { $0.sequences[slot] }
    }

    /// The transmissions waiting, taken (written by the caller before the text).
    package func takeTransmissions() -> [UInt8] {
        state.withLock { state in
            defer { state.outbox = [] }
            return state.outbox
        }
    }

    /// What deletes every kitty image this view transmitted (nothing when there are none).
    package func takeDeletions(_ graphics: ImageGraphics) -> [UInt8] {
        let ids = state.withLock { state in
            defer { state.kittyIDs = [] }
            return state.kittyIDs
        }
        return ids.flatMap { graphics.forTerminal(KittyGraphicsCommand.delete(id: $0)) }
    }
}
