/// ShellKit's `TextWrapper.breakLines` for text that is all printable ASCII (one column a byte,
/// breaks only at spaces), on bytes instead of grapheme clusters: most of a technical article's
/// paragraphs (MarkdownTerminal's `InlineLineBreaker` asks it first). Same rules: spaces at a
/// break are dropped, leading spaces kept on the first line only, a word wider than a line cut
/// into pieces of the width. Any other byte (a control, a line break, UTF-8) gives nil, and the
/// caller breaks the lines by grapheme clusters. FastPathsTests' `ASCIILineBreakingTests`
/// compares both on seeded text; Scripts/bench's article row is why it exists.
package enum ASCIILineBreaking {
    /// The byte ranges of the lines `bytes` wraps into at `width` columns (at least 2), or nil
    /// when a byte is not printable ASCII.
    package static func lines(_ bytes: [UInt8], width: Int) -> [Range<Int>]? {
        let available = max(2, width)
        let space = UInt8(ascii: " ")
        var lines: [Range<Int>] = []
        var line: Range<Int>?
        var index = 0
        while index < bytes.count {
            let gapStart = index
            while index < bytes.count, bytes[index] == space { index += 1 }
            let wordStart = index
            while index < bytes.count, bytes[index] != space {
                guard bytes[index] > space, bytes[index] < 0x7F else { return nil }
                index += 1
            }
            guard wordStart < index else { break }
            let gapWidth = wordStart - gapStart
            let wordWidth = index - wordStart
            if let current = line, current.count + gapWidth + wordWidth <= available {
                line = current.lowerBound..<index
                continue
            }
            if let current = line { lines.append(current) }
            line = nil
            if lines.isEmpty, gapWidth + wordWidth <= available {
                line = gapStart..<index
            } else if wordWidth <= available {
                line = wordStart..<index
            } else {
                var start = wordStart
                while index - start > available {
                    lines.append(start..<start + available)
                    start += available
                }
                line = start..<index
            }
        }
        if let line { lines.append(line) }
        return lines
    }
}
