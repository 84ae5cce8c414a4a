import ShellKit

/// A document's text searched line by line (the comments, and any document without a layout):
/// each line's visible text, styles left out, lines joined by a newline so no match spans two.
enum ReaderLineText {
    static func make(_ lines: [String]) -> ReaderText {
        var text = ""
        var starts: [Int] = []
        var visibleLines: [String] = []
        starts.reserveCapacity(lines.count + 1)
        for line in lines {
            starts.append(text.utf8.count)
            let visible = visibleText(of: line)
            visibleLines.append(visible)
            text += visible
            text += "\n"
        }
        starts.append(text.utf8.count)
        let lineStarts = starts
        let visible = visibleLines
        let lineContaining: @Sendable (Int) -> Int = { offset in
            var low = 0
            var high = lineStarts.count - 1
            while low + 1 < high {
                let middle = (low + high) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle }
            }
            return low
        }
        return ReaderText(
            text: text,
            segments: { range in
                guard !visible.isEmpty else { return [] }
                let first = lineContaining(range.lowerBound)
                let last = lineContaining(max(range.upperBound - 1, range.lowerBound))
                return (first...min(last, visible.count - 1)).map { line in
                    let start = max(range.lowerBound - lineStarts[line], 0)
                    let end = min(range.upperBound - lineStarts[line], visible[line].utf8.count)
                    return ReaderTextSegment(
                        line: line, columns: columns(in: visible[line], from: start, to: max(start, end)))
                }
            },
            lineContaining: lineContaining)
    }

    /// The display columns of UTF-8 offsets `start..<end` of `text`.
    static func columns(in text: String, from start: Int, to end: Int) -> Range<Int> {
        let utf8 = text.utf8
        let startIndex = utf8.index(utf8.startIndex, offsetBy: min(start, utf8.count))
        let endIndex = utf8.index(utf8.startIndex, offsetBy: min(end, utf8.count))
        let before = DisplayWidth.of(String(text[..<startIndex]))
        return before..<before + DisplayWidth.of(String(text[startIndex..<endIndex]))
    }

    /// `line` without its style sequences (SGR, OSC 8).
    static func visibleText(of line: String) -> String {
        guard line.utf8.contains(0x1B) else { return line }
        var visible = ""
        var index = line.startIndex
        while index < line.endIndex {
            if let end = DisplayWidth.styleSequenceEnd(in: line, from: index) {
                index = end
                continue
            }
            visible.append(line[index])
            index = line.index(after: index)
        }
        return visible
    }
}
