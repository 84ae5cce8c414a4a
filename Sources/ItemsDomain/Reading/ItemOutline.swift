import ShellKit

/// The headings of an article body, numbered from 1 in order, and the sections they open:
/// ATX headings (`# Title` … `###### Title`) and setext ones (a line underlined with `===` or
/// `---`), never inside fenced code.
package struct ItemOutline: Equatable, Sendable {
    /// One heading and where its section lies.
    package struct Heading: Equatable, Sendable {
        /// 1 (`#`) to 6 (`######`).
        package let level: Int
        package let title: String
        /// The heading's first line (0-based) in the body.
        package let line: Int
    }

    package let headings: [Heading]
    private let lines: [Substring]

    package init(body: String) {
        let source = MarkdownSourceLines(body)
        lines = source.lines.map(\.text)
        var headings: [Heading] = []
        for (index, line) in source.lines.enumerated() where !line.isCode {
            if let match = line.text.wholeMatch(of: Self.atx) {
                var title = String(match.2 ?? "")
                if let closing = title.firstMatch(of: /\s+#+\s*$/) { title.removeSubrange(closing.range) }
                if title.allSatisfy({ $0 == "#" }) { title = "" }
                headings.append(Heading(level: match.1.count, title: title.trimmed, line: index))
            } else if index > 0, !source.lines[index - 1].isCode, let underline = line.text.wholeMatch(of: Self.setextUnderline),
                      Self.canBeSetextTitle(source.lines[index - 1].text), headings.last?.line != index - 1 {
                headings.append(Heading(level: underline.1.first == "=" ? 1 : 2, title: String(source.lines[index - 1].text).trimmed, line: index - 1))
            }
        }
        self.headings = headings
    }

    /// Section `number` (1-based): its heading and everything up to the next heading of the same
    /// level or above, as Markdown; nil when there is no such heading.
    package func section(_ number: Int) -> String? {
        guard number >= 1, headings.indices.contains(number - 1) else { return nil }
        let heading = headings[number - 1]
        let end = headings[number...].first { $0.level <= heading.level }?.line ?? lines.count
        var section = lines[heading.line..<end]
        while let last = section.last, last.allSatisfy(\.isWhitespace) { section = section.dropLast() }
        return section.joined(separator: "\n")
    }

    private nonisolated(unsafe) static let atx = /\ {0,3}(#{1,6})(?:[ \t]+(.*))?/
    private nonisolated(unsafe) static let setextUnderline = /\ {0,3}(=+|-+)[ \t]*/

    /// A paragraph line a setext underline can turn into a heading (not blank, not a list item,
    /// quote, table row or heading of its own).
    private static func canBeSetextTitle(_ line: Substring) -> Bool {
        let text = line.trimmed
        guard !text.isEmpty, line.prefix(while: { $0 == " " }).count <= 3 else { return false }
        return !(text.hasPrefix("#") || text.hasPrefix(">") || text.hasPrefix("|") || text.hasPrefix("- ") || text.hasPrefix("* ")
                 || text.hasPrefix("+ ") || text.first?.isNumber == true && text.contains(". "))
    }
}

private extension StringProtocol {
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
