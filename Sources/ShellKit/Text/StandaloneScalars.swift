import FastPaths

/// Scalars that are always a grapheme cluster of their own whatever surrounds them, as long as
/// the text holds only such scalars: none is Extend, ZWJ, SpacingMark, Prepend, a regional
/// indicator or a Hangul jamo (L, V, T), so no grapheme-break rule joins two of them (CR LF
/// aside, which measures 0 either way). `DisplayWidth` measures such text scalar by scalar; a
/// table of ascending, non-overlapping ranges (DisplayWidthTests checks it against the Unicode
/// properties of every scalar).
package enum StandaloneScalars {
    /// The columns `text` occupies, summing `scalarWidth` over its scalars with SGR sequences
    /// (`ESC [` digits, `;`, `:` … `m`) taking none, or nil when a scalar is not standalone or
    /// an escape is anything else.
    package static func width(of text: String, scalarWidth: (Unicode.Scalar) -> Int) -> Int? {
        var total = 0
        /// Where in an SGR sequence the scan is: 0 outside, 1 after ESC, 2 after `ESC [`.
        var styleState = 0
        for scalar in text.unicodeScalars {
            switch styleState {
            case 1:
                guard scalar == "[" else { return nil }
                styleState = 2
            case 2:
                switch scalar {
                case "m": styleState = 0
                case "0"..."9", ";", ":": break
                default: return nil
                }
            default:
                if scalar == "\u{1B}" {
                    styleState = 1
                } else {
                    guard contains(scalar.value) else { return nil }
                    total += scalarWidth(scalar)
                }
            }
        }
        return styleState == 0 ? total : nil
    }

    /// The columns standalone scalar `value` takes (`DisplayWidth.width(of:)`: 0 for controls), or
    /// nil when it is not standalone. Latin, kana, common CJK and fullwidth forms are answered by
    /// ranges in code (`QuickDisplayWidth`), without the tables.
    @inlinable @inline(__always)
    package static func width(of value: UInt32) -> Int? {
        if value < 0x300 { return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1 }
        // Kana and CJK ideographs first, most of Japanese prose: wide and standalone.
        if (0x3041...0x3098).contains(value) || (0x309B...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) {
            return 2
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        if let width = QuickDisplayWidth.simpleWidth(of: scalar) { return width }
        return contains(value) ? DisplayWidth.width(of: scalar) : nil
    }

    /// Whether `value` is a standalone scalar.
    package static func contains(_ value: UInt32) -> Bool {
        if value < 0x300 { return true }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value >= range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Above U+02FF: Greek, Cyrillic, general punctuation, symbols and arrows, CJK, kana,
    /// Hangul syllables, fullwidth forms, emoji (without modifiers or flags), CJK extensions.
    package static let ranges: [Range<UInt32>] = [
        0x370..<0x483, 0x48A..<0x530, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0, 0x2100..<0x2B74,
        0x2E80..<0x302A, 0x3030..<0x3099, 0x309B..<0x3100, 0x3100..<0xA4D0, 0xAC00..<0xD7A4, 0xF900..<0xFB00,
        0xFE10..<0xFE1A, 0xFE30..<0xFE70, 0xFF01..<0xFF9E, 0xFFE0..<0xFFEF, 0x1F000..<0x1F1E6, 0x1F200..<0x1F3FB,
        0x1F400..<0x1FB00, 0x20000..<0x3FFFE,
    ]
}
