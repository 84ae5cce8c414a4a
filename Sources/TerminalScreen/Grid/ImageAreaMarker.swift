/// Marks the cells a sixel or iTerm2 image is drawn over, inside a laid-out line: a private OSC
/// (`ESC ] 7780 ; slot ; row BEL`, never sent to the terminal) that `StyledLineParser` reads into
/// `CellStyle.imageArea`, a token of the image's slot and the row of it the cell holds. A frame
/// writer finds an image's place in the grid by its tokens, and the renderer writes again the
/// cells whose token changed, which erases the pixels an image left behind.
package enum ImageAreaMarker {
    /// The OSC number: private, unused by terminals.
    static let number = Array("7780;".utf8)
    /// The most rows an image area numbers (12 bits).
    package static let largestRow = 4094

    /// The token for `row` (from 0) of the image in `slot` (from 1).
    package static func token(slot: Int, row: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: slot) << 12 | UInt32(row + 1)
    }

    /// The slot and row a token names.
    package static func place(of token: UInt32) -> (slot: Int, row: Int)? {
        guard token != 0, token & 0xFFF != 0 else { return nil }
        return (Int(token >> 12), Int(token & 0xFFF) - 1)
    }

    /// Sets the area for the text after it.
    package static func start(slot: Int, row: Int) -> String { "\u{1B}]7780;\(slot);\(row)\u{07}" }
    /// Clears it.
    package static let end = "\u{1B}]7780;\u{07}"

    /// The slot and row the first marker in `line` names (nil when it has none).
    package static func place(inLine line: String) -> (slot: Int, row: Int)? {
        let bytes = Array(line.utf8)
        guard let start = bytes.firstRange(of: [0x1B, UInt8(ascii: "]")] + number) else { return nil }
        let payload = bytes[(start.lowerBound + 2)...].prefix { $0 != 0x07 }
        return Array(payload).withUnsafeBufferPointer { area(inPayload: $0) }.flatMap(place(of:))
    }

    /// The token an OSC payload sets (0 clears), or nil when the payload is another OSC.
    static func area(inPayload payload: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard payload.starts(with: number) else { return nil }
        let fields = payload.dropFirst(number.count).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2, let slot = Int(String(decoding: fields[0], as: UTF8.self)),
            let row = Int(String(decoding: fields[1], as: UTF8.self)), slot > 0, slot < 1 << 20, (0...largestRow).contains(row)
        else { return 0 }
        return token(slot: slot, row: row)
    }
}
