import FastPaths

/// Makes text from untrusted item data inert on a terminal.
///
/// Complete escape sequences are removed: CSI (`ESC [` … final byte, bracketed-paste markers
/// included), OSC (`ESC ]` … BEL or ST: titles, OSC 8 hyperlinks), DCS/SOS/PM/APC (`ESC P`,
/// `ESC X`, `ESC ^`, `ESC _` … ST), `ESC` + intermediates + final (`ESC c`, `ESC ( B`), and the
/// 8-bit C1 introducers U+009B, U+009D, U+0090, U+0098, U+009E, U+009F with their bodies.
/// A sequence that is cut short, or that has a control character inside, is not removed: its
/// introducer is shown instead and the rest stays as text, so nothing can be hidden by it.
///
/// Every other control is shown in caret form (`^G` for BEL, `^[` for ESC, `^@` for NUL, `^?`
/// for DEL) and C1 controls and bidi overrides / isolates (U+202A–U+202E, U+2066–U+2069) as
/// `<U+0085>`, `<U+202E>`, so reordered or hidden text cannot pass for something else.
package enum TerminalSanitizer {
    /// Columns between tab stops when `block` expands tabs.
    package static let tabWidth = 4

    /// For one-line fields such as titles: newline, CR (CRLF counting once) and tab become a
    /// single space each.
    package static func inline(_ text: String) -> String {
        sanitize(text, keepsLines: false)
    }

    /// At most `limit` characters of untrusted text for a one-line message: `inline`, and
    /// cut with `…` when longer (a megabyte of garbage must not become a megabyte of error).
    package static func excerpt(_ text: String, limit: Int = 24) -> String {
        let head = inline(String(text.prefix(limit)))
        return text.count > limit ? head + "…" : head
    }

    /// For multi-line text such as article bodies: `\n` is kept, `\r` before `\n` dropped and
    /// a lone `\r` turned into `\n` (so no line can be overwritten); tabs are expanded to
    /// spaces up to the next multiple of `tabWidth` columns, measured by display width.
    package static func block(_ text: String) -> String {
        let sanitized = sanitize(text, keepsLines: true)
        // LF is always a grapheme of its own: the lines are split on bytes, not Characters.
        guard sanitized.utf8.contains(0x09) else { return sanitized }
        return sanitized.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { expandingTabs(Substring($0)) }
            .joined(separator: "\n")
    }

    private static func sanitize(_ text: String, keepsLines: Bool) -> String {
        // A byte scan (FastPaths) lets plain text through untouched (with its LF and tabs, which
        // the walk keeps as they are for `block`); the walk decides the rest.
        SanitizerQuickChecks.isPlainText(text.utf8, allowingLinesAndTabs: keepsLines)
            ? text : walkedSanitize(text, keepsLines: keepsLines)
    }

    /// `sanitize` scalar by scalar: the standard path, which decides whatever the quick check
    /// is not sure about.
    static func walkedSanitize(_ text: String, keepsLines: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = sequenceEnd(in: scalars, at: index) {
                index = end
                continue
            }
            switch scalar.value {
            case 0x0A:
                output.unicodeScalars.append(keepsLines ? "\n" : " ")
            case 0x0D:
                let nextIsNewline = index + 1 < scalars.count && scalars[index + 1] == "\n"
                if nextIsNewline { index += 1 }
                output.unicodeScalars.append(keepsLines ? "\n" : " ")
            case 0x09:
                output.unicodeScalars.append(keepsLines ? "\t" : " ")
            default:
                if let standIn = visibleForm(of: scalar) {
                    output += standIn
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
            index += 1
        }
        return output
    }

    /// The last guard before the terminal, for everything the shell writes: line breaks, tabs
    /// and the shell's own SGR styling (`ESC [ … m`) pass; any other control (BEL, a stray
    /// ESC, C1) is shown in its visible form, whatever produced the text (an item, a typed
    /// command echoed in an error, a file name).
    package static func terminalSafe(_ text: String) -> String {
        SanitizerQuickChecks.isSafeForTerminal(text.utf8) ? text : walkedTerminalSafe(text)
    }

    /// `terminalSafe` character by character: the standard path, which decides whatever the
    /// quick check is not sure about.
    static func walkedTerminalSafe(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let end = DisplayWidth.styleSequenceEnd(in: text, from: index) {
                output += text[index..<end]
                index = end
                continue
            }
            for scalar in text[index].unicodeScalars {
                if scalar == "\n" || scalar == "\t" {
                    output.unicodeScalars.append(scalar)
                } else if let standIn = visibleForm(of: scalar), !(0x202A...0x2069).contains(scalar.value) {
                    output += standIn
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
            index = text.index(after: index)
        }
        return output
    }

    /// The visible stand-in for a control or a bidi override; `nil` for any other scalar.
    private static func visibleForm(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F:
            return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
        case 0x7F:
            return "^?"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            return "<U+" + hex(scalar.value) + ">"
        default:
            return nil
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: - Escape sequences

    /// The index just past the complete escape sequence starting at `index`, or `nil`.
    private static func sequenceEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        switch scalars[index].value {
        case 0x1B:
            guard index + 1 < scalars.count else { return nil }
            let next = scalars[index + 1].value
            switch next {
            case 0x5B: return controlSequenceEnd(in: scalars, from: index + 2)
            case 0x5D: return stringEnd(in: scalars, from: index + 2, bellTerminates: true)
            case 0x50, 0x58, 0x5E, 0x5F: return stringEnd(in: scalars, from: index + 2, bellTerminates: false)
            default: return escapeEnd(in: scalars, from: index + 1)
            }
        case 0x9B: return controlSequenceEnd(in: scalars, from: index + 1)
        case 0x9D: return stringEnd(in: scalars, from: index + 1, bellTerminates: true)
        case 0x90, 0x98, 0x9E, 0x9F: return stringEnd(in: scalars, from: index + 1, bellTerminates: false)
        default: return nil
        }
    }

    /// CSI body: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
    private static func controlSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count, (0x30...0x3F).contains(scalars[index].value) { index += 1 }
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
        guard index < scalars.count, (0x40...0x7E).contains(scalars[index].value) else { return nil }
        return index + 1
    }

    /// `ESC` + intermediate bytes 0x20–0x2F + final byte 0x30–0x7E (`start` is past the ESC).
    private static func escapeEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
        guard index < scalars.count, (0x30...0x7E).contains(scalars[index].value) else { return nil }
        return index + 1
    }

    /// A control string's body up to ST (`ESC \` or U+009C), or BEL for OSC. A control
    /// character met before the terminator means the sequence is not complete.
    private static func stringEnd(in scalars: [Unicode.Scalar], from start: Int, bellTerminates: Bool) -> Int? {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            switch value {
            case 0x07 where bellTerminates:
                return index + 1
            case 0x9C:
                return index + 1
            case 0x1B:
                guard index + 1 < scalars.count, scalars[index + 1] == "\\" else { return nil }
                return index + 2
            case 0x00...0x1F, 0x7F...0x9F:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    // MARK: - Tabs

    private static func expandingTabs(_ line: Substring) -> String {
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}
