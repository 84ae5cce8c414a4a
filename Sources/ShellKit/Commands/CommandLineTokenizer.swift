/// Splits one command line into words, shell style: whitespace separates words; `'…'` is
/// literal; `"…"` allows `\"`, `\\` and `\$` escapes (other backslashes stay); outside quotes
/// `\x` is a literal x. An unbalanced quote is an error.
///
/// A `'` right after an unquoted letter or digit is an apostrophe, part of the word (`it's`,
/// `don't`, `title:it's`, `rock'n'roll`): English is searched as typed. Anywhere else it opens a
/// quote as in sh (`'a b'`, `tag:'a b'`, `NAME='a b'`, `'it'\''s'`). `"` opens a quote anywhere,
/// since the query syntax groups with it inside a term (`title:"a b"`).
public enum CommandLineTokenizer {
    /// The words' values (see `words(in:)` for where each was typed).
    public static func tokenize(_ line: String) throws(CommandLineError) -> [String] {
        try words(in: line).map(\.text)
    }

    /// The words of `line`, each with its value, its typed text and its span, read one
    /// character at a time.
    public static func words(in line: String) throws(CommandLineError) -> [CommandWord] {
        let characters = Array(line)
        var words: [CommandWord] = []
        var current = ""
        var inWord = false
        var wordStart = 0
        func endWord(at end: Int) {
            // Character by character: String's generic initializer from a sequence of Characters
            // would ask the runtime for the slice's conformances, a scan of every conformance
            // record at the first command.
            var typed = ""
            for character in characters[wordStart..<end] { typed.append(character) }
            words.append(CommandWord(text: current, typed: typed, span: wordStart..<end))
            current = ""
            inWord = false
        }
        func startWord(at offset: Int) {
            if !inWord { wordStart = offset }
            inWord = true
        }
        // The character before is a letter or a digit outside quotes (or an apostrophe after one):
        // a `'` here is an apostrophe.
        var afterWordCharacter = false
        var quote: Character?
        var quoteStart = 0
        var iterator = characters.enumerated().makeIterator()
        while let (offset, character) = iterator.next() {
            switch quote {
            case "'":
                if character == "'" { quote = nil } else { current.append(character) }
            case "\"":
                if character == "\"" {
                    quote = nil
                } else if character == "\\" {
                    if let (_, next) = iterator.next() {
                        if next != "\"" && next != "\\" && next != "$" { current.append("\\") }
                        current.append(next)
                    } else {
                        current.append("\\")
                    }
                } else {
                    current.append(character)
                }
            default:
                if isSeparator(character) {
                    if inWord { endWord(at: offset) }
                    afterWordCharacter = false
                } else if character == "'" && afterWordCharacter {
                    // An apostrophe: the next `'` is one too (`o''clock`).
                    current.append(character)
                } else if character == "'" || character == "\"" {
                    quote = character
                    quoteStart = offset
                    startWord(at: offset)
                    // What follows the closing quote starts afresh: `'a''b'` is `ab`, as in sh.
                    afterWordCharacter = false
                } else if character == "\\" {
                    startWord(at: offset)
                    let next = iterator.next()?.element
                    if let next { current.append(next) }
                    // An escaped quote is no letter: `'it'\''s'` reads `it's`, as in sh.
                    afterWordCharacter = next.map(isApostropheContext) ?? false
                } else {
                    startWord(at: offset)
                    current.append(character)
                    afterWordCharacter = isApostropheContext(character)
                }
            }
        }
        if let quote { throw .unbalancedQuote(quote: quote, column: quoteStart + 1) }
        if inWord { endWord(at: characters.count) }
        return words
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{3000}"
    }

    /// Whether a `'` right after `character` (outside quotes) is an apostrophe rather than an
    /// opening quote: after a letter or a digit in any script (`it's`, `5'`, `l'été`). Another
    /// apostrophe may follow an apostrophe (`o''clock`). `ScriptParser.QuoteTracker` must agree.
    public static func isApostropheContext(_ character: Character) -> Bool {
        // ASCII first: the Unicode property lookups cost a tenth of reading a script's line.
        if let ascii = character.asciiValue {
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }
}

/// A command line that cannot be split into words.
public enum CommandLineError: Error, Equatable, Sendable {
    case unbalancedQuote(quote: Character, column: Int)

    public var message: Message {
        switch self {
        case let .unbalancedQuote(quote, column):
            Message(ShellMessage.commandUnbalancedQuote, String(quote), String(column))
        }
    }
}
