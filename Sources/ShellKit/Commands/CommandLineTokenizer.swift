/// Splits one command line into words, shell style: whitespace separates words; `'…'` is
/// literal; `"…"` allows `\"`, `\\` and `\$` escapes (other backslashes stay); outside quotes
/// `\x` is a literal x. An unbalanced quote is an error.
///
/// A `'` right after an unquoted letter or digit is an apostrophe, part of the word (`it's`,
/// `don't`, `title:it's`, `rock'n'roll`): English is searched as typed. Anywhere else it opens a
/// quote as in sh (`'a b'`, `tag:'a b'`, `NAME='a b'`, `'it'\''s'`). `"` opens a quote anywhere,
/// since the query syntax groups with it inside a term (`title:"a b"`).
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

    /// Whether a `'` right after `character` (outside quotes) is an apostrophe rather than an
    /// opening quote: after a letter or a digit in any script (`it's`, `5'`, `l'été`). Another
    /// apostrophe may follow an apostrophe (`o''clock`). `ScriptParser.QuoteTracker` must agree.
    public static func isApostropheContext(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// `tokenize` one character at a time, for any line (its quick paths are held to this).
    static func tokenizeWalking(_ line: String) throws(CommandLineError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        // The character before is a letter or a digit outside quotes (or an apostrophe after one):
        // a `'` here is an apostrophe.
        var afterWordCharacter = false
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
                    afterWordCharacter = false
                } else if character == "'" && afterWordCharacter {
                    // An apostrophe: the next `'` is one too (`o''clock`).
                    current.append(character)
                } else if character == "'" || character == "\"" {
                    quote = character
                    quoteStart = offset
                    inWord = true
                    // What follows the closing quote starts afresh: `'a''b'` is `ab`, as in sh.
                    afterWordCharacter = false
                } else if character == "\\" {
                    inWord = true
                    let next = iterator.next()?.element
                    if let next { current.append(next) }
                    // An escaped quote is no letter: `'it'\''s'` reads `it's`, as in sh.
                    afterWordCharacter = next.map(isApostropheContext) ?? false
                } else {
                    inWord = true
                    current.append(character)
                    afterWordCharacter = isApostropheContext(character)
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
        case let .unbalancedQuote(quote, column): Message(ShellMessage.commandUnbalancedQuote, String(quote), String(column))
        }
    }
}
