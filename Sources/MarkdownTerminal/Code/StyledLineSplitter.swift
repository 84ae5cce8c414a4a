import ShellKit

/// Cuts one line that may hold SGR styling into pieces of at most `room` columns, never inside a
/// character or a styling sequence. A piece ends with a reset when a style is open at its end,
/// and the next piece starts by re-opening it, so every piece stands alone.
package enum StyledLineSplitter {
    package static func pieces(_ line: String, room: Int) -> [String] {
        let room = max(room, 2)
        // Most code lines are short plain ASCII: nothing to cut.
        if line.utf8.count <= room, line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return [line] }
        var pieces: [String] = []
        var piece = ""
        var used = 0
        /// The styling sequences met since the last reset: what a new piece must re-open.
        var active: [Substring] = []
        var index = line.startIndex
        while index < line.endIndex {
            if let end = DisplayWidth.styleSequenceEnd(in: line, from: index) {
                let sequence = line[index..<end]
                if sequence == "\u{1B}[0m" || sequence == "\u{1B}[m" {
                    active.removeAll()
                } else {
                    active.append(sequence)
                }
                piece += sequence
                index = end
                continue
            }
            let character = line[index]
            let width = DisplayWidth.of(character)
            if used + width > room, used > 0 {
                pieces.append(active.isEmpty ? piece : piece + "\u{1B}[0m")
                piece = active.joined()
                used = 0
            }
            piece.append(character)
            used += width
            index = line.index(after: index)
        }
        pieces.append(piece)
        return pieces
    }
}
