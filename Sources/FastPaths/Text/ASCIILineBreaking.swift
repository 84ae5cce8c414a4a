/// ShellKit's `TextWrapper.breakLines` for text that is all printable ASCII (one column a byte,
/// breaks only at spaces), on bytes instead of grapheme clusters: most of a technical article's
/// paragraphs (MarkdownTerminal's `InlineLineBreaker` asks it first). Same rules: spaces at a
/// break are dropped, leading spaces kept on the first line only, a word wider than a line cut
/// into pieces of the width, but a range to keep whole (a web address) never cut: it starts a
/// new line when it does not fit and stands alone when wider than a line, as
/// `TextWrapper.Glyph.keepsWithPrevious` makes it. Any other byte (a control, a line break,
/// UTF-8) gives nil, and the caller breaks the lines by grapheme clusters. FastPathsTests'
/// `ASCIILineBreakingTests` compares both on seeded text; Scripts/bench's article row is why it
/// exists.
package enum ASCIILineBreaking {
    /// The byte ranges of the lines `bytes` wraps into at `width` columns (at least 2), or nil
    /// when a byte is not printable ASCII. No line break falls inside one of `whole` (ascending,
    /// not overlapping).
    package static func lines(_ bytes: [UInt8], width: Int, keepingWhole whole: [Range<Int>] = []) -> [Range<Int>]? {
        let available = max(2, width)
        let space = UInt8(ascii: " ")
        var lines: [Range<Int>] = []
        var line: Range<Int>?
        var index = 0
        var nextWhole = 0
        /// The first range of `whole` ending after `position` (asked in ascending order), if any.
        func wholeRange(after position: Int) -> Range<Int>? {
            while nextWhole < whole.count, whole[nextWhole].upperBound <= position { nextWhole += 1 }
            return nextWhole < whole.count ? whole[nextWhole] : nil
        }
        /// Cuts `word`, wider than a line and overlapping a range to keep whole, into lines as
        /// `TextWrapper`'s `hardBreak` does: between bytes, but each range's part in it whole;
        /// returns the last line.
        func cut(_ word: Range<Int>, into lines: inout [Range<Int>]) -> Range<Int> {
            var start = word.lowerBound
            var position = word.lowerBound
            while position < word.upperBound {
                var end = position + 1
                if let range = wholeRange(after: position), range.lowerBound <= position {
                    end = min(range.upperBound, word.upperBound)
                }
                if position > start, end - start > available {
                    lines.append(start..<position)
                    start = position
                }
                position = end
            }
            return start..<word.upperBound
        }
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
            } else if let range = wholeRange(after: wordStart), range.lowerBound < index {
                line = cut(wordStart..<index, into: &lines)
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
