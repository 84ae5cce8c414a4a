import Markdown

/// The headings of an article body, numbered from 1 in the order of the source, and the sections
/// they open: the headings of the parsed article (`MarkdownDocument`: ATX and setext, in quotes
/// and lists too, never in code), titled by the text a reader sees.
package struct ItemOutline: Equatable, Sendable {
    /// One heading and where its section lies.
    package struct Heading: Equatable, Sendable {
        /// 1 (`#`) to 6 (`######`).
        package let level: Int
        package let title: String
        /// The heading's first line (0-based) in the body.
        package let line: Int
        /// The heading's node in the parsed article.
        package let node: Int
    }

    package let headings: [Heading]
    private let lines: [Substring]

    package init(body: String) {
        self.init(document: MarkdownDocument(parsing: body), body: body)
    }

    /// `document` is `body` parsed.
    package init(document: MarkdownDocument, body: String) {
        lines = Self.lines(of: body)
        var headings: [Heading] = []
        for (index, node) in document.nodes.enumerated() {
            guard case .heading(let level) = node.kind else { continue }
            headings.append(
                Heading(
                    level: level, title: document.plainText(of: index), line: max(0, Int(node.startLine) - 1),
                    node: index))
        }
        // cmark moves footnote definitions (and any heading in them) to the end: back in source order.
        self.headings = headings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }

    /// Section `number` (1-based): its heading and everything up to the next heading of the same
    /// level or above, as Markdown; nil when there is no such heading.
    package func section(_ number: Int) -> String? {
        guard number >= 1, headings.indices.contains(number - 1) else { return nil }
        let heading = headings[number - 1]
        let start = min(heading.line, lines.count)
        let end = headings[number...].first { $0.level <= heading.level && $0.line > heading.line }?.line ?? lines.count
        var section = lines[start..<max(start, min(end, lines.count))]
        while let last = section.last, last.allSatisfy(\.isWhitespace) { section = section.dropLast() }
        return section.joined(separator: "\n")
    }

    /// Section `number` as the parsed article's top-level blocks it spans, from its heading to
    /// the next top-level heading of its level or above; nil when there is no such heading or it
    /// lies inside a quote or a list (`section(_:)` then gives its source).
    package func sectionBlocks(_ number: Int, in document: MarkdownDocument) -> Range<Int>? {
        guard number >= 1, headings.indices.contains(number - 1) else { return nil }
        let heading = headings[number - 1]
        guard document.nodes[heading.node].parent == Int32(document.root) else { return nil }
        var end = Int(document.nodes[heading.node].end)
        for child in document.children(of: document.root) where child > heading.node {
            if case .heading(let level) = document.nodes[child].kind, level <= heading.level { break }
            if case .footnoteDefinition = document.nodes[child].kind { break }
            end = Int(document.nodes[child].end)
        }
        return heading.node..<end
    }

    /// The body's lines as cmark counts them: each ends at `\n`, `\r\n` or `\r`.
    private static func lines(of body: String) -> [Substring] {
        var lines: [Substring] = []
        let scalars = body.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(body[start..<index])
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            start = index
        }
        lines.append(body[start...])
        return lines
    }
}
