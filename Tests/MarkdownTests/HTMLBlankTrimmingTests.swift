import Foundation
import Testing
@testable import Markdown
import TestSupport

/// The sanitizer's blank trim is Foundation's `trimmingCharacters(in: .whitespaces)`: the same
/// set on every scalar, and the same text on blanks mixed with line breaks and marks.
@Suite struct HTMLBlankTrimmingTests {
    @Test func blanksAreCharacterSetWhitespaces() {
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(HTMLBlankTrimming.isBlank(scalar) == CharacterSet.whitespaces.contains(scalar), "\(value)")
        }
    }

    @Test func trimsWhatFoundationTrims() {
        let pieces = [" ", "\t", "\n", "\u{3000}", "\u{A0}", "\u{200B}", "\u{301}", "a", "color", ":", "あ", "\r\n"]
        var random = SeededRandom(seed: 41)
        for _ in 0..<10_000 {
            let text = random.text(from: pieces, fewerThan: 8)
            let expected = text.trimmingCharacters(in: .whitespaces)
            #expect(HTMLBlankTrimming.trimmed(text) == expected, "\(text.debugDescription)")
        }
    }
}
