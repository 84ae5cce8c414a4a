import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `trimmingBlanks` trims what Foundation's `trimmingCharacters(in: .whitespaces)` trims, on
/// seeded random text made of blanks, line breaks, combining marks and other scalars.
@Suite struct SpaceTrimmingTests {
    private static let pieces: [String] = [
        " ", "\t", "\u{3000}", "\u{A0}", "\u{2003}", "\u{202F}", "\u{205F}", "\u{1680}", "\n", "\r", "\u{85}",
        "\u{2028}",
        "\u{200B}", "\u{FEFF}", "\u{2007}", "\u{200A}", "\u{301}", "a", "Z", "あ", "漢", "-", "${X}", "é", "👍🏽", "\u{1B}",
    ]

    @Test func trimsWhatFoundationTrims() {
        var random = SeededRandom(seed: 11)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        for _ in 0..<20_000 {
            let text = random.text(from: Self.pieces, fewerThan: 8)
            #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            let slice = text.dropFirst(next(3))
            #expect(
                slice.trimmingBlanks() == slice.trimmingCharacters(in: .whitespaces),
                "\(String(slice).debugDescription)")
        }
    }

    @Test func blanksAreWhatCharacterSetWhitespacesHolds() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isBlank == CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }
}
