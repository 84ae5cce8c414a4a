import FastPaths
import Foundation
@testable import ShellKit
import TestSupport
import Testing

/// The sanitizer's byte-level checks (`SanitizerQuickChecks`) that let plain text through
/// untouched never let a control through: on seeded random text, a check says "nothing to
/// change" only for text with no scalar the sanitizer would change, everything `inline`, `block`
/// and `terminalSafe` return is free of controls other than those each keeps, and plain text
/// comes back as it was.
@Suite struct SanitizerQuickChecksTests {
    private static let pieces: [String] = [
        "a", " ", "é", "あ", "漢", "\u{A0}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
        "\u{2067}",
        "\u{85}", "\u{9B}", "\u{9F}", "\u{7F}", "\u{7}", "\n", "\r", "\t", "\u{1B}", "\u{1B}[1m", "\u{1B}[0m",
        "\u{1B}[31;1m",
        "\u{1B}]0;title\u{7}", "[", "m", "1", ";", "\u{1B}[", "\u{1B}[1", "\u{1B}[1x", "\u{C2}", "\u{202D}",
    ]

    private static let plainPieces = ["abc", "日本語", "a b", "\u{C3}", "~}", "é", "a line\n", "\tindented · ", "\u{B7}"]

    private static func hasForbiddenScalar(_ text: String, allowing allowed: Set<Unicode.Scalar>) -> Bool {
        text.unicodeScalars.contains { scalar in
            guard !allowed.contains(scalar) else { return false }
            return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test func nothingUnsafeGetsThrough() {
        var random = SeededRandom(seed: 7)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        for _ in 0..<5_000 {
            // Long runs of plain pieces too, lines and tabs among them: the checks read eight bytes at a time.
            let plain = String(repeating: Self.plainPieces[next(Self.plainPieces.count)], count: next(12))
            let text = plain + random.text(from: Self.pieces, fewerThan: 10) + plain
            if SanitizerQuickChecks.isPlainText(text.utf8) {
                #expect(!Self.hasForbiddenScalar(text, allowing: []), "\(text.debugDescription)")
                #expect(TerminalSanitizer.walkedSanitize(text, keepsLines: false) == text, "\(text.debugDescription)")
                #expect(TerminalSanitizer.walkedSanitize(text, keepsLines: true) == text, "\(text.debugDescription)")
            }
            if SanitizerQuickChecks.isSafeForTerminal(text.utf8) {
                #expect(TerminalSanitizer.walkedTerminalSafe(text) == text, "\(text.debugDescription)")
            }
            #expect(!Self.hasForbiddenScalar(TerminalSanitizer.inline(text), allowing: []), "\(text.debugDescription)")
            #expect(
                !Self.hasForbiddenScalar(TerminalSanitizer.block(text), allowing: ["\n"]), "\(text.debugDescription)")
            let safe = TerminalSanitizer.terminalSafe(text)
            let withoutStyling = safe.replacingOccurrences(
                of: "\u{1B}\\[[0-9;:]*m", with: "", options: .regularExpression)
            #expect(
                !Self.hasForbiddenScalar(
                    withoutStyling,
                    allowing: [
                        "\n", "\t", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202B}",
                        "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
                        "\u{2068}", "\u{2069}",
                    ]),
                "\(text.debugDescription)")
            if !Self.hasForbiddenScalar(text, allowing: []) {
                #expect(TerminalSanitizer.inline(text) == text)
            }
            if !Self.hasForbiddenScalar(text, allowing: ["\n", "\t"]) {
                #expect(TerminalSanitizer.terminalSafe(text) == text, "\(text.debugDescription)")
            }
        }
    }
}
