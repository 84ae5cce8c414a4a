import FastPaths
@testable import ShellKit
import Testing

/// `QuickDisplayWidth` (printable ASCII; text whose every scalar is a character of its own)
/// measures, and `truncated` cuts with it, exactly as the walk over grapheme clusters does, on seeded random text that
/// mixes
/// such scalars with the ones that end the fast path (combining marks, the kana voicing marks,
/// emoji and their selectors, joiners, styling).
@Suite struct QuickDisplayWidthTests {
    private static let pieces: [String] = [
        "a", "Z", " ", "~", "é", "ß", "ー", "あ", "ア", "漢", "字", "、", "「", "」", "한", "Ａ", "～",
        "\u{3099}", "e\u{301}", "👍", "❤\u{FE0F}", "👩\u{200D}💻", "\u{1B}[1m", "\u{1B}[0m", "\u{AD}", "ｶ", "🇯🇵", "…", "—",
        "↪", "─", "\u{200B}", "\u{2028}", "⌚",
    ]

    /// A generator that gives the same text on every machine.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    /// Columns by walking characters, as the general path does.
    private static func walkedWidth(_ text: String) -> Int {
        var total = 0
        var index = text.startIndex
        while index < text.endIndex {
            if let end = DisplayWidth.styleSequenceEnd(in: text, from: index) { index = end; continue }
            total += DisplayWidth.of(text[index])
            index = text.index(after: index)
        }
        return total
    }

    @Test func fastAndWalkedWidthsAgree() {
        var random = Seeded(state: 2026)
        var quickAnswers = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...12, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(DisplayWidth.of(text) == Self.walkedWidth(text), "\(text.debugDescription)")
            if let quick = QuickDisplayWidth.width(of: text) {
                quickAnswers += 1
                #expect(quick == Self.walkedWidth(text), "\(text.debugDescription)")
            }
            if let plain = QuickDisplayWidth.simpleWidth(of: text, allowingStyle: false) {
                #expect(plain == Self.walkedWidth(text) && !text.contains("\u{1B}"), "\(text.debugDescription)")
            }
            let width = Int.random(in: 1...20, using: &random)
            let cut = text.truncated(toDisplayWidth: width)
            #expect(Self.walkedWidth(cut) <= width, "\(text.debugDescription) cut to \(width)")
            if Self.walkedWidth(text) > width {
                #expect(cut.hasSuffix("…") || cut.hasSuffix("…\u{1B}[0m"))
                #expect(Self.walkedWidth(cut) >= width - 2, "no more than a wide character short")
            } else {
                #expect(cut == text)
            }
        }
        #expect(quickAnswers > 300, "the quick path answers often enough to be tested: \(quickAnswers)")
    }
}
