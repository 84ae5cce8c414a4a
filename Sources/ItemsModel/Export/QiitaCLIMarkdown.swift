/// An item as qiita-cli keeps an article in `public/*.md`: its front matter (the fields and
/// order of qiita-cli's `FileContent.toSaveFormat`, written as its js-yaml writes them) and the
/// body byte for byte after it, so the file can be edited and published with `qiita-cli`. The
/// catalogue keeps neither `private` nor the organization (the public listings hold public items):
/// they are written as `false` and `null`.
package enum QiitaCLIMarkdown {
    /// The fields in the order qiita-cli writes them.
    package static let fields = [
        "title", "tags", "private", "updated_at", "id", "organization_url_name", "slide", "ignorePublish",
    ]

    package static func document(for item: QiitaItem) -> String {
        var lines = ["---", "title: " + scalar(item.title)]
        if item.tags.isEmpty {
            lines.append("tags: []")
        } else {
            lines.append("tags:")
            lines += item.tags.map { "  - " + scalar($0.name) }
        }
        lines += [
            "private: false", "updated_at: " + quoted(item.updatedAt), "id: " + scalar(item.id),
            "organization_url_name: null", "slide: false",
            "ignorePublish: false", "---",
        ]
        // gray-matter reads the body as everything after the closing line: nothing is added to it.
        return lines.joined(separator: "\n") + "\n" + item.body
    }

    /// A YAML scalar as js-yaml's safeDump writes a string: plain when that reads back as the same
    /// string, else single-quoted (a `'` doubled), or double-quoted with escapes when it holds
    /// control characters.
    package static func scalar(_ text: String) -> String {
        if text.unicodeScalars.contains(where: {
            $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
        }) {
            return doubleQuoted(text)
        }
        return needsQuotes(text) ? quoted(text) : text
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "''") + "'"
    }

    static func doubleQuoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    escaped += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }

    /// Whether a plain scalar would read as something else than this string (YAML 1.1, as js-yaml
    /// reads: booleans, null, numbers, timestamps) or not parse (indicators, `: `, ` #`).
    static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return true }
        if first == " " || last == " " { return true }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) { return true }
        if text.contains(": ") || text.contains(" #") || last == ":" { return true }
        let lowered = text.lowercased()
        let special: Set<String> = [
            "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", ".nan", ".inf", "-.inf", "+.inf",
        ]
        if special.contains(lowered) { return true }
        if looksNumeric(text) { return true }
        return false
    }

    /// Integers (decimal, 0x, 0o, 0b, with `_`), floats (with exponents), sexagesimal, and dates.
    static func looksNumeric(_ text: String) -> Bool {
        let body = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        guard let first = body.first else { return false }
        if first.isNumber || first == "." {
            let allowed = Set("0123456789abcdefABCDEFxXoObB_.:eE+-TtZz ")
            return body.allSatisfy { allowed.contains($0) }
        }
        return false
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
