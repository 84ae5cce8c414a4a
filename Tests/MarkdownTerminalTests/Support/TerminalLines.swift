@testable import MarkdownTerminal
import ShellKit

/// Rendering helpers for the layout and hostile-input tests: lines at a width, styling off or on,
/// and what a drawn table's lines are made of.
enum TerminalLines {
    /// A renderer at `width`, SGR styling on or off, no hyperlinks; math as text unless
    /// `mathAsSource` (the differential test compares math with the source cmark-gfm's HTML holds).
    static func renderer(width: Int, styled: Bool, mathAsSource: Bool = false) -> MarkdownTerminalRenderer {
        MarkdownTerminalRenderer(
            width: width,
            options: MarkdownLayoutOptions(style: TextStyle(isEnabled: styled), showsMathAsText: !mathAsSource))
    }

    static func plain(_ markdown: String, width: Int) -> [String] {
        renderer(width: width, styled: false).render(markdown)
    }

    static func styled(_ markdown: String, width: Int) -> [String] {
        renderer(width: width, styled: true).render(markdown)
    }

    /// The lines wider than `width` columns, with their widths.
    static func tooWide(_ lines: [String], width: Int) -> [(width: Int, line: String)] {
        lines.compactMap { line in
            let shown = DisplayWidth.of(line)
            return shown > width ? (shown, String(line.prefix(120))) : nil
        }
    }

    /// The display columns at which `line` holds one of `characters`.
    static func columns(of characters: Set<Character>, in line: String) -> [Int] {
        var column = 0
        var found: [Int] = []
        for character in line {
            if characters.contains(character) { found.append(column) }
            column += DisplayWidth.of(character)
        }
        return found
    }

    /// The cells of a table row line (`│ a │ b │`), each with its padding.
    static func cells(of row: String) -> [String] {
        Array(row.split(separator: "│", omittingEmptySubsequences: false).dropFirst().dropLast().map(String.init))
    }

    /// The lines of the table drawn first in `lines`: from its `┌` line to its `└` line.
    static func table(in lines: [String]) -> [String] {
        guard let top = lines.firstIndex(where: { $0.hasPrefix("┌") }),
            let bottom = lines[top...].firstIndex(where: { $0.hasPrefix("└") })
        else { return [] }
        return Array(lines[top...bottom])
    }
}
