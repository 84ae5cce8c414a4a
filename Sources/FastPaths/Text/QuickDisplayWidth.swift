/// ShellKit's `DisplayWidth` for the text most of the shell measures, without walking grapheme
/// clusters: printable ASCII (one column a byte), and text whose every scalar is a character of
/// its own with an obvious width. Anything else (controls, marks, emoji, joiners, unusual
/// styling) gives nil, and `DisplayWidth` walks it.
package enum QuickDisplayWidth {
    /// The columns `text` occupies, SGR styling excluded, or nil to leave it to `DisplayWidth`.
    package static func width(of text: String) -> Int? {
        // Printable ASCII is one column a byte and one character a byte: the common case needs
        // no walk over grapheme clusters.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return simpleWidth(of: text)
    }

    /// The width of text made only of scalars that are each a grapheme of their own with an
    /// obvious width (printable Latin, dashes, quotes and "…", arrows, box drawing, kana, CJK
    /// ideographs and punctuation, Hangul syllables, fullwidth forms): most titles, names and
    /// article lines. nil for anything else (styling unless `allowingStyle`, controls, marks,
    /// emoji, joiners), which takes the walk over grapheme clusters.
    package static func simpleWidth(of text: String, allowingStyle: Bool = true) -> Int? {
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

    /// 1 or 2 for a scalar `simpleWidth(of:)` accepts (a grapheme of its own, as wide as
    /// `DisplayWidth` says), nil for the rest.
    @inlinable
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
