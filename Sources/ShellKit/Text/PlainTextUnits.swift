import FastPaths

/// A paragraph of plain text as `LayoutUnit`s for `LineRangeBreaker`, with where each glyph
/// starts in the text's UTF-8 bytes, so a line is cut out of the text rather than rebuilt
/// glyph by glyph. Newlines, CR LF, CR and tabs are spaces (and show as one space).
///
/// Text whose every scalar is a grapheme of its own with an obvious width (printable Latin,
/// kana, CJK, fullwidth forms: `QuickDisplayWidth.simpleWidth`) is read scalar by scalar;
/// anything else (marks, emoji, joiners, controls) by grapheme clusters with `DisplayWidth`.
struct PlainTextUnits {
    let text: String
    private(set) var units: [LayoutUnit] = []
    /// The UTF-8 offset where each unit starts.
    private(set) var starts: [Int] = []
    /// Whether a newline, CR or tab is among the units (their lines then need rewriting).
    private(set) var holdsLineSpace = false

    init(_ text: String) {
        self.text = text
        if !readScalars() { readCharacters() }
    }

    /// The text of the units in `range`, each line space shown as one space.
    func text(of range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let lower = starts[range.lowerBound]
        let upper = range.upperBound < starts.count ? starts[range.upperBound] : text.utf8.count
        let utf8 = text.utf8
        let slice = utf8[utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)]
        guard holdsLineSpace, slice.contains(where: Self.isLineSpaceByte) else { return String(Substring(slice)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(slice.count)
        for unit in range {
            let start = utf8.index(utf8.startIndex, offsetBy: starts[unit])
            if Self.isLineSpaceByte(utf8[start]) {
                bytes.append(0x20)
            } else {
                let end = unit + 1 < starts.count ? starts[unit + 1] : utf8.count
                bytes += utf8[start..<utf8.index(utf8.startIndex, offsetBy: end)]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A glyph starting with this byte is a line space: a control never joins what follows it,
    /// and CR only joins LF.
    private static func isLineSpaceByte(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Reads the text scalar by scalar; false (with nothing kept) when a scalar might join its
    /// neighbours or has no obvious width.
    private mutating func readScalars() -> Bool {
        units.reserveCapacity(text.utf8.count)
        starts.reserveCapacity(text.utf8.count)
        var offset = 0
        var afterCR = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            defer { offset += UTF8.width(scalar) }
            if value == 0x0A || value == 0x0D || value == 0x09 {
                holdsLineSpace = true
                // CR LF is one grapheme, so one space.
                if value == 0x0A && afterCR {
                    afterCR = false
                    continue
                }
                afterCR = value == 0x0D
                units.append(LayoutUnit(width: 1, scalar: 0x20, isSpace: true))
                starts.append(offset)
                continue
            }
            afterCR = false
            guard let width = QuickDisplayWidth.simpleWidth(of: scalar) else {
                units.removeAll(keepingCapacity: true)
                starts.removeAll(keepingCapacity: true)
                holdsLineSpace = false
                return false
            }
            units.append(LayoutUnit(width: width, scalar: value, isSpace: value == 0x20))
            starts.append(offset)
        }
        return true
    }

    /// Reads the text by grapheme clusters.
    private mutating func readCharacters() {
        var offset = 0
        for character in text {
            let bytes = character.utf8
            let first = bytes.first ?? 0
            starts.append(offset)
            offset += bytes.count
            if Self.isLineSpaceByte(first) {
                holdsLineSpace = true
                units.append(LayoutUnit(width: 1, scalar: 0x20, isSpace: true))
                continue
            }
            let scalars = character.unicodeScalars
            let scalar = scalars.count == 1 ? scalars.first!.value : 0
            units.append(
                LayoutUnit(
                    width: DisplayWidth.of(character), scalar: scalar, isSpace: bytes.count == 1 && first == 0x20))
        }
    }
}
