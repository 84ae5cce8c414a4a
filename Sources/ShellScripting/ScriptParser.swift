import ShellKit

/// Turns a script's text into commands, and a `-c` argument into its `;`-separated commands.
///
/// Script rules:
/// - one command per line; LF and CRLF line endings; a UTF-8 BOM at the very start is ignored;
/// - a line that is blank, or whose first non-blank character is `#`, is skipped (only whole-line
///   comments: a `#` later in a line is ordinary text);
/// - a line ending in a backslash that is outside quotes and not itself escaped continues onto the
///   next line: the backslash and the line break are removed and the next line is appended as is,
///   leading whitespace included (`a \` + `  b` gives `a   b`; `a\` + `b` gives `ab`). A
///   continuation line is always part of the command, even when it is blank or starts with `#`;
/// - a continuation on the last line just ends the command (its backslash is dropped).
///
/// The text is not trimmed and not expanded: `VariableExpander` and the tokenizer come later.
public enum ScriptParser {
    public static func parse(_ text: String, sourceName: String) -> [ScriptCommand] {
        var assembler = ScriptCommandAssembler(sourceName: sourceName)
        var commands = lines(of: text).enumerated().compactMap { index, line in assembler.add(line, number: index + 1) }
        if let last = assembler.finish() { commands.append(last) }
        return commands
    }

    /// The lines of a script or transcript: a leading UTF-8 BOM ignored, LF and CRLF endings,
    /// no empty line after a final line break.
    package static func lines(of text: String) -> [Substring] {
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        var lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Splits a `-c` argument on each `;` that is outside quotes and not escaped, trims the
    /// unquoted, unescaped whitespace around each command and drops empty ones. Quotes and
    /// backslashes are kept for the tokenizer (`a\;b` stays one command, `a\;b`).
    public static func splitCommands(_ argument: String) -> [String] {
        var commands: [String] = []
        var current = ""
        var trailingBlanks = ""
        var tracker = QuoteTracker()
        for character in argument {
            let role = tracker.advance(over: character)
            if role == .unquoted, character == ";" {
                if !current.isEmpty { commands.append(current) }
                current = ""
                trailingBlanks = ""
            } else if role == .unquoted, character.isWhitespace {
                if !current.isEmpty { trailingBlanks.append(character) }
            } else {
                current += trailingBlanks
                current.append(character)
                trailingBlanks = ""
            }
        }
        if !current.isEmpty { commands.append(current) }
        return commands
    }

    package static func isSkipped(_ line: Substring) -> Bool {
        guard let first = line.first(where: { !$0.isWhitespace }) else { return true }
        return first == "#"
    }
}

extension ScriptParser {
    /// Follows the command-line tokenizer's quoting rules one character at a time, so callers can
    /// tell which characters the tokenizer will read as syntax and which as plain text.
    package struct QuoteTracker {
        /// Where the tracker stands between characters.
        package enum Context: Equatable { case unquoted, singleQuoted, doubleQuoted }

        /// How the tokenizer reads one character.
        package enum Role: Equatable {
            /// Outside quotes and not escaped: whitespace, `;` and `${` are live here.
            case unquoted
            /// Inside `'…'`: always literal.
            case singleQuoted
            /// Inside `"…"` and not escaped: `${` is live here.
            case doubleQuoted
            /// Right after an escaping backslash: literal.
            case escaped
            /// A quote mark or an escaping backslash.
            case syntax
        }

        private(set) var context = Context.unquoted
        private(set) var isEscaping = false
        /// Outside quotes, the character before was a letter or a digit (or an apostrophe after
        /// one): a `'` here is an apostrophe, plain text (`CommandLineTokenizer`'s rule).
        private var afterWordCharacter = false

        /// The last character was a backslash outside quotes that has nothing to escape yet.
        package var isContinuingLine: Bool { isEscaping && context == .unquoted }

        package mutating func advance(over character: Character) -> Role {
            if isEscaping {
                isEscaping = false
                if context == .unquoted { afterWordCharacter = CommandLineTokenizer.isApostropheContext(character) }
                return .escaped
            }
            switch context {
            case .singleQuoted:
                if character == "'" { context = .unquoted; return .syntax }
                return .singleQuoted
            case .doubleQuoted:
                if character == "\"" { context = .unquoted; return .syntax }
                if character == "\\" { isEscaping = true; return .syntax }
                return .doubleQuoted
            case .unquoted:
                if character == "'" && afterWordCharacter { return .unquoted }
                if character == "'" { context = .singleQuoted; afterWordCharacter = false; return .syntax }
                if character == "\"" { context = .doubleQuoted; afterWordCharacter = false; return .syntax }
                // The escaped character decides what a `'` after it is (a line continuation
                // leaves it as it was before the backslash, as the joined line reads).
                if character == "\\" { isEscaping = true; return .syntax }
                afterWordCharacter = CommandLineTokenizer.isApostropheContext(character)
                return .unquoted
            }
        }

        /// Forgets a trailing escaping backslash (a removed line continuation).
        package mutating func dropPendingEscape() {
            isEscaping = false
        }
    }
}
