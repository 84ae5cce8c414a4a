import FastPaths
import ShellKit
import TestSupport
import Testing

/// `ASCIILineBreaking` breaks printable ASCII into exactly the lines `TextWrapper.breakLines`
/// makes of the same characters (one column each, breaks at spaces only), on seeded text with
/// runs of spaces, short and overlong words and kinsoku punctuation, at widths from 1 to 30, with
/// and without stretches kept whole (addresses: never cut, however long); and anything else gives
/// nil.
@Suite struct ASCIILineBreakingTests {
    private static let pieces = [
        "a", "word", "Swift", " ", "  ", "   ", "supercalifragilisticexpialidocious", "x", "(", ")", ".", ",",
        "!", "?", "[1]", "--", "e.g.", "https://example.com/a/b", "`code`", "%", "{", "}", "~", ":", ";", "]",
    ]

    /// The lines the general path makes, as text, the characters at the offsets in `whole` kept
    /// whole.
    private static func generalLines(_ text: String, width: Int, whole: [Range<Int>] = []) -> [String] {
        let glyphs = text.enumerated().map { offset, character in
            TextWrapper.Glyph(
                character: character, width: 1, tag: 0,
                keepsWithPrevious: whole.contains { $0.contains(offset) && $0.lowerBound != offset })
        }
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

    /// Some pieces (an address, overlong words, a part of a word) are kept whole: both paths leave
    /// every word touching one uncut, on a line of its own when it is wider than the width.
    @Test(arguments: [UInt64(4), 5, 6])
    func keepsTheSameStretchesWholeAsTheGeneralPath(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var sawOverlongWhole = false
        for _ in 0..<3_000 {
            var text = ""
            var whole: [Range<Int>] = []
            for _ in 0..<random.next(below: 30) {
                let piece = Self.pieces[random.next(below: Self.pieces.count)]
                if random.next(below: 4) == 0, piece != " ", piece != "  ", piece != "   " {
                    whole.append(text.utf8.count..<text.utf8.count + piece.utf8.count)
                }
                text += piece
            }
            let width = 1 + random.next(below: 30)
            let bytes = Array(text.utf8)
            let ranges = try #require(ASCIILineBreaking.lines(bytes, width: width, keepingWhole: whole))
            let quick = ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
            #expect(
                quick == Self.generalLines(text, width: width, whole: whole),
                "\(text.debugDescription) at \(width), whole \(whole)")
            sawOverlongWhole = sawOverlongWhole || quick.contains { $0.count > max(2, width) }
        }
        #expect(sawOverlongWhole, "no stretch kept whole was wider than its line")
    }

    @Test(arguments: ["a\nb", "tab\there", "日本語", "café", "bell\u{7}", "del\u{7F}"])
    func leavesOtherBytesToTheGeneralPath(text: String) {
        #expect(ASCIILineBreaking.lines(Array(text.utf8), width: 10) == nil)
    }
}
