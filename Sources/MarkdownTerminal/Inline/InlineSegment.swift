import FastPaths
import ShellKit

/// The glyphs of inline runs between two line breaks, flat: each glyph's `LayoutUnit` for
/// `LineRangeBreaker`, its run (for styling) and where its shown text starts in `bytes`, so a
/// line is styled from byte ranges and no `Character` or glyph array is built. Tabs show as a
/// space, spaces and tabs in math as a no-break space (math is never broken); an address's
/// glyphs after its first are kept with the one before.
struct InlineSegment {
    var units: [LayoutUnit] = []
    var runNumbers: [Int] = []
    var starts: [Int] = []
    var bytes: [UInt8] = []

    /// The runs' glyphs split at line breaks (LF and CR LF); a trailing line break adds no
    /// segment. Grapheme clusters never span two runs.
    static func segments(of runs: [InlineRun]) -> [InlineSegment] {
        var segments = [InlineSegment()]
        for (number, run) in runs.enumerated() {
            let keepsTogether = run.traits.contains(.math)
            let keepsWhole = InlineLineBreaker.isAddress(run)
            if !appendScalars(of: run, number: number, math: keepsTogether, address: keepsWhole, to: &segments) {
                appendCharacters(of: run, number: number, math: keepsTogether, address: keepsWhole, to: &segments)
            }
        }
        if segments.count > 1, segments[segments.count - 1].units.isEmpty { segments.removeLast() }
        return segments
    }

    /// The text of the glyphs in `range` with each run's part styled by `styled`.
    func text(of range: Range<Int>, styled: (String, Int) -> String) -> String {
        var line = ""
        var start = range.lowerBound
        while start < range.upperBound {
            let run = runNumbers[start]
            var end = start + 1
            while end < range.upperBound, runNumbers[end] == run { end += 1 }
            let upper = end < starts.count ? starts[end] : bytes.count
            line += styled(String(decoding: bytes[starts[start]..<upper], as: UTF8.self), run)
            start = end
        }
        return line
    }

    private mutating func append(_ unit: LayoutUnit, run: Int, shown: some Sequence<UInt8>) {
        units.append(unit)
        runNumbers.append(run)
        starts.append(bytes.count)
        bytes += shown
    }

    /// Appends `run` scalar by scalar when each of its scalars is a grapheme of its own (line
    /// breaks, CR LF and controls included); false, with nothing appended, otherwise.
    private static func appendScalars(
        of run: InlineRun, number: Int, math: Bool, address: Bool, to segments: inout [InlineSegment]
    ) -> Bool {
        let scalars = run.text.unicodeScalars
        guard scalars.allSatisfy({ $0.value < 0x80 || StandaloneScalars.contains($0.value) }) else { return false }
        var isFirst = true
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            var value = scalar.value
            if value == 0x0A || (value == 0x0D && index < scalars.endIndex && scalars[index] == "\n") {
                if value == 0x0D { index = scalars.index(after: index) }
                segments.append(InlineSegment())
                continue
            }
            if value == 0x09 { value = 0x20 }
            if math, value == 0x20 { value = 0xA0 }
            let shown = Unicode.Scalar(value)!
            let width = value < 0x80 ? (value >= 0x20 && value < 0x7F ? 1 : 0) : DisplayWidth.width(of: shown)
            let unit = LayoutUnit(
                width: width, scalar: value, isSpace: value == 0x20, keepsWithPrevious: address && !isFirst)
            isFirst = false
            segments[segments.count - 1].append(unit, run: number, shown: shown.utf8)
        }
        return true
    }

    /// Appends `run` grapheme cluster by grapheme cluster.
    private static func appendCharacters(
        of run: InlineRun, number: Int, math: Bool, address: Bool, to segments: inout [InlineSegment]
    ) {
        var isFirst = true
        for character in run.text {
            let first = character.utf8.first
            if first == 0x0A || (first == 0x0D && character.utf8.count == 2) {
                segments.append(InlineSegment())
                continue
            }
            var shown = character
            if first == 0x09 { shown = " " }
            if math, first == 0x20 || first == 0x09 { shown = "\u{A0}" }
            let scalars = shown.unicodeScalars
            let unit = LayoutUnit(
                width: InlineLineBreaker.width(of: shown), scalar: scalars.count == 1 ? scalars.first!.value : 0,
                isSpace: shown.utf8.count == 1 && shown.utf8.first == 0x20, keepsWithPrevious: address && !isFirst)
            isFirst = false
            segments[segments.count - 1].append(unit, run: number, shown: shown.utf8)
        }
    }
}
