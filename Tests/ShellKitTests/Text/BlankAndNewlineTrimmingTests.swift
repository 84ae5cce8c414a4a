import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `trimmingBlanksAndNewlines` trims what `trimmingCharacters(in: .whitespacesAndNewlines)` trims.
@Suite struct BlankAndNewlineTrimmingTests {
    @Test func everyScalarAgreesWithCharacterSet() {
        let set = CharacterSet.whitespacesAndNewlines
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isBlankOrNewline == set.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func blanksAreCharacterSetWhitespacesOnEveryScalar() {
        let set = CharacterSet.whitespaces
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isBlank == set.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func trimsWhatFoundationTrims() {
        let pieces = [
            " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{3000}", "\u{A0}",
            "\u{200B}", "\u{FEFF}", "\u{301}", "a", "あ", "👍🏽", "é",
        ]
        var random = SeededRandom(seed: 12)
        for _ in 0..<20_000 {
            let text = random.text(from: pieces, fewerThan: 8)
            let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(text.trimmingBlanksAndNewlines() == expected, "\(text.debugDescription)")
            let slice = text.dropFirst(random.next(below: 3))
            #expect(slice.trimmingBlanksAndNewlines() == slice.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
