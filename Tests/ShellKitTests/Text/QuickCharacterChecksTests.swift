import Testing
@testable import ShellKit
import TestSupport

/// The quick character checks answer as the standard library's do, on every scalar and on
/// seeded random text mixing ASCII, line breaks, combining marks and wide characters.
@Suite struct QuickCharacterChecksTests {
    private static let pieces: [String] = [
        "2", "0", "-", "T", ":", "+", " ", "\t", "\r", "\n", "\r\n", "\u{301}", "\u{200D}", "é", "あ", "漢", "\u{3000}",
        "👍🏽", "\u{85}", "\u{1F}", "a",
    ]

    @Test func whitespaceQuicklyIsWhitespace() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(character.isWhitespaceQuickly == character.isWhitespace, "U+\(String(value, radix: 16))")
        }
        for text in ["\r\n", " \u{301}", " \u{200D}", "a\u{301}", "\u{3000}\u{301}"] {
            let character = Character(text)
            #expect(character.isWhitespaceQuickly == character.isWhitespace, "\(text.debugDescription)")
        }
    }

    @Test func characterPrefixIsPrefix() {
        var random = SeededRandom(seed: 23)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        for _ in 0..<20_000 {
            let text = random.text(from: Self.pieces, fewerThan: 14)
            let count = next(12)
            // Byte for byte: `==` would take canonically equivalent text for the same.
            #expect(Array(text.characterPrefix(count).utf8) == Array(String(text.prefix(count)).utf8), "\(text.debugDescription) \(count)")
        }
        #expect("2024-05-01T12:34:56+09:00".characterPrefix(10) == "2024-05-01")
    }
}
