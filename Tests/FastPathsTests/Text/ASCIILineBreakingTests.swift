import FastPaths
import ShellKit
import TestSupport
import Testing

/// `ASCIILineBreaking` breaks printable ASCII into exactly the lines `TextWrapper.breakLines`
/// makes of the same characters (one column each, breaks at spaces only), on seeded text with
/// runs of spaces, short and overlong words and kinsoku punctuation, at widths from 1 to 30; and
/// anything else gives nil.
@Suite struct ASCIILineBreakingTests {
    private static let pieces = [
        "a", "word", "Swift", " ", "  ", "   ", "supercalifragilisticexpialidocious", "x", "(", ")", ".", ",",
        "!", "?", "[1]", "--", "e.g.", "https://example.com/a/b", "`code`", "%", "{", "}", "~",
    ]

    /// The lines the general path makes, as text.
    private static func generalLines(_ text: String, width: Int) -> [String] {
        let glyphs = text.map { TextWrapper.Glyph(character: $0, width: 1, tag: 0) }
        return TextWrapper.breakLines(glyphs, firstLineWidth: width, otherLinesWidth: width)
            .map { String($0.map(\.character)) }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func breaksAsTheGeneralPathDoes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<3_000 {
            let text = random.text(from: Self.pieces, fewerThan: 30)
            let width = 1 + random.next(below: 30)
            let bytes = Array(text.utf8)
            let ranges = try #require(ASCIILineBreaking.lines(bytes, width: width), "\(text.debugDescription)")
            let quick = ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
            #expect(quick == Self.generalLines(text, width: width), "\(text.debugDescription) at \(width)")
        }
    }

    @Test(arguments: ["a\nb", "tab\there", "日本語", "café", "bell\u{7}", "del\u{7F}"])
    func leavesOtherBytesToTheGeneralPath(text: String) {
        #expect(ASCIILineBreaking.lines(Array(text.utf8), width: 10) == nil)
    }
}
