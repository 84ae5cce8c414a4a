/// Markdown prose as one line of plain text for a snippet: headings', quotes' and lists'
/// markers, emphasis, code spans' backticks, HTML tags, table pipes and link targets dropped
/// (a link keeps its text, an image its alternative text; reference definitions go), every run of
/// blanks one space.
package enum SnippetPlainText {
    package static func of(_ markdown: String) -> String {
        var result = ""
        result.reserveCapacity(markdown.utf8.count)
        for line in markdown.split(whereSeparator: \.isNewline) where !isReferenceDefinition(line) {
            let text = inline(withoutBlockMarkers(line))
            guard !text.isEmpty, !isRule(text) else { continue }
            if !result.isEmpty { result.append(" ") }
            result.append(contentsOf: text)
        }
        return result
    }

    /// The line without its indentation and its heading, quote or list marker.
    private static func withoutBlockMarkers(_ line: Substring) -> Substring {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        while let first = rest.first, first == ">" { rest = rest.dropFirst().drop { $0 == " " } }
        if rest.first == "#" {
            let hashes = rest.prefix { $0 == "#" }
            if hashes.count <= 6, rest.dropFirst(hashes.count).first.map({ $0 == " " }) ?? true {
                return rest.dropFirst(hashes.count).drop { $0 == " " }
            }
        }
        if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " {
            return rest.dropFirst(2)
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let after = rest.dropFirst(digits.count)
            if let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " " {
                return after.dropFirst(2)
            }
        }
        if rest.hasPrefix(":::") { return "" }
        return rest
    }

    /// `[1]: https://…`, a link reference definition: an address, nothing to read.
    private static func isReferenceDefinition(_ line: Substring) -> Bool {
        let rest = line.drop { $0 == " " }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return false }
        return rest[close...].dropFirst().first == ":"
    }

    /// A table's delimiter row or a thematic break: dashes, colons, pipes and blanks only.
    private static func isRule(_ text: String) -> Bool {
        text.allSatisfy { "-:|=*_ ".contains($0) }
    }

    /// The line's inline Markdown reduced to its text.
    private static func inline(_ line: Substring) -> String {
        var out = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            switch character {
            case "!" where line[line.index(after: index)...].first == "[":
                index = line.index(after: index)
                continue
            case "[":
                // `[text](target)` and `[text][reference]`: the text stays, the target goes.
                if let close = line[index...].firstIndex(of: "]"), line.index(after: close) < line.endIndex,
                    let closing: Character = ["(": ")", "[": "]"][line[line.index(after: close)]],
                    let end = line[line.index(after: close)...].firstIndex(of: closing)
                {
                    out += line[line.index(after: index)..<close]
                    index = line.index(after: end)
                    continue
                }
                out.append(character)
            case "<":
                // An HTML tag (`<br>`, `</details>`) goes; a lone `<` stays.
                let next = line.index(after: index)
                if next < line.endIndex, line[next].isLetter || line[next] == "/" || line[next] == "!",
                    let close = line[index...].firstIndex(of: ">")
                {
                    out.append(" ")
                    index = line.index(after: close)
                    continue
                }
                out.append(character)
            case "`", "|": out.append(character == "|" ? " " : "")
            case "*", "~":
                // Emphasis and strikethrough marks come in runs; a lone `*` in text stays.
                let run = line[index...].prefix { $0 == character }
                if run.count == 1 && character == "*" && out.last.map({ $0 != " " }) ?? false {
                    out.append(character)
                }
                index = line.index(index, offsetBy: run.count)
                continue
            case "\t": out.append(" ")
            default: out.append(character)
            }
            index = line.index(after: index)
        }
        return collapsed(out)
    }

    private static func collapsed(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var blank = true
        for character in text {
            if character == " " {
                if !blank { out.append(" ") }
                blank = true
            } else {
                out.append(character)
                blank = false
            }
        }
        while out.last == " " { out.removeLast() }
        return out
    }
}
