/// Appends the escape sequences the renderer writes to a byte buffer: cursor moves, erasing,
/// scroll regions, SGR and OSC 8.
struct ControlSequenceWriter {
    var bytes: [UInt8] = []

    mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func grapheme(_ grapheme: Character) {
        if let ascii = grapheme.asciiValue { bytes.append(ascii) } else { text(String(grapheme)) }
    }

    /// CSI (`ESC [`) + `body`.
    mutating func controlSequence(_ body: String) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        text(body)
    }

    /// CUP to a zero-based row and column.
    mutating func moveCursor(row: Int, column: Int) {
        controlSequence(column == 0 ? "\(row + 1)H" : "\(row + 1);\(column + 1)H")
    }

    mutating func moveForward(_ columns: Int) { controlSequence(columns == 1 ? "C" : "\(columns)C") }

    mutating func eraseToEndOfLine() { controlSequence("K") }

    mutating func clearScreenAndHome() { controlSequence("H"); controlSequence("2J") }

    /// DECSTBM for zero-based `top...bottom`, or the whole screen when nil.
    mutating func scrollRegion(top: Int, bottom: Int) { controlSequence("\(top + 1);\(bottom + 1)r") }

    mutating func resetScrollRegion() { controlSequence("r") }

    /// IND: the cursor down a line, scrolling the region up at its bottom margin.
    mutating func index() { bytes.append(contentsOf: [0x1B, UInt8(ascii: "D")]) }

    /// RI: the cursor up a line, scrolling the region down at its top margin.
    mutating func reverseIndex() { bytes.append(contentsOf: [0x1B, UInt8(ascii: "M")]) }

    mutating func selectGraphicRendition(_ parameters: [String]) {
        controlSequence(parameters.joined(separator: ";") + "m")
    }

    /// OSC 8 opening `address`, or closing the open hyperlink when nil.
    mutating func hyperlink(_ address: String?) {
        bytes.append(contentsOf: [0x1B, UInt8(ascii: "]")])
        text("8;;" + (address ?? ""))
        bytes.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
    }
}
