/// Turns frames into the bytes that take the terminal from the last frame to the next: only
/// the cells that changed, with the shortest cursor moves and SGR changes it knows, and a
/// scroll region for a scroll (`ScrollHint`) so that only the exposed rows are drawn. The first
/// frame, a frame of another size and the frame after `invalidate()` are drawn whole.
///
/// It keeps what it wrote last and where it left the cursor and the style, so it must be the
/// only writer to the screen between frames (call `invalidate()` after anything else wrote).
package struct DiffRenderer: Sendable {
    /// Unchanged cells written over rather than skipped with a cursor move, when no longer.
    private static let longestGapWrittenThrough = 4

    private var previous: ScreenGrid?
    private var cursor: (row: Int, column: Int)?
    private var style: CellStyle?
    private var openHyperlink: String?

    package init() {}

    /// Makes the next frame a full redraw (after a resize, a suspend, or on request).
    package mutating func invalidate() {
        previous = nil
        cursor = nil
        style = nil
    }

    /// Forgets where the cursor is, after something else moved it (an image drawn from the
    /// cursor); the cells and the style are still known.
    package mutating func forgetCursor() {
        cursor = nil
    }

    /// The bytes that show `next`, given that the terminal shows the last frame rendered.
    package mutating func render(_ next: ScreenGrid, scroll: ScrollHint? = nil) -> [UInt8] {
        var writer = ControlSequenceWriter()
        var shown: ScreenGrid
        if let previous, previous.rows == next.rows, previous.columns == next.columns {
            shown = previous
            if let scroll { apply(scroll, to: &shown, writer: &writer) }
        } else {
            changeStyle(to: .plain, writer: &writer)
            writer.clearScreenAndHome()
            cursor = (0, 0)
            shown = ScreenGrid(rows: next.rows, columns: next.columns)
        }
        for row in 0..<next.rows where next.row(row) != shown.row(row) {
            drawChanges(in: row, from: shown, to: next, writer: &writer)
        }
        if openHyperlink != nil {
            writer.hyperlink(nil)
            openHyperlink = nil
        }
        previous = next
        return writer.bytes
    }

    /// Scrolls the region on the terminal (DECSTBM, then IND or RI once a line) and in `shown`.
    private mutating func apply(_ scroll: ScrollHint, to shown: inout ScreenGrid, writer: inout ControlSequenceWriter) {
        let height = scroll.bottom - scroll.top + 1
        guard scroll.lines != 0, scroll.top >= 0, scroll.bottom < shown.rows, height > 0,
            abs(scroll.lines) < height
        else { return }
        // Lines scrolled in take the current background (xterm's bce): start them plain.
        changeStyle(to: .plain, writer: &writer)
        let wholeScreen = scroll.top == 0 && scroll.bottom == shown.rows - 1
        if !wholeScreen { writer.scrollRegion(top: scroll.top, bottom: scroll.bottom) }
        if scroll.lines > 0 {
            writer.moveCursor(row: scroll.bottom, column: 0)
            for _ in 0..<scroll.lines { writer.index() }
        } else {
            writer.moveCursor(row: scroll.top, column: 0)
            for _ in 0..<(-scroll.lines) { writer.reverseIndex() }
        }
        if !wholeScreen { writer.resetScrollRegion() }
        // DECSTBM homes the cursor on some terminals and not others.
        cursor = wholeScreen ? (scroll.lines > 0 ? (scroll.bottom, 0) : (scroll.top, 0)) : nil
        shown.scroll(top: scroll.top, bottom: scroll.bottom, lines: scroll.lines)
    }

    /// Writes the runs of `row` that differ between `shown` and `next`.
    private mutating func drawChanges(
        in row: Int, from shown: ScreenGrid, to next: ScreenGrid, writer: inout ControlSequenceWriter
    ) {
        let columns = next.columns
        let blankTail = blankTailStart(of: next, row: row)
        var column = 0
        while column < columns {
            guard next[row, column] != shown[row, column] else {
                column += 1
                continue
            }
            var start = column
            if next[row, start].isContinuation, start > 0 { start -= 1 }
            var end = column + 1
            var gap = 0
            var probe = end
            while probe < columns {
                if next[row, probe] != shown[row, probe] {
                    end = probe + 1
                    gap = 0
                } else {
                    gap += 1
                    if gap > Self.longestGapWrittenThrough { break }
                }
                probe += 1
            }
            if end >= blankTail && blankTail < columns {
                let written = max(start, blankTail)
                writeCells(of: next, row: row, from: start, to: written, writer: &writer)
                move(to: (row, written), writer: &writer)
                changeStyle(to: .plain, writer: &writer)
                setHyperlink(nil, writer: &writer)
                writer.eraseToEndOfLine()
                return
            }
            writeCells(of: next, row: row, from: start, to: end, writer: &writer)
            column = end
        }
    }

    /// The first column from which `row` of `grid` holds only plain blanks (`columns` if none).
    private func blankTailStart(of grid: ScreenGrid, row: Int) -> Int {
        var start = grid.columns
        while start > 0, grid[row, start - 1] == .blank() { start -= 1 }
        return start
    }

    private mutating func writeCells(
        of grid: ScreenGrid, row: Int, from start: Int, to end: Int, writer: inout ControlSequenceWriter
    ) {
        guard start < end else { return }
        move(to: (row, start), writer: &writer)
        var column = start
        while column < end {
            let cell = grid[row, column]
            if cell.isContinuation {
                column += 1
                continue
            }
            changeStyle(to: cell.style, writer: &writer)
            setHyperlink(cell.style.hyperlink, writer: &writer)
            writer.grapheme(cell.grapheme)
            column += Int(cell.width)
        }
        // After the last column the terminal waits to wrap: no column to count from.
        cursor = column >= grid.columns ? nil : (row, column)
    }

    private mutating func move(to target: (row: Int, column: Int), writer: inout ControlSequenceWriter) {
        if let cursor, cursor == target { return }
        if let cursor, cursor.row == target.row, cursor.column < target.column {
            let distance = target.column - cursor.column
            // CUF costs 3–5 bytes, CUP 4–9: take the shorter.
            if String(distance).count + 3 <= String(target.row + 1).count + String(target.column + 1).count + 4 {
                writer.moveForward(distance)
                self.cursor = target
                return
            }
        }
        if let cursor, cursor.row + 1 == target.row, target.column == 0 {
            writer.text("\r\n")
        } else {
            writer.moveCursor(row: target.row, column: target.column)
        }
        cursor = target
    }

    private mutating func changeStyle(to target: CellStyle, writer: inout ControlSequenceWriter) {
        let parameters = GraphicRendition.parameters(from: style, to: target)
        if !parameters.isEmpty { writer.selectGraphicRendition(parameters) }
        style = target.graphicRendition
    }

    private mutating func setHyperlink(_ address: String?, writer: inout ControlSequenceWriter) {
        let address = address.flatMap { Self.isSafeAddress($0) ? $0 : nil }
        guard address != openHyperlink else { return }
        writer.hyperlink(address)
        openHyperlink = address
    }

    /// An address goes into OSC 8 only as printable ASCII without spaces: nothing in it can
    /// end the sequence early.
    private static func isSafeAddress(_ address: String) -> Bool {
        !address.isEmpty && address.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}
