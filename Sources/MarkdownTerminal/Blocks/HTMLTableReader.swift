import Markdown
import ShellKit

/// Reads a raw HTML `<table>` token by token into the cells `TableLayout` draws, so it is laid out
/// as a Markdown table is: `<tr>` a row, `<td>`/`<th>` a cell (`<th>` bold), each cell's content
/// shown as `HTMLInlineState` shows HTML (marks, ruby, `<br>` a line break), its alignment from
/// `align` or `style="text-align: …"`. Tolerant as browsers are: cells and rows left open end at
/// the next one, rows of fewer cells are padded, a table nested in a cell becomes that cell's
/// lines, and text outside any cell is shown before the table.
struct HTMLTableReader {
    private struct Cell {
        var state: HTMLInlineState
        var runs: [InlineRun] = []
        var traits: InlineTraits
        var alignment: ColumnAlignment?
    }

    private let marks: InlineMarks
    private let hyperlinks: Bool
    private var rows: [[Cell]] = []
    private var cell: Cell?
    /// How many `<table>`s are open, this one included: the ones inside a cell are its text.
    private var depth = 1
    private var inHead = false
    /// `<caption>`'s runs while it is open.
    private var caption: Cell?
    /// The caption and the text outside the cells, shown before the table.
    private(set) var before: [InlineRun] = []

    init(marks: InlineMarks, hyperlinks: Bool) {
        self.marks = marks
        self.hyperlinks = hyperlinks
    }

    /// Reads the next token of the table (after its `<table>`); true when it was the table's
    /// `</table>`.
    mutating func read(_ token: HTMLToken) -> Bool {
        if case .startTag("table", _, false) = token {
            depth += 1
            addToCell(.startTag(name: "br", attributes: [], selfClosing: true))
            return false
        }
        if case .endTag("table") = token {
            depth -= 1
            if depth == 0 {
                endCell()
                return true
            }
            addToCell(.startTag(name: "br", attributes: [], selfClosing: true))
            return false
        }
        guard depth == 1 else {
            readNested(token)
            return false
        }
        switch token {
        case .startTag("tr", _, _):
            endCell()
            rows.append([])
        case .endTag("tr"), .endTag("td"), .endTag("th"), .startTag("tbody", _, _), .startTag("tfoot", _, _),
            .endTag("tbody"), .endTag("tfoot"):
            endCell()
        case .startTag("thead", _, _):
            endCell()
            inHead = true
        case .endTag("thead"):
            endCell()
            inHead = false
        case .startTag(let name, let attributes, _) where name == "td" || name == "th":
            endCell()
            if rows.isEmpty { rows.append([]) }
            cell = Cell(
                state: HTMLInlineState(marks: marks), traits: name == "th" || inHead ? .bold : [],
                alignment: Self.alignment(attributes))
        case .startTag("caption", _, _):
            endCell()
            caption = Cell(state: HTMLInlineState(marks: marks), traits: .bold)
        case .endTag("caption"):
            endCaption()
        case .startTag("col", _, _), .startTag("colgroup", _, _), .endTag("colgroup"):
            break
        default:
            addToCell(token)
        }
        return false
    }

    /// The table read so far (all of it after `</table>`), or nil when it has no cells.
    func layout(options: MarkdownLayoutOptions) -> TableLayout? {
        var rows = rows.filter { !$0.isEmpty }
        if let cell {
            if rows.isEmpty { rows.append([]) }
            rows[rows.count - 1].append(cell)
        }
        let columns = rows.map(\.count).max() ?? 0
        guard columns > 0 else { return nil }
        let alignments = (0..<columns).map { column in
            rows.lazy.compactMap { $0.indices.contains(column) ? $0[column].alignment : nil }.first ?? .none
        }
        let cells = rows.map { row in
            (0..<columns).map { column in row.indices.contains(column) ? Self.finished(row[column]) : [] }
        }
        return TableLayout(alignments: alignments, rows: cells, options: options)
    }

    /// A token of a table inside a cell: its rows are lines of the cell, its cells separated by
    /// a space.
    private mutating func readNested(_ token: HTMLToken) {
        switch token {
        case .startTag("tr", _, _):
            addToCell(.startTag(name: "br", attributes: [], selfClosing: true))
        case .startTag("td", _, _), .startTag("th", _, _):
            addToCell(.text(" "))
        case .startTag(let name, _, _) where Self.structure.contains(name):
            break
        case .endTag(let name) where Self.structure.contains(name):
            break
        default:
            addToCell(token)
        }
    }

    /// The tags that only give a table its shape.
    private static let structure: Set<String> = [
        "tr", "td", "th", "thead", "tbody", "tfoot", "caption", "col", "colgroup",
    ]

    private mutating func addToCell(_ token: HTMLToken) {
        if var open = caption {
            open.runs += open.state.runs(for: token, base: .bold, link: nil, hyperlinks: hyperlinks, blockTags: true)
            caption = open
        } else if var open = cell {
            open.runs += open.state.runs(
                for: token, base: open.traits, link: nil, hyperlinks: hyperlinks, blockTags: true)
            cell = open
        } else if case .text(let text) = token, text.contains(where: { !$0.isWhitespace }) {
            // Text between the cells: a browser shows it before the table.
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            before.append(InlineRun(EmojiShortcodeReplacer.replacing(in: InlineSanitizing.safe(words))))
            before.append(InlineRun("\n"))
        }
    }

    private mutating func endCell() {
        endCaption()
        guard let open = cell else { return }
        if rows.isEmpty { rows.append([]) }
        rows[rows.count - 1].append(open)
        cell = nil
    }

    private mutating func endCaption() {
        guard let open = caption else { return }
        caption = nil
        let runs = Self.finished(open)
        if !runs.isEmpty { before += runs + [InlineRun("\n")] }
    }

    /// A cell's runs with what its element left open closed, raised and lowered text written, and
    /// no line breaks or spaces at its ends.
    private static func finished(_ cell: Cell) -> [InlineRun] {
        var state = cell.state
        var runs: [InlineRun] = []
        for run in ShiftedText.resolving(cell.runs + state.closingRuns(base: cell.traits, link: nil)) {
            // One line break at a time: a cell has no room for blank lines.
            if run.text == "\n", runs.last.map({ $0.text.hasSuffix("\n") }) ?? true { continue }
            runs.append(run)
        }
        while let first = runs.first, first.text.allSatisfy(\.isWhitespace) { runs.removeFirst() }
        while let last = runs.last, last.text.allSatisfy(\.isWhitespace) { runs.removeLast() }
        if let last = runs.last {
            runs[runs.count - 1].text = String(last.text.reversed().drop(while: \.isWhitespace).reversed())
        }
        return runs
    }

    /// `align="right"` or `style="text-align: center"`, as a column's alignment.
    private static func alignment(_ attributes: [HTMLAttribute]) -> ColumnAlignment? {
        var value = attributes.first { $0.name == "align" }?.value.lowercased()
        if let style = attributes.first(where: { $0.name == "style" })?.value.lowercased(),
            let property = style.split(separator: ";").first(where: {
                $0.split(separator: ":").first?.trimmingBlanks() == "text-align"
            })
        {
            value = property.split(separator: ":").dropFirst().first?.trimmingBlanks()
        }
        switch value {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        default: return nil
        }
    }
}
