/// One word of a command line: its value (quotes and escapes resolved, what a command reads)
/// and where it was typed, so a message can point back into the line.
public struct CommandWord: Equatable, Sendable {
    /// The word's value: `'a b'` is `a b`, `it\'s` is `it's`.
    public let text: String
    /// The word as typed, quotes and backslashes kept (`title:"a b"`): what the query syntax reads.
    public let typed: String
    /// Where the word lies in the line, in `Character`s from 0 (a column is `lowerBound + 1`).
    public let span: Range<Int>

    public init(text: String, typed: String, span: Range<Int>) {
        self.text = text
        self.typed = typed
        self.span = span
    }

    /// A word typed as it reads (no quote or escape in it) at `start`.
    public init(_ text: String, at start: Int) {
        self.init(text: text, typed: text, span: start..<(start + text.count))
    }
}
