/// ShellKit's `DisplayWidth` for the text most of the shell measures, without walking grapheme
/// clusters: printable ASCII (one column a byte), and text whose every scalar is a character of
/// its own with an obvious width. Anything else (controls, marks, emoji, joiners, unusual
/// styling) gives nil, and `DisplayWidth` walks it.
package enum QuickDisplayWidth {
    /// The columns `text` occupies, SGR styling excluded, or nil to leave it to `DisplayWidth`.
    package static func width(of text: String) -> Int? {
        // Printable ASCII is one column a byte and one character a byte: the common case needs
        // no walk over grapheme clusters.
        simpleWidth(of: text)
    }

    /// The width of text made only of scalars that are each a grapheme of their own with an
    /// obvious width (printable Latin, dashes, quotes and "…", arrows, box drawing, kana, CJK
    /// ideographs and punctuation, Hangul syllables, fullwidth forms): most titles, names and
    /// article lines. nil for anything else (styling unless `allowingStyle`, controls, marks,
    /// emoji, joiners), which takes the walk over grapheme clusters.
    package static func simpleWidth(of text: String, allowingStyle: Bool = true) -> Int? {
        // Every line of an article is measured: on its UTF-8 in place, eight bytes at a time
        // through printable ASCII.
        let measured = text.utf8.withContiguousStorageIfAvailable {
            simpleWidth(of: $0, allowingStyle: allowingStyle)
        }
        if let measured { return measured }
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
                if scalar == "\u{1B}" && allowingStyle {
                    styleState = 1
                } else {
                    guard let width = simpleWidth(of: scalar) else { return nil }
                    total += width
                }
            }
        }
        return styleState == 0 ? total : nil
    }

    /// A bound `DisplayWidth` never exceeds, found without decoding: one column for each ASCII
    /// byte and each continuation byte. A scalar of n bytes takes at most n − 1 columns when it
    /// is not ASCII (none of two bytes is wide), a grapheme cluster at most its scalars' sum (two
    /// for an emoji selector, itself three bytes), styling none. Japanese prose measures exactly
    /// its width this way, so a line found no wider than its width need not be measured.
    package static func widthBound(of text: String) -> Int {
        let leads = text.utf8.withContiguousStorageIfAvailable { bytes in
            let highs: UInt64 = 0x8080_8080_8080_8080
            var count = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                // Bits 7 and 6 both set: the lead byte of a scalar beyond ASCII.
                count += (word & (word << 1) & highs).nonzeroBitCount
                index += 8
            }
            while index < bytes.count {
                if bytes[index] >= 0xC0 { count += 1 }
                index += 1
            }
            return count
        }
        return text.utf8.count - (leads ?? text.utf8.count(where: { $0 >= 0xC0 }))
    }

    /// `simpleWidth(of:allowingStyle:)` on valid UTF-8.
    private static func simpleWidth(of bytes: UnsafeBufferPointer<UInt8>, allowingStyle: Bool) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var total = 0
        /// Where in an SGR sequence the scan is: 0 outside, 1 after ESC, 2 after `ESC [`.
        var styleState = 0
        var index = 0
        while index < bytes.count {
            if styleState == 0, index + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                // No byte below 0x20, none with its high bit set, none equal to 0x7F: eight columns.
                let below = (word &- ones &* 0x20) & ~word & highs
                let delete = ((word ^ (ones &* 0x7F)) &- ones) & ~(word ^ (ones &* 0x7F)) & highs
                if below | delete | (word & highs) == 0 {
                    total += 8
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                switch styleState {
                case 1:
                    guard lead == UInt8(ascii: "[") else { return nil }
                    styleState = 2
                case 2:
                    switch lead {
                    case UInt8(ascii: "m"): styleState = 0
                    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"): break
                    default: return nil
                    }
                default:
                    if lead == 0x1B && allowingStyle {
                        styleState = 1
                    } else {
                        guard lead >= 0x20 && lead < 0x7F else { return nil }
                        total += 1
                    }
                }
                continue
            }
            guard styleState == 0 else { return nil }
            let value: UInt32
            if lead < 0xE0 {
                value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                // No scalar above U+FFFF has an obvious width here.
                return nil
            }
            guard let scalar = Unicode.Scalar(value), let width = simpleWidth(of: scalar) else { return nil }
            total += width
        }
        return styleState == 0 ? total : nil
    }

    /// 1 or 2 for a scalar `simpleWidth(of:)` accepts (a grapheme of its own, as wide as
    /// `DisplayWidth` says), nil for the rest.
    @inlinable @inline(__always)
    package static func simpleWidth(of scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x257F: 1
        case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF60:
            2
        default: nil
        }
    }
}
