/// Text prepared for searching: its UTF-8, case-folded when the search ignores case, with each
/// byte's way back to the scalar of the source it came from. Folding uses the standard library's
/// Unicode data (no ICU): each scalar becomes its `lowercaseMapping` (`İ` gives two scalars), and
/// the fullwidth forms of ASCII (`Ｓｗｉｆｔ`, common in Japanese articles) their ASCII lower case.
package struct FoldedText: Sendable {
    /// The text searched: the source's UTF-8, folded when case is ignored.
    package let bytes: [UInt8]
    /// For each byte of `bytes`, the UTF-8 offset in the source of the scalar it came from; one
    /// more entry at the end holds the source's length.
    package let sourceOffsets: [Int32]

    /// `source` prepared for a search that ignores case or not.
    package init(_ source: String, ignoringCase: Bool) {
        var bytes: [UInt8] = []
        var offsets: [Int32] = []
        bytes.reserveCapacity(source.utf8.count)
        offsets.reserveCapacity(source.utf8.count + 1)
        var offset: Int32 = 0
        for scalar in source.unicodeScalars {
            let length = Int32(UTF8.width(scalar))
            let before = bytes.count
            if ignoringCase { Self.appendFolded(scalar, to: &bytes) } else { Self.append(scalar, to: &bytes) }
            offsets.append(contentsOf: repeatElement(offset, count: bytes.count - before))
            offset += length
        }
        offsets.append(offset)
        self.bytes = bytes
        sourceOffsets = offsets
    }

    /// Whether folded byte `index` begins the folding of a source scalar (or is the end).
    package func startsScalar(at index: Int) -> Bool {
        index == 0 || index == bytes.count || sourceOffsets[index - 1] != sourceOffsets[index]
    }

    /// The source's UTF-8 range that folded bytes `range` came from (both ends on scalar starts).
    package func sourceRange(of range: Range<Int>) -> Range<Int> {
        Int(sourceOffsets[range.lowerBound])..<Int(sourceOffsets[range.upperBound])
    }

    /// The folded UTF-8 of `pattern` (what `bytes` is searched for).
    package static func foldedBytes(of pattern: String, ignoringCase: Bool) -> [UInt8] {
        ignoringCase ? FoldedText(pattern, ignoringCase: true).bytes : Array(pattern.utf8)
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    private static func appendFolded(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        if value < 0x80 {
            let byte = UInt8(value)
            bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
        } else if (0xFF01...0xFF5E).contains(value) {
            // Fullwidth ASCII: `Ｓ` is searched as `s`.
            let ascii = UInt8(value - 0xFEE0)
            bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii) ? ascii | 0x20 : ascii)
        } else if (0x3000...0x9FFF).contains(value) {
            // CJK punctuation, kana and ideographs have no lower case: no Unicode table looked up.
            append(scalar, to: &bytes)
        } else if scalar.properties.changesWhenLowercased {
            for folded in scalar.properties.lowercaseMapping.unicodeScalars { append(folded, to: &bytes) }
        } else {
            append(scalar, to: &bytes)
        }
    }
}
