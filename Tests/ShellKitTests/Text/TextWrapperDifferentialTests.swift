@testable import ShellKit
import TestSupport
import Testing

/// `TextWrapper` (line ranges from `LineRangeBreaker` over `PlainTextUnits`) breaks exactly as
/// the glyph-array wrapper it replaced (`ReferenceTextWrapper`): the same lines, so the same
/// breaks and widths, on seeded mixed text at widths from 1 to 40, with indents; and
/// `breakLines` and `widestUnbreakableWidth` likewise on tagged glyphs with addresses kept whole.
@Suite struct TextWrapperDifferentialTests {
    private static let indents = ["", "  ", "- ", "「", "    ", "＊ ", "e\u{301} ", "abcdefghijklmnop"]

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func wrapsAsTheGlyphWrapper(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<3_000 {
            let pieces = random.next(below: 2) == 0 ? MixedTextPieces.plain : MixedTextPieces.all
            let text = random.text(from: pieces, fewerThan: 40)
            let width = 1 + random.next(below: 40)
            let indent = Self.indents[random.next(below: Self.indents.count)]
            let hanging = random.next(below: 2) == 0 ? nil : Self.indents[random.next(below: Self.indents.count)]
            let wrapped = TextWrapper.wrap(text, width: width, indent: indent, hangingIndent: hanging)
            let expected = ReferenceTextWrapper.wrap(text, width: width, indent: indent, hangingIndent: hanging)
            #expect(wrapped == expected, "\(text.debugDescription) at \(width)")
        }
    }

    @Test(arguments: [UInt64(5), 6, 7])
    func breaksGlyphsAsTheGlyphWrapper(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<3_000 {
            let text = random.text(from: MixedTextPieces.all, fewerThan: 40)
            var glyphs: [TextWrapper.Glyph<Int>] = []
            var reference: [ReferenceTextWrapper.Glyph<Int>] = []
            var keepsWhole = false
            for (number, character) in text.enumerated() {
                if random.next(below: 8) == 0 { keepsWhole.toggle() }
                let width = DisplayWidth.of(character)
                let keeps = keepsWhole && random.next(below: 10) > 0
                glyphs.append(.init(character: character, width: width, tag: number, keepsWithPrevious: keeps))
                reference.append(.init(character: character, width: width, tag: number, keepsWithPrevious: keeps))
            }
            let first = random.next(below: 30)
            let other = random.next(below: 30)
            let lines = TextWrapper.breakLines(glyphs, firstLineWidth: first, otherLinesWidth: other)
            let expected = ReferenceTextWrapper.breakLines(reference, firstLineWidth: first, otherLinesWidth: other)
            #expect(lines.map { $0.map(\.tag) } == expected.map { $0.map(\.tag) }, "\(text.debugDescription)")
            #expect(
                TextWrapper.widestUnbreakableWidth(glyphs) == ReferenceTextWrapper.widestUnbreakableWidth(reference))
        }
    }
}
