import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `PercentEncoding` writes what Foundation's `addingPercentEncoding` writes with RFC 3986's
/// unreserved set.
@Suite struct PercentEncodingTests {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    @Test func everyScalarAgreesWithFoundation() {
        for value in UInt32(0)...0x10_FFFF where value < 0x3000 || value % 97 == 0 || value > 0x10_FF00 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "~"
            #expect(
                PercentEncoding.encodingAllButUnreserved(text)
                    == text.addingPercentEncoding(withAllowedCharacters: Self.unreserved),
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func randomTextAgreesWithFoundation() {
        let pieces = [
            "a", "Z", "0", "-", ".", "_", "~", " ", "/", "?", "#", "%", "+", "&", "=", "あ", "漢", "é", "e\u{301}",
            "👍🏽", "\u{0}", "\n", "\u{7F}", "\u{80}", "\u{FFFD}",
        ]
        var random = SeededRandom(seed: 41)
        for _ in 0..<5_000 {
            let text = random.text(from: pieces, fewerThan: 10)
            #expect(
                PercentEncoding.encodingAllButUnreserved(text)
                    == text.addingPercentEncoding(withAllowedCharacters: Self.unreserved), "\(text.debugDescription)")
        }
    }
}
