/// The screen as rows of cells: what the renderer compares frame to frame. A wide grapheme
/// takes its cell and a continuation cell to its right; the grid never holds half of one.
package struct ScreenGrid: Hashable, Sendable {
    package let rows: Int
    package let columns: Int
    private(set) var cells: [ScreenCell]

    /// A grid of `rows` × `columns` blank cells.
    package init(rows: Int, columns: Int, fill: ScreenCell = .blank()) {
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        cells = Array(repeating: fill, count: self.rows * self.columns)
    }

    package subscript(row: Int, column: Int) -> ScreenCell {
        cells[row * columns + column]
    }

    /// The cells of one row, left to right.
    package func row(_ row: Int) -> ArraySlice<ScreenCell> {
        cells[row * columns..<(row + 1) * columns]
    }

    /// Puts `cell` at `row`, `column`, blanking the other half of any wide grapheme it cuts.
    /// A wide cell needs room for its continuation: in the last column it becomes a blank.
    package mutating func put(_ cell: ScreenCell, row: Int, column: Int) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        var cell = cell
        if cell.width == 2 && column == columns - 1 { cell = .blank(style: cell.style) }
        if cell.width == 0 { cell = .blank(style: cell.style) }
        let wide = cell.width == 2
        breakWideGrapheme(row: row, column: column)
        if wide { breakWideGrapheme(row: row, column: column + 1) }
        cells[row * columns + column] = cell
        if wide { cells[row * columns + column + 1] = .continuation(style: cell.style) }
    }

    /// Fills `row` from `column` to its end with blanks in `style`.
    package mutating func clear(row: Int, from column: Int = 0, style: CellStyle = .plain) {
        guard (0..<rows).contains(row), column < columns else { return }
        let start = max(column, 0)
        breakWideGrapheme(row: row, column: start)
        for index in row * columns + start..<(row + 1) * columns { cells[index] = .blank(style: style) }
    }

    /// Moves the rows `top...bottom` up by `lines` (down when negative), blanking the rows
    /// exposed: what a terminal does to its screen when the region scrolls.
    package mutating func scroll(top: Int, bottom: Int, lines: Int) {
        guard top >= 0, bottom < rows, top <= bottom, lines != 0 else { return }
        let height = bottom - top + 1
        let blankRow = Array(repeating: ScreenCell.blank(), count: columns)
        var moved: [[ScreenCell]] = (top...bottom).map { Array(row($0)) }
        if abs(lines) >= height {
            moved = Array(repeating: blankRow, count: height)
        } else if lines > 0 {
            moved = Array(moved.dropFirst(lines)) + Array(repeating: blankRow, count: lines)
        } else {
            moved = Array(repeating: blankRow, count: -lines) + Array(moved.dropLast(-lines))
        }
        for (offset, content) in moved.enumerated() {
            let start = (top + offset) * columns
            cells.replaceSubrange(start..<start + columns, with: content)
        }
    }

    /// If `column` holds either half of a wide grapheme, both halves become blanks in its style.
    private mutating func breakWideGrapheme(row: Int, column: Int) {
        guard (0..<columns).contains(column) else { return }
        let index = row * columns + column
        let cell = cells[index]
        if cell.isContinuation, column > 0 {
            cells[index - 1] = .blank(style: cells[index - 1].style)
            cells[index] = .blank(style: cell.style)
        } else if cell.width == 2, column + 1 < columns {
            cells[index] = .blank(style: cell.style)
            cells[index + 1] = .blank(style: cells[index + 1].style)
        }
    }
}
