import ShellKit

/// Expands `${NAME}` and `${NAME:-default}` in one script command.
///
/// - `NAME` is `[A-Za-z_][A-Za-z0-9_]*`; a `$` not followed by `{` is literal.
/// - `${NAME:-default}` uses the default when `NAME` is unset or empty. The default is literal text
///   up to the matching `}`: it may contain spaces and quotes (they are ordinary characters there)
///   and nested references (`${A:-${B:-none}}`), and is only evaluated when it is used. `\${…}`
///   inside a default is a literal `${…}`.
/// - `.commandLine`: the result is meant for the command-line tokenizer and reads back exactly as
///   the value. Inside `'…'` nothing is expanded; inside `"…"` the value's `"`, `\` and `$` are
///   backslash-escaped; outside quotes its whitespace, quotes, `\`, `;` and `$` are, so a value
///   with spaces stays one word (an empty value outside quotes yields no word, as in `sh`; write
///   `"${NAME}"` to keep an empty word). `\${…}` is left as is, which the tokenizer reads as `${…}`.
/// - `.verbatim` (a password line, whose whole text is the secret): quotes mean nothing, values
///   are inserted as is, and `\${` becomes a literal `${`; any other backslash is kept.
public enum VariableExpander {
    /// How the text around the references is read.
    public enum Mode: Equatable, Sendable {
        case commandLine
        case verbatim
    }

    public static func expand(_ text: String, environment: [String: String], mode: Mode) throws(ScriptError) -> String {
        let characters = Array(text)
        var output = ""
        var tracker = ScriptParser.QuoteTracker()
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if mode == .verbatim, startsEscapedReference(characters, at: index) {
                output += "${"
                index += 3
                continue
            }
            let role: ScriptParser.QuoteTracker.Role = mode == .verbatim ? .unquoted : tracker.advance(over: character)
            if role == .unquoted || role == .doubleQuoted, startsReference(characters, at: index) {
                let (reference, end) = try parseReference(characters, at: index)
                let value = try value(of: reference, environment: environment)
                output += mode == .verbatim ? value : escaped(value, inDoubleQuotes: role == .doubleQuoted)
                index = end
                continue
            }
            output.append(character)
            index += 1
        }
        return output
    }

    /// A parsed `${NAME}` or `${NAME:-default}`.
    private struct Reference {
        package let name: String
        package let fallback: [Piece]?
    }

    /// One part of a default: literal text or a nested reference.
    private enum Piece {
        case literal(String)
        case reference(Reference)
    }

    private static func startsReference(_ characters: [Character], at index: Int) -> Bool {
        characters[index] == "$" && index + 1 < characters.count && characters[index + 1] == "{"
    }

    private static func startsEscapedReference(_ characters: [Character], at index: Int) -> Bool {
        characters[index] == "\\" && index + 1 < characters.count && startsReference(characters, at: index + 1)
    }

    /// Parses the reference whose `$` is at `start`; returns it and the index just past its `}`.
    private static func parseReference(_ characters: [Character], at start: Int) throws(ScriptError) -> (Reference, Int)
    {
        var index = start + 2
        while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
        let name = String(characters[(start + 2)..<index])
        guard let first = name.first, !first.isNumber, index < characters.count else {
            throw malformed(characters, from: start)
        }
        if characters[index] == "}" { return (Reference(name: name, fallback: nil), index + 1) }
        guard characters[index] == ":", index + 1 < characters.count, characters[index + 1] == "-" else {
            throw malformed(characters, from: start)
        }
        index += 2
        var pieces: [Piece] = []
        var literal = ""
        var literalBraces = 0
        while index < characters.count {
            let character = characters[index]
            if startsEscapedReference(characters, at: index) {
                literal += "${"
                literalBraces += 1
                index += 3
            } else if startsReference(characters, at: index) {
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                let (nested, end) = try parseReference(characters, at: index)
                pieces.append(.reference(nested))
                index = end
            } else if character == "}", literalBraces == 0 {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                return (Reference(name: name, fallback: pieces), index + 1)
            } else {
                if character == "}" { literalBraces -= 1 }
                literal.append(character)
                index += 1
            }
        }
        throw .badVariable(String(characters[start...]))
    }

    private static func value(of reference: Reference, environment: [String: String]) throws(ScriptError) -> String {
        let value = environment[reference.name]
        if let value, !value.isEmpty { return value }
        if let fallback = reference.fallback {
            var text = ""
            for piece in fallback {
                switch piece {
                case let .literal(literal): text += literal
                case let .reference(nested): text += try self.value(of: nested, environment: environment)
                }
            }
            return text
        }
        if let value { return value }
        throw .unsetVariable(name: reference.name)
    }

    /// Backslash-escapes what the tokenizer would otherwise read as syntax at that spot.
    private static func escaped(_ value: String, inDoubleQuotes: Bool) -> String {
        var text = ""
        for character in value {
            let isSpecial =
                inDoubleQuotes
                ? character == "\"" || character == "\\" || character == "$"
                : character.isWhitespace || "'\"\\;$".contains(character)
            if isSpecial { text.append("\\") }
            text.append(character)
        }
        return text
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    /// The malformed text: from `${` through the next `}`, or to the end when there is none.
    private static func malformed(_ characters: [Character], from start: Int) -> ScriptError {
        let rest = characters[start...]
        let end = rest.firstIndex(of: "}").map { $0 + 1 } ?? characters.count
        return .badVariable(String(characters[start..<end]))
    }
}
