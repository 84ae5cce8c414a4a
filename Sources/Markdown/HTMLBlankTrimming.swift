/// The blanks the sanitizer trims around a style property and an address: what Foundation's
/// `trimmingCharacters(in: .whitespaces)` trimmed (a tab, a space separator, the zero-width
/// space). Markdown does not depend on ShellKit, whose `trimmingBlanks` is the same.
enum HTMLBlankTrimming {
    static func trimmed(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        var last = scalars.index(before: scalars.endIndex)
        while isBlank(scalars[last]) { last = scalars.index(before: last) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
