import Markdown
import ShellKit

/// A GFM table drawn with box-drawing borders: columns sized by display width (CJK counts 2),
/// alignment honoured, inline markup rendered in cells, the header bold. When the table is wider
/// than the terminal, the widest columns are narrowed first and their cells wrap, at spaces and
/// between CJK characters only (`TableColumnWidths`); as soon as a cell would have to break
/// inside a word, a number or an address, each row is shown as a record instead, `header: value`
/// a line, as `psql`'s expanded mode does. Nothing is cut and no line is wider than the width
/// (but an address longer than the width, whole on a record line of its own).
package struct TableLayout {
    private let alignments: [ColumnAlignment]
    /// Row by row, cell by cell; the first row is the header.
    private let rows: [[[InlineRun]]]
    private let options: MarkdownLayoutOptions

    /// The table at node `table` of `document`.
    package init(table: Int, in document: MarkdownDocument, options: MarkdownLayoutOptions) {
        guard case .table(let alignments) = document.nodes[table].kind else { preconditionFailure("not a table") }
        self.alignments = alignments
        self.options = options
        var rows: [[[InlineRun]]] = []
        for row in document.children(of: table) {
            let isHeader = document.nodes[row].kind == .tableHeader
            var cells = Array(repeating: [InlineRun](), count: alignments.count)
            for cell in document.children(of: row) {
                guard case .tableCell(let column) = document.nodes[cell].kind, column < cells.count else { continue }
                cells[column] = InlineFlattener.runs(
                    of: cell, in: document, traits: isHeader ? .bold : [], options: options)
            }
            rows.append(cells)
        }
        self.rows = rows
    }

    /// A table already read into cells (a raw HTML `<table>`, `HTMLTableReader`): `rows[0]` is
    /// the header; every row has `alignments.count` cells.
    package init(alignments: [ColumnAlignment], rows: [[[InlineRun]]], options: MarkdownLayoutOptions) {
        self.alignments = alignments
        self.rows = rows
        self.options = options
    }

    package func lines(width: Int) -> [String] {
        var shapes: [LineTextShape] = []
        return lines(width: width, shapes: &shapes)
    }

    /// `lines(width:)`, appending each line's shape to `shapes`: borders and rules hold no text,
    /// each row's line (a record's field) starts on a new line of the table's search text.
    func lines(width: Int, shapes: inout [LineTextShape]) -> [String] {
        let columns = alignments.count
        guard columns > 0, !rows.isEmpty else { return [] }
        let room = width - (3 * columns + 1)
        // Each cell read once: measured for the column widths, then broken.
        let cells = rows.map { $0.map(MeasuredRuns.init) }
        let natural = (0..<columns).map { column in cells.map { $0[column].naturalWidth }.max() ?? 1 }
        let unbreakable = (0..<columns).map { column in cells.map { $0[column].longestWordWidth }.max() ?? 1 }
        guard let widths = TableColumnWidths.widths(natural: natural, unbreakable: unbreakable, room: room) else {
            return records(width: width, shapes: &shapes)
        }
        let breaker = InlineLineBreaker(options: options)
        let laidOut = cells.map { row in (0..<columns).map { breaker.lines(row[$0], width: widths[$0]) } }
        let spansLines = laidOut.dropFirst().contains { $0.contains { $0.count > 1 } }
        let rule = border("├", "┼", "┤", widths)
        let bar = options.style.dim("│")
        var result = [border("┌", "┬", "┐", widths)]
        shapes.append(.unsearched)
        for (number, cells) in laidOut.enumerated() {
            if number == 1 || (number > 1 && spansLines) {
                result.append(rule)
                shapes.append(.unsearched)
            }
            let height = max(1, cells.map(\.count).max() ?? 1)
            for line in 0..<height {
                var text = bar
                for column in 0..<columns {
                    let content = line < cells[column].count ? cells[column][line] : ("", 0)
                    text += " "
                    append(content, width: widths[column], alignment: alignments[column], to: &text)
                    text += " "
                    text += bar
                }
                result.append(text)
                shapes.append(.text(.newline))
            }
        }
        result.append(border("└", "┴", "┘", widths))
        shapes.append(.unsearched)
        return result
    }

    /// Each body row as `header: value` lines under a rule, for tables too wide to draw.
    private func records(width: Int, shapes: inout [LineTextShape]) -> [String] {
        let breaker = InlineLineBreaker(options: options)
        let header = rows[0]
        var result: [String] = []
        var joiners: [Joiner] = []
        for row in rows.dropFirst() {
            result.append(options.style.dim(String(repeating: "─", count: min(width, 20))))
            shapes.append(.unsearched)
            for (column, cell) in row.enumerated() {
                let name = header[column].map { InlineRun($0.text, traits: $0.traits.union(.bold), link: $0.link) }
                joiners.removeAll(keepingCapacity: true)
                result += breaker.lines(name + [InlineRun(": ", traits: .bold)] + cell, width: width, joiners: &joiners)
                shapes += joiners.map { .text($0 == .first ? .newline : $0) }
            }
        }
        if rows.count == 1 {
            for cell in header {
                joiners.removeAll(keepingCapacity: true)
                result += breaker.lines(cell, width: width, joiners: &joiners)
                shapes += joiners.map { .text($0 == .first ? .newline : $0) }
            }
        }
        return result
    }

    /// Appends a cell's line padded with spaces to `width` columns as `alignment` says (measured
    /// unless the breaker knew its width).
    private func append(
        _ content: (text: String, width: Int?), width: Int, alignment: ColumnAlignment, to text: inout String
    ) {
        let gap = max(0, width - (content.width ?? DisplayWidth.of(content.text)))
        let before =
            switch alignment {
            case .right: gap
            case .center: gap / 2
            case .left, .none: 0
            }
        Self.appendSpaces(before, to: &text)
        text += content.text
        Self.appendSpaces(gap - before, to: &text)
    }

    /// Appends `count` spaces, cut from one string of them rather than built for each cell.
    private static func appendSpaces(_ count: Int, to text: inout String) {
        var left = count
        while left > 0 {
            let piece = min(left, spaces.utf8.count)
            text += Substring(spaces.utf8.prefix(piece))
            left -= piece
        }
    }

    private static let spaces = String(repeating: " ", count: 128)

    private func border(_ left: String, _ middle: String, _ right: String, _ widths: [Int]) -> String {
        options.style.dim(left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right)
    }
}
