extension StringProtocol {
    /// The text without the blanks at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims, scalar by scalar as it does, without
    /// bridging through `NSString` (every command line is trimmed a few times).
    package func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        guard let head = scalars.first else { return "" }
        // Most lines have nothing to trim.
        if !head.isBlank, !scalars[scalars.index(before: scalars.endIndex)].isBlank { return String(self) }
        guard let first = scalars.firstIndex(where: { !$0.isBlank }) else { return "" }
        var last = scalars.index(before: scalars.endIndex)
        while scalars[last].isBlank { last = scalars.index(before: last) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

extension Unicode.Scalar {
    /// A scalar of `CharacterSet.whitespaces` as Foundation on Linux has it: a tab, or a space
    /// separator (the ideographic space too), or the zero-width space.
    package var isBlank: Bool {
        switch value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}

extension StringProtocol {
    /// The text without blanks or line breaks at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims, scalar by scalar.
    package func trimmingBlanksAndNewlines() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isBlankOrNewline }) else { return "" }
        var last = scalars.index(before: scalars.endIndex)
        while scalars[last].isBlankOrNewline { last = scalars.index(before: last) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

extension Unicode.Scalar {
    /// A scalar of `CharacterSet.whitespacesAndNewlines`: a blank, or U+000A–000D, U+0085,
    /// U+2028 or U+2029.
    package var isBlankOrNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return isBlank
        }
    }
}
