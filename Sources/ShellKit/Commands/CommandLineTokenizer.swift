/// Splits one command line into words, shell style: whitespace separates words; `'…'` is
/// literal; `"…"` allows `\"`, `\\` and `\$` escapes (other backslashes stay); outside quotes
/// `\x` is a literal x. An unbalanced quote is an error.
public enum CommandLineTokenizer {
    public static func tokenize(_ line: String) throws(CommandLineError) -> [String] {
        // No quote or backslash: the words are the runs between separators.
        if !line.utf8.contains(where: isQuotingByte) {
            // In ASCII every byte is a character of its own (a CR LF pair is never split: neither
            // byte separates words).
            if line.utf8.allSatisfy({ $0 < 0x80 }) {
                return line.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).map { String(Substring($0)) }
            }
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }).map(String.init)
        }
        return try tokenizeWalking(line)
    }

    /// A byte that quotes or escapes (a quote mark or a backslash): a line without any is words
    /// and separators only, and leaves the script's quote tracker where it was.
    package static func isQuotingByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// `tokenize` one character at a time, for any line (its quick paths are held to this).
    static func tokenizeWalking(_ line: String) throws(CommandLineError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var quoteStart = 0
        var iterator = Array(line).enumerated().makeIterator()
        while let (offset, character) = iterator.next() {
            switch quote {
            case "'":
                if character == "'" { quote = nil } else { current.append(character) }
            case "\"":
                if character == "\"" {
                    quote = nil
                } else if character == "\\" {
                    if let (_, next) = iterator.next() {
                        if next == "\"" || next == "\\" || next == "$" { current.append(next) } else { current.append("\\"); current.append(next) }
                    } else {
                        current.append("\\")
                    }
                } else {
                    current.append(character)
                }
            default:
                if character == " " || character == "\t" || character == "\u{3000}" {
                    if inWord { words.append(current); current = ""; inWord = false }
                } else if character == "'" || character == "\"" {
                    quote = character
                    quoteStart = offset
                    inWord = true
                } else if character == "\\" {
                    inWord = true
                    if let (_, next) = iterator.next() { current.append(next) }
                } else {
                    inWord = true
                    current.append(character)
                }
            }
        }
        if let quote { throw .unbalancedQuote(quote: quote, column: quoteStart + 1) }
        if inWord { words.append(current) }
        return words
    }
}

/// A command line that cannot be split into words.
public enum CommandLineError: Error, Equatable, Sendable {
    case unbalancedQuote(quote: Character, column: Int)

    public var message: Message {
        switch self {
        case let .unbalancedQuote(quote, column): Message(.commandUnbalancedQuote, String(quote), String(column))
        }
    }
}
