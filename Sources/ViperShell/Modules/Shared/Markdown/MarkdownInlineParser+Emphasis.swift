import ItemsDomain
import ShellKit

/// Emphasis (`*`, `_`, `**`, `__`) and the character classes it needs, for `MarkdownInlineParser`.
extension MarkdownInlineParser {
    // MARK: - Emphasis

    /// Emphasis opened by the delimiter run of `length` at `index`: up to three delimiters are
    /// used (the rest stay literal), closed by the next run of as many (or of three or more)
    /// that follows non-space text.
    func emphasis(in text: Characters, at index: Int, length: Int, memo: MarkdownInlineScanMemo)
        -> (content: Characters, traits: MarkdownInlineTraits, delimiterLength: Int, end: Int)? {
        let delimiter = text[index]
        let used = min(length, 3)
        let contentStart = index + length
        guard contentStart < text.endIndex, !text[contentStart].isWhitespace else { return nil }
        if delimiter == "_", index > text.startIndex, Self.isWordCharacter(text[index - 1]) { return nil }
        let key = String(repeating: delimiter, count: used)
        if let never = memo.emphasisNeverClosesFrom[key], never <= contentStart { return nil }
        var cursor = contentStart
        while cursor < text.endIndex {
            let character = text[cursor]
            if character == "\\" {
                cursor += 2
                continue
            }
            if character == "`" {
                cursor = codeSpan(in: text, at: cursor, memo: memo)?.end ?? cursor + runLength(of: "`", in: text, at: cursor)
                continue
            }
            guard character == delimiter else {
                cursor += 1
                continue
            }
            let closing = runLength(of: delimiter, in: text, at: cursor)
            let end = cursor + closing
            let afterIsWord = end < text.endIndex && Self.isWordCharacter(text[end])
            if !text[cursor - 1].isWhitespace, closing == used || closing >= 3, closing >= used,
               !(delimiter == "_" && afterIsWord) {
                let traits: MarkdownInlineTraits = switch used {
                case 1: .italic
                case 2: .bold
                default: [.bold, .italic]
                }
                return (text[contentStart..<(end - used)], traits, used, end)
            }
            cursor = end
        }
        memo.emphasisNeverClosesFrom[key] = min(contentStart, memo.emphasisNeverClosesFrom[key] ?? .max)
        return nil
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    static func isEscapable(_ character: Character) -> Bool {
        character.isASCII && (character.isPunctuation || character.isSymbol)
    }
}
