import TerminalScreen

/// Where a frame shows iTerm2 and sixel images whole: each image's area (`ImageAreaMarker`) found
/// in the grid with every one of its cells in place. An image cut by the screen's edge or covered
/// by a prompt or picker is not drawn (its cells stay blank) until it is whole again.
struct ReaderImagePlacement: Hashable {
    let slot: Int
    let row: Int
    let column: Int

    /// The images shown whole in `grid`; `size` gives each slot's cells.
    static func find(in grid: ScreenGrid, size: (Int) -> (columns: Int, rows: Int)?) -> [ReaderImagePlacement] {
        var found: [ReaderImagePlacement] = []
        for row in 0..<grid.rows {
            var column = 0
            while column < grid.columns {
                defer { column += 1 }
                guard let place = ImageAreaMarker.place(of: grid[row, column].style.imageArea), place.row == 0,
                    column == 0 || grid[row, column - 1].style.imageArea != grid[row, column].style.imageArea,
                    let cells = size(place.slot), isWhole(place.slot, cells, at: (row, column), in: grid)
                else { continue }
                found.append(ReaderImagePlacement(slot: place.slot, row: row, column: column))
                column += cells.columns - 1
            }
        }
        return found
    }

    private static func isWhole(_ slot: Int, _ cells: (columns: Int, rows: Int), at origin: (row: Int, column: Int), in grid: ScreenGrid)
        -> Bool
    {
        guard origin.row + cells.rows <= grid.rows, origin.column + cells.columns <= grid.columns else { return false }
        for offset in 0..<cells.rows {
            let token = ImageAreaMarker.token(slot: slot, row: offset)
            for column in origin.column..<(origin.column + cells.columns)
            where grid[origin.row + offset, column].style.imageArea != token {
                return false
            }
        }
        return true
    }

    /// Whether any cell of `grid` is an image's area (a frame with one takes no scroll hint).
    static func anyArea(in grid: ScreenGrid) -> Bool {
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where grid[row, column].style.imageArea != 0 { return true }
        }
        return false
    }
}
