import ShellKit

extension ScreenGrid {
    /// Writes styled text into `row` from `column`, cutting it at the right edge, and returns
    /// the column after the last cell written. The text is sanitized first (no control
    /// character or escape sequence reaches the grid: `TerminalSanitizer.inline` shows them in
    /// a visible form); each grapheme takes the columns `DisplayWidth` gives it, so a wide
    /// one takes two cells, and one that does not fit before the edge leaves a blank there.
    /// A zero-width grapheme (a mark left alone by a run boundary) joins the cell before it.
    @discardableResult
    package mutating func write(_ runs: [StyledRun], row: Int, column: Int = 0) -> Int {
        guard (0..<rows).contains(row) else { return column }
        var cursor = max(column, 0)
        for run in runs {
            for grapheme in TerminalSanitizer.inline(run.text) {
                guard cursor < columns else { return cursor }
                let width = DisplayWidth.of(grapheme)
                if width == 0 {
                    joinZeroWidth(grapheme, row: row, before: cursor)
                    continue
                }
                if width == 2 && cursor == columns - 1 {
                    put(.blank(style: run.style), row: row, column: cursor)
                    return columns
                }
                put(ScreenCell(grapheme: grapheme, width: UInt8(width), style: run.style), row: row, column: cursor)
                cursor += width
            }
        }
        return cursor
    }

    /// Writes one run of text in `style`; see `write(_:row:column:)`.
    @discardableResult
    package mutating func write(_ text: String, style: CellStyle = .plain, row: Int, column: Int = 0) -> Int {
        write([StyledRun(text, style: style)], row: row, column: column)
    }

    /// Adds a zero-width grapheme to the grapheme drawn before `column`, when the two form one
    /// grapheme cluster; otherwise it is dropped (it would show nothing on its own).
    private mutating func joinZeroWidth(_ mark: Character, row: Int, before column: Int) {
        var lead = column - 1
        while lead >= 0, self[row, lead].isContinuation { lead -= 1 }
        guard lead >= 0 else { return }
        var cell = self[row, lead]
        let joined = String(cell.grapheme) + String(mark)
        guard joined.count == 1, let grapheme = joined.first else { return }
        cell.grapheme = grapheme
        put(cell, row: row, column: lead)
    }
}
