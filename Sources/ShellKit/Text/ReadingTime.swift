/// How long text takes to read, for the reader's "6 min left": Japanese and Chinese are counted by
/// characters (wide glyphs, about 500 a minute), other scripts by words (runs of letters and
/// digits, about 230 a minute; Medium's figure). Escape sequences (styles, hyperlinks) are skipped.
package struct ReadingTime: Equatable, Sendable {
    /// Wide characters read.
    package private(set) var wideCharacters = 0
    /// Words of other scripts read.
    package private(set) var words = 0

    package static let wideCharactersPerMinute = 500.0
    package static let wordsPerMinute = 230.0

    package init() {}

    /// The reading time of `text`.
    package init(of text: String) {
        add(text)
    }

    /// Counts `text` in.
    package mutating func add(_ text: String) {
        var inWord = false
        var escape = EscapeSkipper()
        for scalar in text.unicodeScalars {
            if escape.skips(scalar) {
                inWord = false
                continue
            }
            // ASCII without the Unicode tables (the same answers): letters and digits make words.
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) {
                    if !inWord { words += 1 }
                    inWord = true
                } else {
                    inWord = byte == 0x27 && inWord
                }
                continue
            }
            // Box drawing and block elements (tables, quotes, rules): narrow symbols, no word.
            if (0x2500...0x259F).contains(scalar.value) {
                inWord = false
                continue
            }
            if DisplayWidth.width(of: scalar) == 2 {
                wideCharacters += 1
                inWord = false
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if !inWord { words += 1 }
                inWord = true
            } else if !(inWord && scalar.properties.generalCategory == .nonspacingMark) {
                inWord = scalar == "'" && inWord
            }
        }
    }

    /// Both counts together.
    package static func + (left: ReadingTime, right: ReadingTime) -> ReadingTime {
        var sum = left
        sum.wideCharacters += right.wideCharacters
        sum.words += right.words
        return sum
    }

    /// Minutes, fractional.
    package var minutes: Double {
        Double(wideCharacters) / Self.wideCharactersPerMinute + Double(words) / Self.wordsPerMinute
    }

    /// Whole minutes, rounded up (0 only when nothing is left to read).
    package var wholeMinutes: Int { Int(minutes.rounded(.up)) }
}

/// Skips ECMA-48 escape sequences scalar by scalar: CSI (`ESC [` … final byte) and OSC
/// (`ESC ]` … BEL or `ESC \`), as the layout writes them for styles and hyperlinks.
private struct EscapeSkipper {
    private enum State { case text, escape, csi, osc, oscEscape }
    private var state = State.text

    /// Whether `scalar` belongs to an escape sequence.
    mutating func skips(_ scalar: Unicode.Scalar) -> Bool {
        switch state {
        case .text:
            guard scalar == "\u{1B}" else { return false }
            state = .escape
        case .escape:
            state = scalar == "[" ? .csi : scalar == "]" ? .osc : .text
        case .csi:
            if (0x40...0x7E).contains(scalar.value) { state = .text }
        case .osc:
            if scalar == "\u{07}" { state = .text } else if scalar == "\u{1B}" { state = .oscEscape }
        case .oscEscape:
            state = .text
        }
        return true
    }
}
