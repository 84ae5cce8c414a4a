import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// Untrusted text made inert: escape sequences removed, other controls shown, lines handled.
@Suite struct TerminalSanitizerTests {
    @Test(
        "escape sequences and controls (the same in inline and block)",
        arguments: [
            ("plain 日本語 text", "plain 日本語 text"),
            // CSI
            ("a\u{1B}[2;5Hb", "ab"),  // cursor move
            ("\u{1B}[2J\u{1B}[Htext", "text"),  // clear screen, home
            ("\u{1B}[31mred\u{1B}[0m", "red"),  // SGR
            ("\u{1B}[?25lhidden cursor", "hidden cursor"),  // private mode
            ("\u{1B}[200~rm -rf /\u{1B}[201~", "rm -rf /"),  // bracketed paste markers
            // OSC
            ("\u{1B}]0;pwned\u{7}title", "title"),  // window title, BEL
            ("\u{1B}]2;pwned\u{1B}\\title", "title"),  // window title, ST
            ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),  // OSC 8 hyperlink
            ("\u{1B}]52;c;ZWNobyBoaQ==\u{7}x", "x"),  // clipboard write
            // DCS, APC, two-byte and charset sequences
            ("\u{1B}Pq#0;2;0;0;0\u{1B}\\after", "after"),
            ("\u{1B}_payload\u{1B}\\x", "x"),
            ("\u{1B}cReset", "Reset"),
            ("\u{1B}7saved\u{1B}8", "saved"),
            ("\u{1B}(Bx", "x"),
            // 8-bit C1 introducers
            ("\u{9B}31mred", "red"),
            ("\u{9D}0;title\u{7}ok", "ok"),
            ("\u{90}data\u{9C}ok", "ok"),
            // Lone or incomplete sequences are shown, not removed
            ("abc\u{1B}", "abc^["),
            ("\u{1B}[31", "^[[31"),
            ("\u{1B}]0;title", "^[]0;title"),
            ("\u{1B}\u{1B}[1mx", "^[x"),
            ("\u{9B}", "<U+009B>"),
            // Other controls in visible form
            ("ding\u{7}", "ding^G"),
            ("a\u{0}b", "a^@b"),
            ("a\u{7F}b", "a^?b"),
            ("abc\u{8}\u{8}x", "abc^H^Hx"),  // backspaces cannot overwrite
            ("a\u{85}b", "a<U+0085>b"),
            ("a\u{9C}b", "a<U+009C>b"),
            // Bidi overrides and isolates
            ("user\u{202E}gnp.exe", "user<U+202E>gnp.exe"),
            ("\u{2066}x\u{2069}", "<U+2066>x<U+2069>"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}", "<U+202A><U+202B><U+202C><U+202D>"),
        ])
    func sanitizes(input: String, expected: String) {
        #expect(TerminalSanitizer.inline(input) == expected)
        #expect(TerminalSanitizer.block(input) == expected)
    }

    @Test(
        "inline: newline, CR and tab become one space each",
        arguments: [
            ("line1\nline2", "line1 line2"),
            ("a\r\nb", "a b"),
            ("safe\rEVIL", "safe EVIL"),
            ("a\tb", "a b"),
            ("a\n\nb", "a  b"),
            ("title\u{1B}]0;x\nb\u{7}", "title^[]0;x b^G"),  // a control inside OSC: not a sequence
            ("a\u{1B}\nb", "a^[ b"),
        ])
    func inline(input: String, expected: String) {
        #expect(TerminalSanitizer.inline(input) == expected)
    }

    @Test(
        "block: newlines kept, CR dropped before LF, tabs expanded to stops of 4",
        arguments: [
            ("line1\nline2", "line1\nline2"),
            ("a\r\nb\r\n", "a\nb\n"),
            ("safe\rEVIL", "safe\nEVIL"),
            ("\n\n", "\n\n"),
            ("\tx", "    x"),
            ("a\tb", "a   b"),
            ("ab\tc\td", "ab  c   d"),
            ("日本\tx", "日本    x"),
            ("a\n\tb", "a\n    b"),
            ("\u{1B}[1m\tx", "    x"),
            ("a\u{7}\nb", "a^G\nb"),
        ])
    func block(input: String, expected: String) {
        #expect(TerminalSanitizer.block(input) == expected)
    }

    @Test(
        "no control or bidi scalar survives",
        arguments: [
            "\u{1B}[1;31m\u{1B}]0;t\u{7}\u{9B}2J\u{0}\u{7F}\u{85}\u{202E}\u{2067}",
            "\u{1B}\u{1B}\u{1B}[[[\u{9B}\u{9D}\u{90}",
            "\u{1B}]8;;x\u{1B}\\\u{1B}P\u{1B}_\u{1B}^\u{1B}X",
            (0..<0xA0).map { String(Character(Unicode.Scalar(UInt8($0)))) }.joined(),
        ])
    func nothingDangerousSurvives(input: String) {
        let unsafe: (Unicode.Scalar) -> Bool = { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
        #expect(!TerminalSanitizer.inline(input).unicodeScalars.contains(where: unsafe))
        #expect(!TerminalSanitizer.block(input).unicodeScalars.contains { $0 != "\n" && unsafe($0) })
    }

    @Test(
        "the last guard before the terminal keeps line breaks, tabs and styling, and shows every other control",
        arguments: [
            ("plain 日本語\n\tindented", "plain 日本語\n\tindented"),
            ("\u{1B}[1mbold\u{1B}[0m", "\u{1B}[1mbold\u{1B}[0m"),
            ("bell \u{7} here", "bell ^G here"),
            ("wh\u{7}oami", "wh^Goami"),
            ("\u{1B}]0;title\u{7}", "^[]0;title^G"),
            ("\u{1B}[2J", "^[[2J"),
            ("c1 \u{9B}31m", "c1 <U+009B>31m"),
            ("del\u{7F}", "del^?"),
            ("caf\u{E9} \u{A0}nbsp", "caf\u{E9} \u{A0}nbsp"),
        ])
    func terminalSafe(input: String, expected: String) {
        #expect(TerminalSanitizer.terminalSafe(input) == expected)
    }
}
