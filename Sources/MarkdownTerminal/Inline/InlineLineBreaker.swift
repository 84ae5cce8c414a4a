import FastPaths
import ShellKit

/// Lays inline runs out as terminal lines: `"\n"` breaks a line, the rest wraps to the width by
/// `TextWrapper`'s rules (spaces, wide characters, kinsoku). Each line's pieces are styled on
/// their own, so no style or hyperlink runs past the end of a line (prefixes, pagers and line
/// by line reuse stay clean). No line is wider than the width, but one: an address (`isAddress`)
/// is never broken, and one wider than the width stands whole on a line of its own.
package struct InlineLineBreaker {
    package let options: MarkdownLayoutOptions

    package init(options: MarkdownLayoutOptions) {
        self.options = options
    }

    /// The lines of `runs` at `width` columns (at least 2); a trailing line break adds no line.
    package func lines(_ runs: [InlineRun], width: Int) -> [String] {
        var joiners: [Joiner] = []
        return lines(runs, width: width, joiners: &joiners)
    }

    /// `lines(_:width:)`, appending to `joiners` how each line continues the one before: `.first`
    /// for the first; after a wrap `.space` when it dropped spaces, `.none` when it fell between
    /// glyphs (beside a wide glyph, inside a word wider than the line); after a line break
    /// `.none` between two wide glyphs (a Japanese sentence broken in its source), else `.space`.
    package func lines(_ runs: [InlineRun], width: Int, joiners: inout [Joiner]) -> [String] {
        let runs = Self.merged(runs)
        let kept = joiners.count
        if Self.isPlain(runs), let lines = plainLines(runs, width: width, joiners: &joiners) { return lines }
        joiners.removeSubrange(kept...)
        var result: [String] = []
        forEachLine(of: InlineGlyphs(runs), runs: runs, width: width) { text, _, joiner in
            result.append(text)
            joiners.append(joiner)
        }
        return result
    }

    /// `lines` of runs already read and measured (a table cell), each with the columns it takes
    /// when its glyphs' widths add up to what `DisplayWidth` measures (nil: measure the line).
    func lines(_ measured: MeasuredRuns, width: Int) -> [(text: String, width: Int?)] {
        var joiners: [Joiner] = []
        if measured.isPlain, let lines = plainLines(measured.runs, width: width, joiners: &joiners) {
            return lines.map { ($0, nil) }
        }
        let glyphs = measured.glyphs
        var result: [(text: String, width: Int?)] = []
        forEachLine(of: glyphs, runs: measured.runs, width: width) { text, line, _ in
            result.append((text, glyphs.measuresAsShown ? glyphs.units[line].reduce(0) { $0 + $1.width } : nil))
        }
        return result
    }

    /// Each line of `glyphs` (the glyphs of `runs`) styled, with its range of glyphs and its joiner.
    @inline(__always)
    private func forEachLine(
        of glyphs: InlineGlyphs, runs: [InlineRun], width: Int, _ body: (String, Range<Int>, Joiner) -> Void
    ) {
        let units = glyphs.units
        /// The previous line's glyphs (nil before the first line).
        var previous: Range<Int>?
        for segment in glyphs.segments {
            var startsSegment = true
            if segment.isEmpty {
                body("", segment, previous == nil ? .first : .space)
                previous = segment
                continue
            }
            for line in LineRangeBreaker.lines(units[segment], firstLineWidth: width, otherLinesWidth: width) {
                let joiner: Joiner
                if let previous {
                    if startsSegment {
                        let wideBefore = !previous.isEmpty && units[previous.upperBound - 1].width == 2
                        joiner = wideBefore && !line.isEmpty && units[line.lowerBound].width == 2 ? .none : .space
                    } else {
                        joiner = line.lowerBound > previous.upperBound ? .space : .none
                    }
                } else {
                    joiner = .first
                }
                body(glyphs.text(of: line) { styled($0, runs[$1]) }, line, joiner)
                previous = line
                startsSegment = false
            }
        }
    }

    /// Whether a run shows a web address, never to be broken: the address printed after a link's
    /// text or an image, or a link whose text is its address (a bare autolink). One holding a
    /// control character (in its visible form, `^K` or `<U+0085>`) is no address anyone can use,
    /// and wraps as text does.
    package static func isAddress(_ run: InlineRun) -> Bool {
        if run.traits.contains(.linkTarget) {
            return !holdsVisibleControl(run.text)
        }
        guard let link = run.link, run.traits.contains(.linkText) else { return false }
        return InlineFlattener.sameAddress(run.text, link) && !holdsVisibleControl(run.text)
    }

    /// Whether `text` holds `TerminalSanitizer`'s visible form of a control character.
    private static func holdsVisibleControl(_ text: String) -> Bool {
        ByteScan.contains(UInt8(ascii: "^"), in: text.utf8) || text.contains("<U+")
    }

    /// Whether every byte is printable ASCII or a line break: `plainLines` then breaks the lines.
    static func isPlain(_ runs: [InlineRun]) -> Bool {
        runs.allSatisfy { run in
            run.text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }
        }
    }

    /// `lines` for printable ASCII: wrapped on bytes (FastPaths), then styled run by run, each
    /// line's joiner appended to `joiners`; nil when the quick path is not sure (`joiners` may
    /// then hold some: the caller drops them).
    private func plainLines(_ runs: [InlineRun], width: Int, joiners: inout [Joiner]) -> [String]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(runs.reduce(0) { $0 + $1.text.utf8.count })
        /// Where each run's bytes end (runs are never empty).
        var runEnds: [Int] = []
        runEnds.reserveCapacity(runs.count)
        var addresses: [Range<Int>] = []
        for run in runs {
            if Self.isAddress(run) { addresses.append(bytes.count..<bytes.count + run.text.utf8.count) }
            bytes += run.text.utf8
            runEnds.append(bytes.count)
        }
        var result: [String] = []
        var segmentStart = 0
        while segmentStart <= bytes.count {
            let segmentEnd = bytes[segmentStart...].firstIndex(of: 0x0A) ?? bytes.count
            let isLast = segmentEnd == bytes.count
            if segmentStart == segmentEnd {
                if !isLast || result.isEmpty {
                    joiners.append(result.isEmpty ? .first : .space)
                    result.append("")
                }
            } else {
                let segment = Array(bytes[segmentStart..<segmentEnd])
                let whole = Self.ranges(addresses, within: segmentStart..<segmentEnd)
                guard let ranges = ASCIILineBreaking.lines(segment, width: width, keepingWhole: whole) else {
                    return nil
                }
                for (number, range) in ranges.enumerated() {
                    let lineBytes = (range.lowerBound + segmentStart)..<(range.upperBound + segmentStart)
                    if number > 0 {
                        joiners.append(range.lowerBound > ranges[number - 1].upperBound ? .space : .none)
                    } else {
                        joiners.append(result.isEmpty ? .first : .space)
                    }
                    result.append(styledBytes(bytes, runEnds, lineBytes, runs: runs))
                }
            }
            segmentStart = segmentEnd + 1
        }
        return result
    }

    /// The parts of `ranges` (ascending) inside `segment`, counted from its start.
    private static func ranges(_ ranges: [Range<Int>], within segment: Range<Int>) -> [Range<Int>] {
        guard !ranges.isEmpty else { return [] }
        let start = segment.lowerBound
        return ranges.compactMap { range in
            let clamped = range.clamped(to: segment)
            return clamped.isEmpty ? nil : (clamped.lowerBound - start)..<(clamped.upperBound - start)
        }
    }

    /// The line `range` of `bytes`, each run's part (runs end at `runEnds`) styled on its own.
    private func styledBytes(_ bytes: [UInt8], _ runEnds: [Int], _ range: Range<Int>, runs: [InlineRun]) -> String {
        // The first run ending after the line's start, by bisection.
        var low = 0
        var high = runEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if runEnds[middle] > range.lowerBound { high = middle } else { low = middle + 1 }
        }
        var line = ""
        var start = range.lowerBound
        var run = low
        while start < range.upperBound {
            let end = min(runEnds[run], range.upperBound)
            line += styled(String(decoding: bytes[start..<end], as: UTF8.self), runs[run])
            start = end
            run += 1
        }
        return line
    }

    /// The widest line `runs` would make with no width limit (for table columns).
    package static func naturalWidth(_ runs: [InlineRun]) -> Int {
        var widest = 0
        var current = 0
        for run in runs {
            for character in run.text {
                if character == "\n" {
                    widest = max(widest, current)
                    current = 0
                } else {
                    current += width(of: character)
                }
            }
        }
        return max(widest, current)
    }

    /// The widest stretch of `runs` that `lines` breaks only when it is wider than the line (a
    /// word, a number, an address, CJK held together by kinsoku), by the same rules: a table
    /// column this wide or wider never cuts a word.
    package static func longestWordWidth(_ runs: [InlineRun]) -> Int {
        MeasuredRuns(runs).longestWordWidth
    }

    static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        return DisplayWidth.of(character)
    }

    // MARK: - Runs

    /// Neighbouring runs shown the same way as one.
    static func merged(_ runs: [InlineRun]) -> [InlineRun] {
        var result: [InlineRun] = []
        result.reserveCapacity(runs.count)
        for run in runs where !run.text.isEmpty {
            if let last = result.last, last.traits == run.traits, last.link == run.link {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }

    // MARK: - Styling

    private func styled(_ text: String, _ run: InlineRun) -> String {
        let style = options.style
        var text = text
        let traits = run.traits
        if style.isEnabled {
            if traits.contains(.code) { text = style.color(text, .cyan) }
            if traits.contains(.math) { text = style.color(text, .yellow) }
            if traits.contains(.mention) { text = style.color(text, .magenta) }
            if traits.contains(.footnote) { text = style.color(text, .blue) }
            if traits.contains(.image) { text = style.color(text, .magenta) }
            if traits.contains(.key) { text = style.inverse(text) }
            if traits.contains(.linkTarget) || traits.contains(.shifted) { text = style.dim(text) }
            if traits.contains(.linkText) { text = style.underline(text) }
            if traits.contains(.strikethrough) { text = style.strikethrough(text) }
            if traits.contains(.italic) { text = style.italic(text) }
            if traits.contains(.bold) { text = style.bold(text) }
        }
        if options.hyperlinks, let link = run.link {
            text = HyperlinkMark.wrap(text, address: link)
        }
        return text
    }
}
