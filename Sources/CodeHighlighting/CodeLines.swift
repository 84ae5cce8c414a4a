/// Code from an article made safe to highlight and measurable, as lines.
///
/// Only the highlighter's own colours may reach the terminal, and source-highlight copies its
/// input through byte for byte, so every control but the line break is replaced before it sees
/// the code, in the visible forms ShellKit's `TerminalSanitizer` uses: C0 controls and DEL in
/// caret form (`^[` for ESC, `^@` for NUL, `^?` for DEL), C1 controls and bidi overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) as `<U+009B>`. `\r\n` and a lone `\r` end a line as
/// `\n` does (so no line can be overwritten), and tabs become spaces up to the next multiple of
/// four columns, measured by `ColumnWidth`.
enum CodeLines {
    /// Columns between tab stops.
    static let tabWidth = 4

    /// `code`'s lines, split at line breaks, without the empty line after a final one ("" has
    /// none), each free of controls and tabs.
    static func of(_ code: String) -> [String] {
        var lines = isPlain(code.utf8)
            ? code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            : sanitizedLines(code)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether the text holds nothing to replace: no byte below 0x20 but `\n`, no DEL, no C1
    /// control (`C2 80`–`C2 9F`), no bidi control (`E2 80 AA`–`AE`, `E2 81 A6`–`A9`).
    private static func isPlain(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return false }
            if previous == 0xC2 && byte < 0xA0 { return false }
            if beforePrevious == 0xE2
                && ((previous == 0x80 && (0xAA...0xAE).contains(byte)) || (previous == 0x81 && (0xA6...0xA9).contains(byte))) {
                return false
            }
            beforePrevious = previous
            previous = byte
        }
        return true
    }

    private static func sanitizedLines(_ code: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var column = 0
        for character in code {
            if character == "\n" || character == "\r" || character == "\r\n" {
                lines.append(line)
                line = ""
                column = 0
            } else if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                line += String(repeating: " ", count: spaces)
                column += spaces
            } else if character.unicodeScalars.contains(where: { visibleForm(of: $0) != nil }) {
                // A control is a grapheme of its own, but a mark may follow a bidi control.
                for scalar in character.unicodeScalars {
                    let standIn = visibleForm(of: scalar) ?? String(Character(scalar))
                    line += standIn
                    column += standIn.count
                }
            } else {
                line.append(character)
                column += ColumnWidth.of(character)
            }
        }
        lines.append(line)
        return lines
    }

    /// The visible stand-in for a control or a bidi override or isolate; nil for any other
    /// scalar (the line break and tab are handled before).
    private static func visibleForm(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F:
            return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
        case 0x7F:
            return "^?"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: 4 - digits.count) + digits + ">"
        default:
            return nil
        }
    }
}
