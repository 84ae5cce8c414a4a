import FastPaths

/// How many terminal columns text occupies, without asking the locale or `wcwidth`.
///
/// - East Asian Wide and Fullwidth code points (CJK ideographs, kana, Hangul, fullwidth forms,
///   CJK punctuation such as 。「」, emoji with emoji presentation, regional-indicator flags)
///   take 2 columns; they are kept in one sorted range table searched by bisection.
/// - Nonspacing and enclosing marks, format characters (zero-width space and joiners, bidi
///   controls, the BOM), variation selectors and Hangul medial vowels / final consonants take 0.
/// - C0 and C1 controls and DEL take 0: text reaching the terminal should have been through
///   `TerminalSanitizer`, which replaces them with visible stand-ins.
/// - Everything else, East Asian Ambiguous included (•, …, ─, │), takes 1.
///
/// A `Character` (grapheme cluster) is as wide as its widest scalar, capped at 2, so "é" is 1
/// whether composed or decomposed and a ZWJ emoji sequence is 2; an emoji-presentation selector
/// (U+FE0F) makes a narrow base such as ❤ wide. For a `String`, SGR sequences (`ESC [ … m`, as
/// written by `TextStyle`) take no columns, so styled text measures as it shows.
package enum DisplayWidth {
    /// The number of columns `text` occupies, ignoring SGR styling sequences.
    package static func of(_ text: String) -> Int {
        // Printable ASCII and other plain text are measured without a walk over grapheme
        // clusters (FastPaths); the walk decides the rest.
        if let width = QuickDisplayWidth.width(of: text) { return width }
        // Text with no scalar that joins its neighbours (marks, joiners, selectors, emoji
        // modifiers, flags, Hangul jamo) is measured scalar by scalar: each is a grapheme.
        if let width = StandaloneScalars.width(of: text, scalarWidth: width(of:)) { return width }
        var total = 0
        var index = text.startIndex
        while index < text.endIndex {
            if let end = styleSequenceEnd(in: text, from: index) {
                index = end
                continue
            }
            total += of(text[index])
            index = text.index(after: index)
        }
        return total
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        var widest = 0
        var asksForEmoji = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { asksForEmoji = true }
            widest = max(widest, width(of: scalar))
        }
        if asksForEmoji && widest == 1 { return 2 }
        return min(widest, 2)
    }

    /// Where the styling sequence starting at `index` ends, or `nil` when none starts there: an
    /// SGR sequence (`ESC [` digits, `;` or `:` … `m`), or an OSC 8 hyperlink mark
    /// (`ESC ] 8 ;` parameters `;` address `ESC \`) whose parameters and address are printable
    /// ASCII without spaces, as `HyperlinkMark` writes them.
    package static func styleSequenceEnd(in text: String, from index: String.Index) -> String.Index? {
        guard text[index] == "\u{1B}" else { return nil }
        var cursor = text.index(after: index)
        if cursor < text.endIndex, text[cursor] == "]" { return hyperlinkMarkEnd(in: text, from: cursor) }
        guard cursor < text.endIndex, text[cursor] == "[" else { return nil }
        cursor = text.index(after: cursor)
        while cursor < text.endIndex {
            let character = text[cursor]
            if character == "m" { return text.index(after: cursor) }
            guard character.isASCII, character.isNumber || character == ";" || character == ":" else { return nil }
            cursor = text.index(after: cursor)
        }
        return nil
    }

    /// The end of `] 8 ; params ; address ESC \` from the `]` at `start`, or nil.
    private static func hyperlinkMarkEnd(in text: String, from start: String.Index) -> String.Index? {
        let utf8 = text.utf8
        guard let bracket = start.samePosition(in: utf8) else { return nil }
        var cursor = utf8.index(after: bracket)
        for expected in [UInt8(ascii: "8"), UInt8(ascii: ";")] {
            guard cursor < utf8.endIndex, utf8[cursor] == expected else { return nil }
            cursor = utf8.index(after: cursor)
        }
        var semicolons = 1
        while cursor < utf8.endIndex {
            let byte = utf8[cursor]
            if byte == 0x1B {
                let next = utf8.index(after: cursor)
                guard semicolons == 2, next < utf8.endIndex, utf8[next] == UInt8(ascii: "\\") else { return nil }
                return utf8.index(after: next)
            }
            guard byte > 0x20, byte < 0x7F else { return nil }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
            cursor = utf8.index(after: cursor)
        }
        return nil
    }

    /// The columns one scalar takes as a grapheme of its own: 0, 1 or 2.
    package static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if isWide(value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        return 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Width W and F (Unicode 14, small unassigned gaps between wide ranges merged,
    /// the default-wide ideograph planes included), plus regional indicators (flags).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x18D08, 0x1AFF0...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F1E6...0x1F1FF, 0x1F200...0x1F265, 0x1F300...0x1F320,
        0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596,
        0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
    ]
}

extension String {
    /// Columns this string occupies on a terminal (SGR styling excluded); see `DisplayWidth`.
    package var displayWidth: Int { DisplayWidth.of(self) }

    /// The string cut to at most `width` columns: if it is wider, whole characters are kept
    /// and "…" (1 column) appended so the result fits. A grapheme is never split, so the
    /// result may be a column short when a wide character does not fit. `width <= 0` gives "".
    /// SGR sequences are kept as they come; if any was kept, a reset (`ESC[0m`) ends the result.
    package func truncated(toDisplayWidth width: Int) -> String {
        guard width > 0 else { return "" }
        // Measured once: plain text (every scalar a character of its own, no styling) is cut
        // between scalars; anything else walks grapheme clusters.
        let plainWidth = QuickDisplayWidth.simpleWidth(of: self, allowingStyle: false)
        guard (plainWidth ?? DisplayWidth.of(self)) > width else { return self }
        let budget = width - 1
        if plainWidth != nil {
            var used = 0
            var end = unicodeScalars.startIndex
            for scalar in unicodeScalars {
                let scalarWidth = QuickDisplayWidth.simpleWidth(of: scalar) ?? 1
                guard used + scalarWidth <= budget else { break }
                used += scalarWidth
                end = unicodeScalars.index(after: end)
            }
            return String(unicodeScalars[..<end]) + "…"
        }
        var result = ""
        var used = 0
        var keptStyle = false
        var index = startIndex
        while index < endIndex {
            if let end = DisplayWidth.styleSequenceEnd(in: self, from: index) {
                result += self[index..<end]
                keptStyle = true
                index = end
                continue
            }
            let character = self[index]
            let characterWidth = DisplayWidth.of(character)
            guard used + characterWidth <= budget else { break }
            result.append(character)
            used += characterWidth
            index = self.index(after: index)
        }
        result += "…"
        if keptStyle { result += "\u{1B}[0m" }
        return result
    }

    /// The string with spaces added (after it, or before it when `alignRight`) until it
    /// occupies `width` columns; a string already that wide or wider is returned unchanged.
    package func padded(toDisplayWidth width: Int, alignRight: Bool = false) -> String {
        let missing = width - DisplayWidth.of(self)
        guard missing > 0 else { return self }
        let padding = String(repeating: " ", count: missing)
        return alignRight ? padding + self : self + padding
    }
}
