/// How wide each column of a table is drawn: every column its natural width when they all fit,
/// otherwise the room shared out fairly, narrow columns first, so a column of short values
/// keeps its width and the long ones wrap.
package enum TableColumnWidths {
    /// The widths for columns whose unwrapped contents are `natural` wide, within `room` columns
    /// in all (at least 1 each). Their sum never exceeds `room` when `room >= natural.count`.
    package static func widths(natural: [Int], room: Int) -> [Int] {
        let natural = natural.map { max($0, 1) }
        if natural.reduce(0, +) <= room { return natural }
        var widths = natural
        var remaining = room
        let order = natural.indices.sorted { (natural[$0], $0) < (natural[$1], $1) }
        for (position, column) in order.enumerated() {
            let share = remaining / (order.count - position)
            widths[column] = max(1, min(natural[column], share))
            remaining -= widths[column]
        }
        return widths
    }
}
