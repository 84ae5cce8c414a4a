/// The passage of an article's body that best matches a search, as shown under its row: plain
/// text in parts, the query's words marked.
package struct ItemSnippet: Sendable, Equatable, Hashable {
    /// A run of the passage: a word of the query or the text between.
    package struct Part: Sendable, Equatable, Hashable {
        package var text: String
        package var isMatch: Bool

        package init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    package var parts: [Part]

    package init(parts: [Part]) {
        self.parts = parts
    }

    /// The passage with its matches in «» (without colour, and in `--json`).
    package var marked: String {
        parts.map { $0.isMatch ? "«" + $0.text + "»" : $0.text }.joined()
    }

    /// The passage as plain text.
    package var text: String { parts.map(\.text).joined() }
}
