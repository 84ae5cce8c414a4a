import ShellKit

/// The text `/` searches in a document, and the way from a match back to the screen: the lines
/// it covers and the columns on each. Made by `ReaderTextBuilder` from the article's layout (one
/// text per block, so a pattern matches across a wrapped or hard-broken line) or line by line.
struct ReaderText: Sendable {
    /// What is searched (UTF-8 offsets are what matches and `segments` speak of).
    let text: String
    /// The lines a UTF-8 range of `text` covers, with the columns it covers on each.
    let segments: @Sendable (Range<Int>) -> [ReaderTextSegment]
    /// The line that holds a UTF-8 offset of `text`.
    let lineContaining: @Sendable (Int) -> Int
    /// `text` prepared per case rule, made on the first search of each.
    private var folded: [Bool: FoldedText] = [:]

    init(
        text: String, segments: @escaping @Sendable (Range<Int>) -> [ReaderTextSegment],
        lineContaining: @escaping @Sendable (Int) -> Int
    ) {
        self.text = text
        self.segments = segments
        self.lineContaining = lineContaining
    }

    /// Every match of `pattern` (ignoring case unless it has a capital), in order.
    mutating func matches(of pattern: String) -> [Range<Int>] {
        guard !pattern.isEmpty else { return [] }
        let ignoresCase = LiteralSearch.ignoresCase(pattern)
        let prepared = folded[ignoresCase] ?? FoldedText(text, ignoringCase: ignoresCase)
        folded[ignoresCase] = prepared
        return LiteralSearch.matches(of: pattern, in: prepared, ignoringCase: ignoresCase)
    }
}

/// Part of a match on one line: the line and the display columns.
struct ReaderTextSegment: Equatable, Sendable {
    let line: Int
    let columns: Range<Int>
}
