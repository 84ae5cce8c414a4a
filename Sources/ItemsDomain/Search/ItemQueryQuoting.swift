import ShellKit

/// When a term must be printed in quotes so that parsing the canonical text gives it back.
package enum ItemQueryQuoting {
    package static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }

    /// A qualifier's value: quoted when it holds a separator.
    package static func valueText(_ value: String) -> String {
        value.contains(where: \.isWhitespace) ? quoted(value) : value
    }

    /// A bare word needs quotes when, unquoted, it would read as something else: it holds a
    /// separator or a quote, looks like `name:value`, or (unless a `-` precedes it) starts
    /// with `-` or is the `OR` operator.
    package static func needsQuotes(_ word: String, afterMinus: Bool) -> Bool {
        word.isEmpty
            || word.contains { $0.isWhitespace || $0 == "\"" }
            || ItemQueryToken.qualifierName(in: Substring(word)) != nil
            || (!afterMinus && (word.hasPrefix("-") || word == "OR"))
    }
}
