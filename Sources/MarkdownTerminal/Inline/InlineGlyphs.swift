import FastPaths
import ShellKit

/// The glyphs of a block's inline runs in one flat set of arrays: each glyph's `LayoutUnit` for
/// `LineRangeBreaker` and where its shown text starts in `shown`, where each run's glyphs start
/// (for styling), and the segments between line breaks (LF and CR LF) as ranges of glyphs. A
/// line is styled from byte ranges; no `Character`, glyph or per-segment array is built. Tabs
/// show as a space, spaces and tabs in math as a no-break space (math is never broken); an
/// address's glyphs after its first are kept with the one before.
struct InlineGlyphs {
    private(set) var units: [LayoutUnit] = []
    /// The first glyph of each run that has glyphs, with the run's number, in order.
    private(set) var runStarts: [(glyph: Int, run: Int)] = []
    private(set) var starts: [Int] = []
    /// The glyphs' text as shown, kept as a `String` so a line is cut out of it without
    /// validating its UTF-8 again.
    private(set) var shown = ""
    /// The glyphs between line breaks; a trailing line break adds no segment, so there is at
    /// least one (empty for empty runs).
    private(set) var segments: [Range<Int>] = []
    /// Where the segment being read starts.
    private var segmentStart = 0
    /// Whether every run was read scalar by scalar (no scalar joins another, even across runs)
    /// and held no tab or CR: the glyphs' widths then add up to what `DisplayWidth` measures.
    private(set) var measuresAsShown = true

    /// The glyphs of `runs`. Grapheme clusters never span two runs.
    init(_ runs: [InlineRun]) {
        // One record a scalar at most: Japanese has a third as many as bytes.
        let scalarCount = runs.reduce(0) { $0 + ByteScan.scalarCount(in: $1.text.utf8) }
        units.reserveCapacity(scalarCount)
        runStarts.reserveCapacity(runs.count)
        starts.reserveCapacity(scalarCount)
        shown.reserveCapacity(runs.reduce(0) { $0 + $1.text.utf8.count })
        for (number, run) in runs.enumerated() {
            let math = run.traits.contains(.math)
            let address = InlineLineBreaker.isAddress(run)
            var text = run.text
            let isRead = text.withUTF8 {
                appendScalars(of: $0, in: run.text, run: number, math: math, address: address)
            }
            if !isRead {
                measuresAsShown = false
                appendCharacters(of: run.text, run: number, math: math, address: address)
            }
        }
        segments.append(segmentStart..<units.count)
        if segments.count > 1, segments[segments.count - 1].isEmpty { segments.removeLast() }
    }

    /// The width of the widest segment, when `measuresAsShown` (nil otherwise).
    var widestSegmentWidth: Int? {
        guard measuresAsShown else { return nil }
        return segments.reduce(0) { widest, segment in max(widest, units[segment].reduce(0) { $0 + $1.width }) }
    }

    /// The text of the glyphs in `range` with each run's part styled by `styled`.
    func text(of range: Range<Int>, styled: (String, Int) -> String) -> String {
        // The run holding the line's first glyph: the last to start at or before it.
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle].glyph <= range.lowerBound { low = middle } else { high = middle - 1 }
        }
        var line = ""
        var start = range.lowerBound
        var piece = low
        while start < range.upperBound {
            let runEnd = piece + 1 < runStarts.count ? runStarts[piece + 1].glyph : units.count
            let end = min(runEnd, range.upperBound)
            let upper = end < starts.count ? starts[end] : shown.utf8.count
            let text = styled(String(Self.slice(of: shown, starts[start]..<upper)), runStarts[piece].run)
            // Most lines are one run's text: returned as styled, not appended to an empty line.
            if start == range.lowerBound, end == range.upperBound { return text }
            line += text
            start = end
            piece += 1
        }
        return line
    }

    // MARK: - Reading

    private mutating func endSegment() {
        segments.append(segmentStart..<units.count)
        segmentStart = units.count
    }

    private mutating func appendUnit(_ unit: LayoutUnit, run: Int) {
        noteStart(of: run)
        units.append(unit)
        starts.append(shown.utf8.count)
    }

    /// Records where `run` starts if the glyph about to be appended is its first.
    @inline(__always)
    private mutating func noteStart(of run: Int) {
        if runStarts.last?.run != run { runStarts.append((units.count, run)) }
    }

    /// The part of `text` between two UTF-8 offsets that fall on scalar boundaries.
    private static func slice(of text: String, _ offsets: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return Substring(utf8[lower..<utf8.index(lower, offsetBy: offsets.count)])
    }

    /// Appends the run in `text` (its UTF-8) scalar by scalar when each of its scalars is a
    /// grapheme of its own (line breaks, CR LF and controls included), in one pass over the
    /// bytes, copying them a stretch at a time; false, with nothing appended, otherwise.
    private mutating func appendScalars(
        of text: UnsafeBufferPointer<UInt8>, in string: String, run: Int, math: Bool, address: Bool
    ) -> Bool {
        let kept = (units: units.count, bytes: shown.utf8.count, segments: segments.count, start: segmentStart)
        var isFirst = true
        /// Where the bytes not yet copied start: they show as they are.
        var pending = 0
        var index = 0
        func copyPending(upTo end: Int) {
            if pending < end { shown += Self.slice(of: string, pending..<end) }
        }
        while index < text.count {
            let lead = text[index]
            if lead < 0x80 {
                if lead == 0x0A || (lead == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A) {
                    copyPending(upTo: index)
                    index += lead == 0x0D ? 2 : 1
                    pending = index
                    endSegment()
                    continue
                }
                let keepsWithPrevious = address && !isFirst
                isFirst = false
                if lead == 0x09 || lead == 0x0D { measuresAsShown = false }
                if lead == 0x09 || (math && lead == 0x20) {
                    // Shown otherwise than written: a space, or a no-break space in math.
                    copyPending(upTo: index)
                    let unit = LayoutUnit(
                        width: 1, scalar: math ? 0xA0 : 0x20, isSpace: !math, keepsWithPrevious: keepsWithPrevious)
                    appendUnit(unit, run: run)
                    shown += math ? "\u{A0}" : " "
                    index += 1
                    pending = index
                    continue
                }
                let width = lead >= 0x20 && lead < 0x7F ? 1 : 0
                noteStart(of: run)
                starts.append(shown.utf8.count + index - pending)
                units.append(
                    LayoutUnit(
                        width: width, scalar: UInt32(lead), isSpace: lead == 0x20,
                        keepsWithPrevious: keepsWithPrevious))
                index += 1
                continue
            }
            let (value, length) = Self.decode(text, at: index)
            guard let width = StandaloneScalars.width(of: value) else {
                restore(kept)
                return false
            }
            noteStart(of: run)
            starts.append(shown.utf8.count + index - pending)
            units.append(
                LayoutUnit(width: width, scalar: value, isSpace: false, keepsWithPrevious: address && !isFirst))
            isFirst = false
            index += length
        }
        copyPending(upTo: text.count)
        return true
    }

    /// Drops what a run appended before it turned out not to be read scalar by scalar.
    private mutating func restore(_ kept: (units: Int, bytes: Int, segments: Int, start: Int)) {
        units.removeSubrange(kept.units...)
        while let last = runStarts.last, last.glyph >= kept.units { runStarts.removeLast() }
        starts.removeSubrange(kept.units...)
        shown.removeSubrange(shown.utf8.index(shown.utf8.startIndex, offsetBy: kept.bytes)...)
        segments.removeSubrange(kept.segments...)
        segmentStart = kept.start
    }

    /// The scalar whose valid UTF-8 (a `String`'s) starts with the non-ASCII byte at `index`,
    /// and its length in bytes.
    @inline(__always)
    private static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(text[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(text[index + offset] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }

    /// Appends `text` grapheme cluster by grapheme cluster.
    private mutating func appendCharacters(of text: String, run: Int, math: Bool, address: Bool) {
        var isFirst = true
        for character in text {
            let first = character.utf8.first
            if first == 0x0A || (first == 0x0D && character.utf8.count == 2) {
                endSegment()
                continue
            }
            var shown = character
            if first == 0x09 { shown = " " }
            if math, first == 0x20 || first == 0x09 { shown = "\u{A0}" }
            let scalars = shown.unicodeScalars
            appendUnit(
                LayoutUnit(
                    width: InlineLineBreaker.width(of: shown), scalar: scalars.count == 1 ? scalars.first!.value : 0,
                    isSpace: shown.utf8.count == 1 && shown.utf8.first == 0x20, keepsWithPrevious: address && !isFirst),
                run: run)
            isFirst = false
            self.shown.append(shown)
        }
    }
}
