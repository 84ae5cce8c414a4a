import ShellKit

/// The article's text as searched: every block's search text (its lines' content, after their
/// prefixes and without styling marks, joined by their joiners' text), blocks separated by
/// `"\n"`, and the way back from an offset in it to the laid-out lines and columns.
package struct ArticleText: Sendable {
    package let text: String
    /// The searched lines in order: their numbers, where their content starts and ends in
    /// `text`, and their prefixes' columns.
    private let lineNumbers: [Int]
    private let starts: [Int]
    private let ends: [Int]
    private let prefixCells: [Int]
    /// Each laid-out line's place in the arrays above, -1 for a line not searched.
    private let entries: [Int]

    package init(_ layout: ArticleLayout) {
        var text = ""
        var lineNumbers: [Int] = []
        var starts: [Int] = []
        var ends: [Int] = []
        var prefixCells: [Int] = []
        var entries = [Int](repeating: -1, count: layout.lines.count)
        var block: Int32?
        var length = 0
        for (number, origin) in layout.origins.enumerated() where origin.isSearched {
            let separator = block == nil ? "" : block != origin.block ? "\n" : origin.joiner.text
            block = origin.block
            text += separator
            length += separator.utf8.count
            let line = layout.lines[number]
            let content = SearchedLineText.text(
                of: line, from: Self.contentStart(of: line, afterCells: Int(origin.prefixCells)))
            entries[number] = lineNumbers.count
            lineNumbers.append(number)
            starts.append(length)
            text += content
            length += content.utf8.count
            ends.append(length)
            prefixCells.append(Int(origin.prefixCells))
        }
        self.text = text
        self.lineNumbers = lineNumbers
        self.starts = starts
        self.ends = ends
        self.prefixCells = prefixCells
        self.entries = entries
    }

    /// The laid-out lines a UTF-8 range of `text` covers, each with the display columns it covers
    /// on that line (prefixes included, styling marks skipped, wide glyphs 2 columns). A range
    /// across a joiner gives one segment per line; an empty range, none.
    package func segments(of range: Range<Int>) -> [(line: Int, columns: Range<Int>)] {
        guard !range.isEmpty, !starts.isEmpty else { return [] }
        var result: [(line: Int, columns: Range<Int>)] = []
        var entry = entry(atOrBefore: range.lowerBound) ?? 0
        while entry < starts.count, starts[entry] < range.upperBound {
            let lower = max(range.lowerBound, starts[entry])
            let upper = min(range.upperBound, ends[entry])
            if lower < upper {
                let before = columns(starts[entry]..<lower)
                let covered = columns(lower..<upper)
                let start = prefixCells[entry] + before
                result.append((lineNumbers[entry], start..<start + covered))
            }
            entry += 1
        }
        return result
    }

    /// The line holding UTF-8 offset `offset` of `text` (the line before, for a joiner or a
    /// block separator; the first searched line before any; 0 when nothing is searched).
    package func line(containing offset: Int) -> Int {
        guard !starts.isEmpty else { return 0 }
        return lineNumbers[entry(atOrBefore: offset) ?? 0]
    }

    /// The UTF-8 offset of `line`'s first content scalar in `text`, or nil for a line not
    /// searched (blank, underline, border, rule) or out of range.
    package func offset(ofLine line: Int) -> Int? {
        guard entries.indices.contains(line), entries[line] >= 0 else { return nil }
        return starts[entries[line]]
    }

    /// The last searched line starting at or before `offset`, by bisection.
    private func entry(atOrBefore offset: Int) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The columns the text in `range` takes.
    private func columns(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return DisplayWidth.of(String(decoding: utf8[lower..<upper], as: UTF8.self))
    }

    /// The byte offset where `line`'s content starts: after `cells` columns of prefixes.
    private static func contentStart(of line: String, afterCells cells: Int) -> Int {
        guard cells > 0 else { return 0 }
        var index = line.startIndex
        var skipped = 0
        while skipped < cells, index < line.endIndex {
            if let end = DisplayWidth.styleSequenceEnd(in: line, from: index) {
                index = end
                continue
            }
            skipped += DisplayWidth.of(line[index])
            index = line.index(after: index)
        }
        return line.utf8.distance(from: line.utf8.startIndex, to: index)
    }
}
