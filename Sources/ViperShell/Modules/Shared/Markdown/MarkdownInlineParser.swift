import ShellKit
import ItemsDomain

/// Resolves inline Markdown into runs of text with traits: `**bold**`/`__bold__`, `*em*`/`_em_`
/// (`***both***`), `` `code` `` (kept with its backticks), links `[text](url)` → `text <url>`,
/// images `![alt](url)` → `[image: alt] <url>`, autolinks `<https://…>` kept, backslash escapes.
/// Underscores inside words (`snake_case`) are not emphasis. Anything unmatched stays literal,
/// and so does everything nested deeper than `maximumNesting` (hostile input cannot exhaust the stack).
package struct MarkdownInlineParser {
    package static let maximumNesting = 16

    /// How deep inside emphasis, link text or image text this parser works.
    package var nesting = 0

    package func parse(_ text: String, traits: MarkdownInlineTraits = []) -> [MarkdownInlineRun] {
        var runs: [MarkdownInlineRun] = []
        parse(Array(text)[...], traits: traits, into: &runs)
        return runs
    }

    typealias Characters = ArraySlice<Character>

    private func parse(_ text: Characters, traits: MarkdownInlineTraits, into runs: inout [MarkdownInlineRun]) {
        guard nesting < Self.maximumNesting else {
            append(String(text), traits, to: &runs)
            return
        }
        let memo = MarkdownInlineScanMemo()
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\\":
                let next = index + 1
                if next < text.endIndex, Self.isEscapable(text[next]) {
                    append(String(text[next]), traits, to: &runs)
                    index += 2
                } else {
                    append("\\", traits, to: &runs)
                    index += 1
                }
            case "`":
                if let span = codeSpan(in: text, at: index, memo: memo) {
                    append("`" + span.content + "`", traits.union(.code), to: &runs)
                    index = span.end
                } else {
                    let length = runLength(of: "`", in: text, at: index)
                    append(String(repeating: "`", count: length), traits, to: &runs)
                    index += length
                }
            case "!" where index + 1 < text.endIndex && text[index + 1] == "[":
                if let image = link(in: text, at: index + 1, memo: memo) {
                    let alt = resolved(image.label, traits: traits).map(\.text).joined()
                    append(alt.isEmpty ? "[image]" : "[image: \(alt)]", traits, to: &runs)
                    if !image.url.isEmpty {
                        append(" ", traits, to: &runs)
                        append("<\(image.url)>", traits.union(.linkTarget), to: &runs)
                    }
                    index = image.end
                } else {
                    append("!", traits, to: &runs)
                    index += 1
                }
            case "[":
                if let link = link(in: text, at: index, memo: memo) {
                    appendLink(link, traits: traits, to: &runs)
                    index = link.end
                } else {
                    append("[", traits, to: &runs)
                    index += 1
                }
            case "<":
                if let end = autolinkEnd(in: text, at: index) {
                    append(String(text[index..<end]), traits.union(.linkTarget), to: &runs)
                    index = end
                } else {
                    append("<", traits, to: &runs)
                    index += 1
                }
            case "*", "_":
                let length = runLength(of: character, in: text, at: index)
                if let emphasis = emphasis(in: text, at: index, length: length, memo: memo) {
                    let literal = length - emphasis.delimiterLength
                    if literal > 0 { append(String(repeating: character, count: literal), traits, to: &runs) }
                    MarkdownInlineParser(nesting: nesting + 1).parse(emphasis.content, traits: traits.union(emphasis.traits), into: &runs)
                    index = emphasis.end
                } else {
                    append(String(repeating: character, count: length), traits, to: &runs)
                    index += length
                }
            default:
                append(String(character), traits, to: &runs)
                index += 1
            }
        }
    }

    private func resolved(_ text: Characters, traits: MarkdownInlineTraits) -> [MarkdownInlineRun] {
        var runs: [MarkdownInlineRun] = []
        MarkdownInlineParser(nesting: nesting + 1).parse(text, traits: traits, into: &runs)
        return runs
    }

    private func append(_ text: String, _ traits: MarkdownInlineTraits, to runs: inout [MarkdownInlineRun]) {
        if let last = runs.indices.last, runs[last].traits == traits {
            runs[last].text += text
        } else {
            runs.append(MarkdownInlineRun(text: text, traits: traits))
        }
    }

    private func appendLink(_ link: Link, traits: MarkdownInlineTraits, to runs: inout [MarkdownInlineRun]) {
        let label = resolved(link.label, traits: traits.union(.linkText))
        let labelText = label.map(\.text).joined()
        if link.url.isEmpty {
            for run in label { append(run.text, run.traits, to: &runs) }
            return
        }
        if labelText != link.url {
            for run in label { append(run.text, run.traits, to: &runs) }
            if !labelText.isEmpty { append(" ", traits, to: &runs) }
        }
        append("<\(link.url)>", traits.union(.linkTarget), to: &runs)
    }

    // MARK: - Code spans

    func runLength(of character: Character, in text: Characters, at index: Int) -> Int {
        var end = index
        while end < text.endIndex, text[end] == character { end += 1 }
        return end - index
    }

    /// A code span opening at `index`: its content (one space trimmed from each side when both
    /// are spaces) and the index after its closing backticks.
    func codeSpan(in text: Characters, at index: Int, memo: MarkdownInlineScanMemo) -> (content: String, end: Int)? {
        let length = runLength(of: "`", in: text, at: index)
        var cursor = index + length
        if let never = memo.codeSpanNeverClosesFrom[length], never <= cursor { return nil }
        while cursor < text.endIndex {
            guard text[cursor] == "`" else {
                cursor += 1
                continue
            }
            let closing = runLength(of: "`", in: text, at: cursor)
            if closing == length {
                var content = text[(index + length)..<cursor]
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = content.dropFirst().dropLast()
                }
                return (String(content), cursor + closing)
            }
            cursor += closing
        }
        memo.codeSpanNeverClosesFrom[length] = min(index + length, memo.codeSpanNeverClosesFrom[length] ?? .max)
        return nil
    }

    // MARK: - Links

    /// A link's parts: `[label](url "title")`, the title dropped.
    private struct Link {
        package let label: Characters
        package let url: String
        package let end: Int
    }

    private func link(in text: Characters, at open: Int, memo: MarkdownInlineScanMemo) -> Link? {
        guard let close = closingBracket(in: text, from: open, memo: memo) else { return nil }
        var cursor = close + 1
        guard cursor < text.endIndex, text[cursor] == "(" else { return nil }
        cursor += 1
        let text = text[..<min(text.endIndex, cursor + Self.maximumTargetLength)]
        skipSpaces(in: text, at: &cursor)
        var url = ""
        if cursor < text.endIndex, text[cursor] == "<" {
            cursor += 1
            while cursor < text.endIndex, text[cursor] != ">" {
                url.append(text[cursor])
                cursor += 1
            }
            guard cursor < text.endIndex else { return nil }
            cursor += 1
        } else {
            var depth = 0
            while cursor < text.endIndex, text[cursor] != " " {
                let character = text[cursor]
                if character == "(" {
                    depth += 1
                    guard depth <= 32 else { return nil }  // as cmark: bounds the cost of `[a]([a]([a](…`
                }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if character == "\\", cursor + 1 < text.endIndex, Self.isEscapable(text[cursor + 1]) {
                    cursor += 1
                }
                url.append(text[cursor])
                cursor += 1
            }
        }
        skipSpaces(in: text, at: &cursor)
        if cursor < text.endIndex, let closer = Self.titleCloser(text[cursor]) {
            cursor += 1
            while cursor < text.endIndex, text[cursor] != closer { cursor += 1 }
            guard cursor < text.endIndex else { return nil }
            cursor += 1
            skipSpaces(in: text, at: &cursor)
        }
        guard cursor < text.endIndex, text[cursor] == ")" else { return nil }
        return Link(label: text[(open + 1)..<close], url: url, end: cursor + 1)
    }

    /// How far past `(` a link's address and title may reach; bounds the cost of hostile input.
    private static let maximumTargetLength = 4096

    /// The `]` matching the `[` at `open`, nested brackets, escapes and code spans skipped.
    private func closingBracket(in text: Characters, from open: Int, memo: MarkdownInlineScanMemo) -> Int? {
        if let matches = memo.bracketMatches { return matches[open] }
        var matches: [Int: Int] = [:]
        var opens: [Int] = []
        var cursor = text.startIndex
        while cursor < text.endIndex {
            switch text[cursor] {
            case "\\":
                cursor += 2
                continue
            case "`":
                cursor = codeSpan(in: text, at: cursor, memo: memo)?.end ?? cursor + runLength(of: "`", in: text, at: cursor)
                continue
            case "[":
                opens.append(cursor)
            case "]":
                if let match = opens.popLast() { matches[match] = cursor }
            default:
                break
            }
            cursor += 1
        }
        memo.bracketMatches = matches
        return matches[open]
    }

    private func skipSpaces(in text: Characters, at cursor: inout Int) {
        while cursor < text.endIndex, text[cursor] == " " { cursor += 1 }
    }

    private static func titleCloser(_ character: Character) -> Character? {
        switch character {
        case "\"": "\""
        case "'": "'"
        case "(": ")"
        default: nil
        }
    }

    /// The index after an autolink such as `<https://qiita.com>` or `<mailto:a@b.jp>` at `index`.
    private func autolinkEnd(in text: Characters, at index: Int) -> Int? {
        var cursor = index + 1
        var scheme = 0
        while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isLetter || (scheme > 0 && "+.-".contains(text[cursor])) {
            scheme += 1
            cursor += 1
        }
        guard (2...32).contains(scheme), cursor < text.endIndex, text[cursor] == ":" else { return nil }
        while cursor < text.endIndex {
            let character = text[cursor]
            if character == ">" { return cursor + 1 }
            if character == "<" || character == " " { return nil }
            cursor += 1
        }
        return nil
    }
}
