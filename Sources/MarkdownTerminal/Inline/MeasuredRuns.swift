import ShellKit

/// Runs read once for text that is measured before it is broken (a table cell): merged as
/// `InlineLineBreaker` merges them, with their glyphs, natural width and longest word, so the
/// measuring and the breaking share one reading of the text.
struct MeasuredRuns {
    /// The runs, neighbours shown the same way merged.
    let runs: [InlineRun]
    /// Printable ASCII and line breaks only: broken on bytes.
    let isPlain: Bool
    let glyphs: InlineGlyphs
    /// `InlineLineBreaker.naturalWidth` of the runs.
    let naturalWidth: Int
    /// `InlineLineBreaker.longestWordWidth` of the runs.
    let longestWordWidth: Int

    init(_ runs: [InlineRun]) {
        self.runs = InlineLineBreaker.merged(runs)
        isPlain = InlineLineBreaker.isPlain(self.runs)
        let glyphs = InlineGlyphs(self.runs)
        self.glyphs = glyphs
        naturalWidth = glyphs.widestSegmentWidth ?? InlineLineBreaker.naturalWidth(runs)
        longestWordWidth = glyphs.segments.reduce(0) {
            max($0, LineRangeBreaker.widestUnbreakableWidth(glyphs.units[$1]))
        }
    }
}
