/// What may reach a terminal from a laid-out article: text, SGR styling (`ESC [ digits ; … m`)
/// when styling is on, and OSC 8 hyperlink marks (`ESC ] 8 ; ; printable ESC \`) when
/// hyperlinks are on; no other control character (C0, DEL, C1), and no ESC at all with both off.
enum TerminalSafety {
    /// The lines holding anything else, each with the offending scalar's offset.
    static func unsafeLines(_ lines: [String], styled: Bool, hyperlinks: Bool = false) -> [String] {
        lines.enumerated().compactMap { number, line in
            guard let offset = firstUnsafeOffset(in: Array(line.unicodeScalars), styled: styled, hyperlinks: hyperlinks)
            else { return nil }
            return "line \(number), scalar \(offset): \(String(line.debugDescription.prefix(160)))"
        }
    }

    private static func firstUnsafeOffset(in scalars: [Unicode.Scalar], styled: Bool, hyperlinks: Bool) -> Int? {
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B {
                if styled, let end = sgrEnd(scalars, from: index) {
                    index = end
                    continue
                }
                if hyperlinks, let end = hyperlinkEnd(scalars, from: index) {
                    index = end
                    continue
                }
                return index
            }
            if value < 0x20 || (0x7F...0x9F).contains(value) { return index }
            index += 1
        }
        return nil
    }

    /// One past `ESC [ [0-9;]* m` at `start`, or nil.
    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == ";" { index += 1 }
        return index < scalars.count && scalars[index] == "m" ? index + 1 : nil
    }

    /// One past `ESC ] 8 ; ; printable-ASCII ESC \` at `start`, or nil.
    private static func hyperlinkEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let opening: [Unicode.Scalar] = ["\u{1B}", "]", "8", ";", ";"]
        guard start + opening.count <= scalars.count, Array(scalars[start..<start + opening.count]) == opening else {
            return nil
        }
        var index = start + opening.count
        while index < scalars.count, (0x21...0x7E).contains(scalars[index].value) { index += 1 }
        guard index + 1 < scalars.count, scalars[index] == "\u{1B}", scalars[index + 1] == "\\" else { return nil }
        return index + 2
    }
}
