import Markdown
@testable import MarkdownTerminal
import ShellKit

/// Layout helpers for the article layout tests: an article laid out at a width, its node
/// indices by kind, and what a terminal shows in a range of a line's columns.
enum ArticleLayoutProbe {
    static func layout(
        _ markdown: String, width: Int, styled: Bool = false, hyperlinks: Bool = false
    )
        -> ArticleLayout
    {
        var options = MarkdownLayoutOptions(style: TextStyle(isEnabled: styled))
        options.hyperlinks = hyperlinks
        return MarkdownTerminalRenderer(width: width, options: options).layout(MarkdownDocument(parsing: markdown))
    }

    /// The indices of the nodes of `markdown` for which `matches` holds, in document order.
    static func nodes(_ markdown: String, where matches: (MarkdownNodeKind) -> Bool) -> [Int32] {
        let nodes = MarkdownDocument(parsing: markdown).nodes
        return nodes.indices.filter { matches(nodes[$0].kind) }.map { Int32($0) }
    }

    /// The first line whose shown text contains `needle`.
    static func line(containing needle: String, in layout: ArticleLayout) -> Int? {
        layout.lines.firstIndex { ShownText.of($0).contains(needle) }
    }

    /// What line `line` shows in display columns `columns` (a wide glyph counted where it starts).
    static func shown(_ line: String, columns: Range<Int>) -> String {
        var column = 0
        var result = ""
        for character in ShownText.of(line) {
            if columns.contains(column) { result.append(character) }
            column += DisplayWidth.of(character)
        }
        return result
    }

    /// How many times `needle` occurs in `text` (non-overlapping, by bytes).
    static func occurrences(of needle: String, in text: String) -> [Range<Int>] {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var found: [Range<Int>] = []
        var start = 0
        while start + pattern.count <= haystack.count {
            if haystack[start..<start + pattern.count].elementsEqual(pattern) {
                found.append(start..<start + pattern.count)
                start += pattern.count
            } else {
                start += 1
            }
        }
        return found
    }
}
