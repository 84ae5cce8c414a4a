import ShellKit

/// When a term must be printed in quotes so that parsing the canonical text gives it back.
package enum ItemQueryQuoting {
    package static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }

    /// A qualifier's value: quoted when it holds a separator or ends with `)` (which, bare,
    /// reads as a grouping parenthesis).
    package static func valueText(_ value: String) -> String {
        value.contains(where: \.isWhitespace) || value.hasSuffix(")") ? quoted(value) : value
    }

    /// A bare word needs quotes when, unquoted, it would read as something else: it holds a
    /// separator or a quote, looks like `name:value`, starts with `(` or ends with `)` (a
    /// grouping parenthesis, which the syntax refuses), or (unless a `-` precedes it) starts
    /// with `-` or is the `OR` or `AND` operator.
    package static func needsQuotes(_ word: String, afterMinus: Bool) -> Bool {
        word.isEmpty
            || word.contains { $0.isWhitespace || $0 == "\"" }
            || word.hasPrefix("(") || word.hasSuffix(")")
            || ItemQueryToken.qualifierName(in: Substring(word)) != nil
            || (!afterMinus && (word.hasPrefix("-") || word == "OR" || word == "AND"))
    }
}
