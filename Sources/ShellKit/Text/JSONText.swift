import FoundationEssentials

/// Values as JSON text for scripts: pretty-printed, keys sorted, slashes unescaped, and `[]`
/// for an empty array on every platform. Characters JSON allows raw but that act on a terminal
/// or reorder text (DEL, C1 controls, bidi overrides and isolates, line and paragraph
/// separators) are written as `\uXXXX` escapes: the same strings to a parser, inert on a screen.
package enum JSONText {
    package static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        // Foundation on Linux pretty-prints an empty array as "[", a blank line, "]". Raw line
        // breaks only occur between tokens (strings escape theirs), so this touches no value.
        let text = String(decoding: data, as: UTF8.self).replacing(/\[\n[ ]*\n[ ]*\]/, with: "[]")
        return escapingInvisibleControls(text)
    }

    /// Such characters only occur inside strings (they are not JSON's structure or whitespace),
    /// so escaping them keeps the document valid and its values equal.
    package static func escapingInvisibleControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisibleControl) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isInvisibleControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
