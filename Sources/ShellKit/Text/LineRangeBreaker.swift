/// One glyph (grapheme cluster) as `LineRangeBreaker` sees it: its width and what the breaking
/// rules ask of it, without the glyph itself, so a paragraph is one flat array.
package struct LayoutUnit: Sendable {
    /// Display columns: 0, 1 or 2.
    package var width: Int
    /// The glyph's scalar value when it is a single scalar, 0 otherwise (kinsoku's sets hold
    /// single scalars).
    package var scalar: UInt32
    /// A plain space (a tab or line break the caller shows as a space counts too).
    package var isSpace: Bool
    /// Never separated from the glyph before it (see `TextWrapper.Glyph.keepsWithPrevious`).
    package var keepsWithPrevious: Bool

    @inlinable
    package init(width: Int, scalar: UInt32, isSpace: Bool, keepsWithPrevious: Bool = false) {
        self.width = width
        self.scalar = scalar
        self.isSpace = isSpace
        self.keepsWithPrevious = keepsWithPrevious
    }
}

/// `TextWrapper`'s line-breaking rules on a flat array of `LayoutUnit`s: the lines come back as
/// ranges of unit indices (the spaces at a break fall between them), so no glyph, word or line
/// array is built. Latin breaks at spaces; next to a wide glyph a break may fall anywhere but
/// before closing punctuation or after opening brackets (kinsoku); a word wider than a line is
/// cut between glyphs, a stretch kept whole (an address) only ever standing alone.
package enum LineRangeBreaker {
    /// The lines of `units`: at most `firstLineWidth` columns for the first and `otherLinesWidth`
    /// for the rest (each at least 2), as ranges into `units`. Spaces before the first word stay
    /// on the first line when it fits; trailing spaces give no line.
    package static func lines(_ units: [LayoutUnit], firstLineWidth: Int, otherLinesWidth: Int) -> [Range<Int>] {
        units.withUnsafeBufferPointer {
            lines(in: $0, firstLineWidth: firstLineWidth, otherLinesWidth: otherLinesWidth)
        }
    }

    /// `lines` of a part of a larger array (one paragraph of a flat layout), as ranges of the
    /// array's own indices.
    package static func lines(
        _ units: ArraySlice<LayoutUnit>, firstLineWidth: Int, otherLinesWidth: Int
    ) -> [Range<Int>] {
        let base = units.startIndex
        var lines = units.withUnsafeBufferPointer {
            Self.lines(in: $0, firstLineWidth: firstLineWidth, otherLinesWidth: otherLinesWidth)
        }
        if base != 0 {
            for number in lines.indices {
                lines[number] = (lines[number].lowerBound + base)..<(lines[number].upperBound + base)
            }
        }
        return lines
    }

    /// `lines` over the units in place (no copy, no bounds checks in release builds).
    private static func lines(
        in units: UnsafeBufferPointer<LayoutUnit>, firstLineWidth: Int, otherLinesWidth: Int
    ) -> [Range<Int>] {
        let kinsoku = Kinsoku.marks
        var lines: [Range<Int>] = []
        var lineStart = -1
        var lineEnd = 0
        var lineWidth = 0
        let firstAvailable = max(2, firstLineWidth)
        let otherAvailable = max(2, otherLinesWidth)
        var available = firstAvailable
        func flush() {
            lines.append(lineStart..<lineEnd)
            lineStart = -1
            lineWidth = 0
            available = otherAvailable
        }
        /// Cuts the word `start..<wordEnd` between glyphs, a stretch kept whole going on the
        /// next line when it does not fit and standing alone when wider than any line, then with
        /// the full-width closing marks right after it.
        func hardBreak(_ wordStart: Int, _ wordEnd: Int) {
            var start = wordStart
            while start < wordEnd {
                var end = start + 1
                var stretchWidth = units[start].width
                while end < wordEnd, units[end].keepsWithPrevious {
                    stretchWidth += units[end].width
                    end += 1
                }
                if end - start > 1, stretchWidth > available {
                    let limit = min(wordEnd, end + TextWrapper.maximumClosingMarks)
                    while end < limit, units[end].width == 2, kinsoku.closing.contains(units[end].scalar) {
                        stretchWidth += units[end].width
                        end += 1
                    }
                }
                if lineStart >= 0, lineWidth + stretchWidth > available { flush() }
                if lineStart < 0 { lineStart = start }
                lineEnd = end
                lineWidth += stretchWidth
                start = end
            }
        }
        var index = 0
        while index < units.count {
            let gapStart = index
            var gapWidth = 0
            while index < units.count, units[index].isSpace {
                gapWidth += units[index].width
                index += 1
            }
            let wordStart = index
            let wordWidth = wordEnd(units, from: &index, kinsoku)
            guard wordStart < index else { break }
            if lineStart >= 0, lineWidth + gapWidth + wordWidth <= available {
                lineEnd = index
                lineWidth += gapWidth + wordWidth
                continue
            }
            if lineStart >= 0 { flush() }
            if lines.isEmpty, gapWidth + wordWidth <= available {
                lineStart = gapStart
                lineEnd = index
                lineWidth = gapWidth + wordWidth
            } else if wordWidth <= available {
                lineStart = wordStart
                lineEnd = index
                lineWidth = wordWidth
            } else {
                hardBreak(wordStart, index)
            }
        }
        if lineStart >= 0 { flush() }
        return lines
    }

    /// The width of the widest stretch that `lines` breaks only when it is wider than a line.
    package static func widestUnbreakableWidth(_ units: [LayoutUnit]) -> Int {
        units.withUnsafeBufferPointer { widestUnbreakableWidth(in: $0) }
    }

    /// `widestUnbreakableWidth` of a part of a larger array.
    package static func widestUnbreakableWidth(_ units: ArraySlice<LayoutUnit>) -> Int {
        units.withUnsafeBufferPointer { widestUnbreakableWidth(in: $0) }
    }

    private static func widestUnbreakableWidth(in units: UnsafeBufferPointer<LayoutUnit>) -> Int {
        let kinsoku = Kinsoku.marks
        var widest = 0
        var index = 0
        while index < units.count {
            while index < units.count, units[index].isSpace { index += 1 }
            widest = max(widest, wordEnd(units, from: &index, kinsoku))
        }
        return widest
    }

    /// Moves `index` past the word starting there (up to a space or a break opportunity) and
    /// returns its width.
    @inline(__always)
    private static func wordEnd(
        _ units: UnsafeBufferPointer<LayoutUnit>, from index: inout Int, _ kinsoku: Kinsoku.Marks
    ) -> Int {
        let wordStart = index
        var width = 0
        while index < units.count, !units[index].isSpace {
            if index > wordStart, allowsBreak(after: units[index - 1], before: units[index], kinsoku) { break }
            width += units[index].width
            index += 1
        }
        return width
    }

    @inline(__always)
    private static func allowsBreak(
        after previous: LayoutUnit, before next: LayoutUnit, _ kinsoku: Kinsoku.Marks
    ) -> Bool {
        (previous.width == 2 || next.width == 2) && next.width > 0 && !next.keepsWithPrevious
            && !kinsoku.closing.contains(next.scalar) && !kinsoku.opening.contains(previous.scalar)
    }
}

/// The simple form of Japanese kinsoku: the single scalars a line may not start with (closing
/// punctuation, small kana, prolonged sound marks) or end with (opening brackets).
package enum Kinsoku {
    package static func cannotStartLine(_ scalar: UInt32) -> Bool { marks.closing.contains(scalar) }

    package static func cannotEndLine(_ scalar: UInt32) -> Bool { marks.opening.contains(scalar) }

    /// Both sets, which the line breaker reads once a call (a global is checked for its
    /// initialization at each access).
    struct Marks: Sendable {
        let closing = KinsokuMarks(
            "、。，．・：；？！ー」』）］｝〕〉》】〙〗〟’”ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ〜～…‥.,:;!?)]}%")
        let opening = KinsokuMarks("「『（［｛〔〈《【〘〖〝‘“([{")
    }

    static let marks = Marks()
}

/// A set of kinsoku marks, asked about nearly every glyph of Japanese prose: hashing each scalar
/// cost more than breaking the lines. CJK punctuation and kana (U+3000–U+30FF) are a bitmap,
/// ideographs and Hangul (U+3100–U+FEFF, where no mark is) answered by one range check, the
/// few others (ASCII, quotes, fullwidth forms) a sorted array searched by bisection.
struct KinsokuMarks: Sendable {
    private static let block: Range<UInt32> = 0x3000..<0x3100
    private static let markless: Range<UInt32> = 0x3100..<0xFF00
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var others: [UInt32] = []

    init(_ marks: String) {
        for scalar in marks.unicodeScalars {
            let value = scalar.value
            precondition(!Self.markless.contains(value), "a kinsoku mark where none is looked for")
            guard Self.block.contains(value) else {
                others.append(value)
                continue
            }
            let bit = UInt64(1) << UInt64(value & 63)
            switch (value - Self.block.lowerBound) >> 6 {
            case 0: bits.0 |= bit
            case 1: bits.1 |= bit
            case 2: bits.2 |= bit
            default: bits.3 |= bit
            }
        }
        others.sort()
    }

    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if Self.block.contains(value) {
            let word =
                switch (value - Self.block.lowerBound) >> 6 {
                case 0: bits.0
                case 1: bits.1
                case 2: bits.2
                default: bits.3
                }
            return word & (UInt64(1) << UInt64(value & 63)) != 0
        }
        if Self.markless.contains(value) { return false }
        var low = 0
        var high = others.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if others[middle] == value { return true }
            if others[middle] < value { low = middle + 1 } else { high = middle - 1 }
        }
        return false
    }
}
