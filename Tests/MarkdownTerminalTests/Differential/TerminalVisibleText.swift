import Foundation
import ShellKit

/// The text an article's terminal lines show (styling off), decorations set aside, for comparison
/// with `HTMLVisibleText`: container prefixes (quote bars `│`, list markers `•` `◦` `▪` `N.`,
/// `▶ ` before a `<details>` summary) dropped, task boxes as `[ ]`/`[x]` (the HTML's text), rules,
/// heading underlines and table borders (lines of `─`, `═`, or starting `┌├└`) dropped, table bars
/// as spaces, and code blocks (a `── lang file` or `────` header, then lines indented 4 columns, 2 in
/// a narrow container, `↪` continuing a cut line) set apart in `code`, exactly; `── math` blocks
/// stay prose (the HTML shows display math as text). Link and image addresses and the image mark
/// `🖼` are removed by `VisibleText.terminalProse` (the HTML side writes the mark too).
struct TerminalVisibleText {
    private(set) var prose = ""
    private(set) var code: [String] = []

    init(lines: [String], width: Int) {
        let rows = lines.map(Array.init)
        var index = 0
        while index < rows.count {
            let (marks, contentStart, column) = Self.prefix(of: rows[index])
            let content = String(rows[index][contentStart...])
            if Self.isCodeHeader(content) {
                if let block = Self.codeBlock(rows, after: index, column: column, width: width) {
                    if content == "── math" { prose += "\n" + block.text + "\n" } else { code.append(block.text) }
                    index = block.next
                    continue
                }
                // An empty block's header (the HTML's empty `<pre>` is left out too), or a heading's
                // `────` underline.
                index += 1
                continue
            }
            index += 1
            if !content.isEmpty, content.allSatisfy({ $0 == "─" || $0 == "═" }) { continue }
            if let first = content.first, "┌├└".contains(first) { continue }
            prose += marks + content.replacingOccurrences(of: "│", with: " ") + "\n"
        }
    }

    private static func isCodeHeader(_ content: String) -> Bool {
        content == "────" || content.hasPrefix("── ")
    }

    /// The container prefix of `line`: the task marks it holds (as the HTML writes them), where the
    /// content starts and at which column.
    private static func prefix(of line: [Character]) -> (marks: String, contentStart: Int, column: Int) {
        var marks = ""
        var position = 0
        var column = 0
        func followedBySpace(_ end: Int) -> Bool { end == line.count || line[end] == " " }
        while position < line.count {
            let character = line[position]
            var end = position + 1
            if character == " " {
                // A space is part of the prefix.
            } else if "│•◦▪▶".contains(character), followedBySpace(end) {
            } else if character == "☐" || character == "☑", followedBySpace(end) {
                marks += character == "☐" ? "[ ] " : "[x] "
            } else if character.isASCII, character.isNumber {
                while end < line.count, line[end].isASCII, line[end].isNumber { end += 1 }
                guard end < line.count, line[end] == ".", followedBySpace(end + 1) else { break }
                end += 1
            } else {
                break
            }
            column += line[position..<end].reduce(0) { $0 + DisplayWidth.of($1) }
            position = end
        }
        return (marks, position, column)
    }

    /// The code block whose header is line `header`, its content starting at `column`: its text
    /// and the line after it; nil when no code line follows (an empty block, or a heading's `────`).
    private static func codeBlock(
        _ rows: [[Character]], after header: Int, column: Int, width: Int
    )
        -> (text: String, next: Int)?
    {
        let indent = width - column >= 30 ? 4 : 2
        let continuation = Array(String(repeating: " ", count: indent - 2) + "↪ ")
        var lines: [String] = []
        var blanks = 0
        var index = header + 1
        while index < rows.count {
            let row = rows[index]
            guard let start = contentStart(row, column: column) else { break }
            let rest = row[start...]
            if rest.allSatisfy({ $0 == " " }) {
                blanks += 1
            } else if rest.count >= indent, rest.prefix(indent).allSatisfy({ $0 == " " }) {
                lines += Array(repeating: "", count: blanks) + [String(rest.dropFirst(indent))]
                blanks = 0
            } else if blanks == 0, !lines.isEmpty, rest.starts(with: continuation) {
                lines[lines.count - 1] += String(rest.dropFirst(indent))
            } else {
                break
            }
            index += 1
        }
        guard !lines.isEmpty else { return nil }
        return (lines.joined(separator: "\n"), index - blanks)
    }

    /// Where a line's content starts when its first `column` columns are a container's later-line
    /// prefix (spaces and quote bars), or nil. A blank line (a prefix cut short) starts at its end.
    private static func contentStart(_ row: [Character], column: Int) -> Int? {
        var position = 0
        var used = 0
        while used < column {
            guard position < row.count else { return row.count }
            guard row[position] == " " || row[position] == "│" else { return nil }
            used += DisplayWidth.of(row[position])
            position += 1
        }
        return position
    }
}
