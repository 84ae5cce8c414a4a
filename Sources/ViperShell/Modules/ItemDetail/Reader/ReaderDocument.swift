import ShellKit

/// One thing the reader shows: an article (its header, then its body) or its comments, laid out
/// at one width, with where its headings are, the reading time left below each line, and the
/// text `/` searches (made on the first search).
struct ReaderDocument {
    /// What the document holds.
    enum Kind: Equatable, Sendable { case article, comments }

    let kind: Kind
    /// The item's title, for the status line.
    let title: String
    /// The styled lines (SGR and OSC 8 as MarkdownTerminal writes them).
    let lines: [String]
    /// The headings, in order of their lines.
    let headings: [ReaderHeading]
    /// Minutes of reading from line `i` to the end (one more entry, 0, after the last line); nil
    /// until `measureReadingTime()`, which the reader calls after the first frame is on the screen
    /// (a pass over the whole text, as long as a third of the layout).
    private(set) var minutesFrom: [Double]?
    /// Where the body's lines came from (articles; nil for the comments).
    let body: ReaderBodyOrigins?
    /// False while only the start of the article is laid out (the first frame, drawn before the
    /// rest): the lines, headings and origins there are the start of the whole document's.
    let isComplete: Bool
    /// The searched text; nil until the first search.
    var text: ReaderText?
    /// Makes the searched text when the first search needs it.
    let makeText: @Sendable () -> ReaderText

    init(
        kind: Kind, title: String, lines: [String], headings: [ReaderHeading], body: ReaderBodyOrigins? = nil,
        isComplete: Bool = true, makeText: @escaping @Sendable () -> ReaderText
    ) {
        self.kind = kind
        self.body = body
        self.isComplete = isComplete
        self.title = title
        self.lines = lines
        self.headings = headings.sorted { $0.line < $1.line }
        self.makeText = makeText
    }

    /// The same article under `header`, when it has as many lines as the one it replaces (the
    /// body's lines stay where they are); nil otherwise, or for the comments.
    func replacingHeader(_ header: [String]) -> ReaderDocument? {
        guard kind == .article, let body, header.count == body.start else { return nil }
        var lines = lines
        lines.replaceSubrange(0..<header.count, with: header)
        var document = ReaderDocument(
            kind: kind, title: title, lines: lines, headings: headings, body: body, isComplete: isComplete,
            makeText: makeText)
        document.text = text
        document.minutesFrom = minutesFrom
        return document
    }

    /// Counts the reading time below each line, once.
    mutating func measureReadingTime() {
        if minutesFrom == nil { minutesFrom = Self.minutesFrom(lines) }
    }

    /// The searched text, made now if it was not.
    mutating func searchText() -> ReaderText {
        if let text { return text }
        let made = makeText()
        text = made
        return made
    }

    /// The last heading at or above `line`, or nil above the first.
    func heading(at line: Int) -> ReaderHeading? {
        var low = 0
        var high = headings.count
        while low < high {
            let middle = (low + high) / 2
            if headings[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? headings[low - 1] : nil
    }

    /// The block and text offset of `line`, when the layout tells (nil: a header line, or no layout).
    func anchor(at line: Int) -> ReaderAnchor? {
        body?.anchor(at: line)
    }

    /// The last line of `anchor`'s block that starts at or before its offset.
    func line(at anchor: ReaderAnchor) -> Int? {
        body?.line(at: anchor)
    }

    private static func minutesFrom(_ lines: [String]) -> [Double] {
        var sums = [Double](repeating: 0, count: lines.count + 1)
        var index = lines.count - 1
        while index >= 0 {
            sums[index] = sums[index + 1] + ReadingTime(of: lines[index]).minutes
            index -= 1
        }
        return sums
    }
}

/// A heading as the reader lists it in the outline and names it in the status line.
struct ReaderHeading: Equatable, Sendable {
    let level: Int
    let title: String
    /// Its first line in the document.
    let line: Int
}
