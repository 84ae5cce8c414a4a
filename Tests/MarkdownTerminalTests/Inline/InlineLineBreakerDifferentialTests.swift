@testable import MarkdownTerminal
import ShellKit
import TestSupport
import Testing

/// `InlineLineBreaker` (flat `InlineSegment`s, scalar by scalar where it can) lays runs out
/// exactly as it did glyph by glyph: the same lines as `Character` glyphs tagged with their run
/// (tabs as spaces, spaces in math kept together, addresses kept whole, line breaks between
/// segments) broken by `TextWrapper.breakLines`, and the same longest word, on seeded runs of
/// Japanese, emoji, combining marks, ASCII, controls and addresses.
@Suite struct InlineLineBreakerDifferentialTests {
    private static let pieces = [
        "a", "word", " ", "  ", "\t", "\n", "\r\n", "\r", ".", "(", ")", "https://example.com/x", "日本語の", "文章。",
        "「括弧」", "ー", "っ", "（注）", "、", "👍🏽", "👨‍👩‍👧", "❤️", "🇯🇵", "e\u{301}", "\u{301}", "ｶﾞ", "한국어", "①", "…",
        "Ωμέγα", "\u{0B}", "\u{A0}", "supercalifragilistic",
    ]

    /// Traits in turn, neighbours never the same, so no two runs merge.
    private static let traits: [InlineTraits] = [[], .bold, .code, .math, .linkTarget, .italic]

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func laysOutAsGlyphByGlyph(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let breaker = InlineLineBreaker(options: MarkdownLayoutOptions(style: TextStyle(isEnabled: false)))
        for _ in 0..<2_000 {
            var runs: [InlineRun] = []
            var previous = -1
            for _ in 0..<(1 + random.next(below: 5)) {
                var kind = random.next(below: Self.traits.count)
                if kind == previous { kind = (kind + 1) % Self.traits.count }
                previous = kind
                let text = random.text(from: Self.pieces, fewerThan: 12)
                runs.append(InlineRun(text.isEmpty ? "x" : text, traits: Self.traits[kind]))
            }
            // Printable ASCII and line breaks take FastPaths' byte path (ASCIILineBreakingTests),
            // which breaks at the spaces of math too.
            if runs.allSatisfy({ $0.text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A } }) { continue }
            let width = 2 + random.next(below: 30)
            let expected = Self.glyphLines(runs, width: width)
            #expect(breaker.lines(runs, width: width) == expected.lines, "\(runs) at \(width)")
            #expect(InlineLineBreaker.longestWordWidth(runs) == expected.longestWord, "\(runs)")
        }
    }

    /// The lines and the longest word as the glyph-by-glyph breaker made them (styling off).
    private static func glyphLines(_ runs: [InlineRun], width: Int) -> (lines: [String], longestWord: Int) {
        var segments: [[TextWrapper.Glyph<Int>]] = [[]]
        for (number, run) in runs.enumerated() {
            let keepsTogether = run.traits.contains(.math)
            let keepsWhole = InlineLineBreaker.isAddress(run)
            var isFirst = true
            for character in run.text {
                let first = character.utf8.first
                if first == 0x0A || (first == 0x0D && character.utf8.count == 2) {
                    segments.append([])
                    continue
                }
                var shown = character
                if first == 0x09 { shown = " " }
                if keepsTogether, first == 0x20 || first == 0x09 { shown = "\u{A0}" }
                segments[segments.count - 1].append(
                    TextWrapper.Glyph(
                        character: shown, width: InlineLineBreaker.width(of: shown), tag: number,
                        keepsWithPrevious: keepsWhole && !isFirst))
                isFirst = false
            }
        }
        if segments.count > 1, segments[segments.count - 1].isEmpty { segments.removeLast() }
        var lines: [String] = []
        for glyphs in segments {
            if glyphs.isEmpty {
                lines.append("")
                continue
            }
            lines += TextWrapper.breakLines(glyphs, firstLineWidth: width, otherLinesWidth: width)
                .map { String($0.map(\.character)) }
        }
        return (lines, segments.map(TextWrapper.widestUnbreakableWidth).max() ?? 0)
    }
}
