/// How wide each column of a table is drawn: every column its natural width when they all fit;
/// otherwise the widest columns are narrowed first, all down to one common width as far as the
/// room needs, none below the widest stretch it must never break (a word, a number, an address)
/// nor, when it wraps, below `narrowestWrapped`. When even that cannot fit, there are no widths:
/// the table is shown as records rather than break a word.
package enum TableColumnWidths {
    /// The fewest columns a wrapping column is given (fewer when its natural width is less), so
    /// prose keeps a few characters to a line; below that, records read better.
    package static let narrowestWrapped = 6

    /// The widths for columns whose unwrapped contents are `natural` wide and whose widest
    /// unbreakable stretches are `unbreakable` wide, within `room` columns in all; nil when the
    /// columns cannot fit without breaking a word. Their sum never exceeds `room`.
    package static func widths(natural: [Int], unbreakable: [Int], room: Int) -> [Int]? {
        let natural = zip(natural, unbreakable).map { max($0, $1, 1) }
        if natural.reduce(0, +) <= room { return natural }
        let floors = zip(natural, unbreakable).map { max($1, min($0, narrowestWrapped)) }
        guard floors.reduce(0, +) <= room else { return nil }
        /// The widths when no column is wider than `level` (nor narrower than its floor).
        func capped(at level: Int) -> [Int] { zip(natural, floors).map { max($1, min($0, level)) } }
        // The highest level that fits: `low` always fits, `high` never does.
        var low = 0
        var high = natural.max() ?? 0
        while high - low > 1 {
            let level = (low + high) / 2
            if capped(at: level).reduce(0, +) <= room { low = level } else { high = level }
        }
        var widths = capped(at: low)
        // The columns left over (fewer than those cut to `low`) go one each to the widest of those.
        var spare = room - widths.reduce(0, +)
        for column in natural.indices.sorted(by: { (natural[$0], $1) > (natural[$1], $0) }) where spare > 0 {
            guard widths[column] == low, natural[column] > low else { continue }
            widths[column] += 1
            spare -= 1
        }
        return widths
    }
}
