import Testing
@testable import ShellKit
import TestSupport

/// Terminal column counts, truncation and padding by display width, and styled text.
@Suite struct DisplayWidthTests {
    @Test(
        "width of text",
        arguments: [
            ("", 0),
            ("abc", 3),
            ("日本語", 6),
            ("aあ", 3),
            ("\u{E9}", 1),  // é composed
            ("e\u{301}", 1),  // é decomposed: one grapheme
            ("👍", 2),
            ("👍🏽", 2),  // with a skin-tone modifier
            ("🇯🇵", 2),  // regional-indicator pair
            ("👨‍👩‍👧", 2),  // ZWJ sequence
            ("❤", 1),  // text presentation by default
            ("❤️", 2),  // U+FE0F asks for emoji presentation
            ("。「」、", 8),
            ("ＡＢＣ", 6),  // fullwidth forms
            ("ｶﾀｶﾅ", 4),  // halfwidth katakana
            ("한국어", 6),
            ("\u{3000}", 2),  // ideographic space
            ("a\u{200B}b", 2),  // zero-width space
            ("•…─│", 4),  // East Asian Ambiguous counts 1
            ("Swift 6 の並行処理", 18),
            ("\u{7}\u{0}", 0),  // controls (should have been sanitized)
        ])
    func widthOfText(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
        #expect(text.displayWidth == expected)
    }

    @Test(
        "width of one character",
        arguments: [
            ("a" as Character, 1),
            ("あ", 2),
            ("漢", 2),
            ("\u{301}", 0),  // a combining mark on its own
            ("\u{FE0F}", 0),
            ("\u{200D}", 0),
            ("\u{1B}", 0),
            ("\u{85}", 0),
            ("\r\n", 0),
            ("한", 2),
            ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul syllable from conjoining jamo
        ])
    func widthOfCharacter(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test(
        "SGR sequences take no columns",
        arguments: [
            ("\u{1B}[1mbold\u{1B}[22m", 4),
            ("\u{1B}[38;5;196m赤\u{1B}[0m", 2),
            ("\u{1B}[m", 0),
            ("\u{1B}[4:3mcurly\u{1B}[24m", 5),
        ])
    func styledWidth(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
        #expect(TextStyle.visibleWidth(text) == expected)
    }

    @Test(
        "truncation keeps whole characters and ends with …",
        arguments: [
            ("日本語のテキスト", 7, "日本語…"),
            ("日本語のテキスト", 8, "日本語…"),  // 語 + の would need 9 with the ellipsis
            ("日本語のテキスト", 15, "日本語のテキス…"),
            ("日本語のテキスト", 16, "日本語のテキスト"),
            ("hello world", 5, "hell…"),
            ("hello", 5, "hello"),
            ("hello", 1, "…"),
            ("hello", 0, ""),
            ("hello", -3, ""),
            ("aあいう", 4, "aあ…"),
            ("👍👍👍", 4, "👍…"),
            ("🇯🇵🇯🇵", 3, "🇯🇵…"),
            ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
            ("", 3, ""),
        ])
    func truncation(text: String, width: Int, expected: String) {
        let result = text.truncated(toDisplayWidth: width)
        #expect(result == expected)
        #expect(result.displayWidth <= max(width, 0))
    }

    @Test func truncationKeepsStylingAndResetsIt() {
        let styled = "\u{1B}[1mbold text\u{1B}[22m"
        #expect(styled.truncated(toDisplayWidth: 5) == "\u{1B}[1mbold…\u{1B}[0m")
        #expect(styled.truncated(toDisplayWidth: 9) == styled)
    }

    @Test(
        "padding by display width",
        arguments: [
            ("日本", 6, false, "日本  "),
            ("日本", 6, true, "  日本"),
            ("aあ", 5, true, "  aあ"),
            ("abc", 2, false, "abc"),  // never truncates
            ("abc", 3, true, "abc"),
            ("", 3, false, "   "),
        ])
    func padding(text: String, width: Int, alignRight: Bool, expected: String) {
        #expect(text.padded(toDisplayWidth: width, alignRight: alignRight) == expected)
    }

    @Test func paddedColumnsLineUpWithJapanese() {
        let cells = ["Swift", "日本語", "aあ"].map { $0.padded(toDisplayWidth: 8) + "|" }
        #expect(cells == ["Swift   |", "日本語  |", "aあ     |"])
        #expect(cells.allSatisfy { $0.displayWidth == 9 })
    }

    // MARK: - TextStyle

    @Test(
        "styles wrap text in SGR codes when enabled",
        arguments: [
            ("bold", "\u{1B}[1mx\u{1B}[22m"),
            ("dim", "\u{1B}[2mx\u{1B}[22m"),
            ("italic", "\u{1B}[3mx\u{1B}[23m"),
            ("underline", "\u{1B}[4mx\u{1B}[24m"),
            ("red", "\u{1B}[31mx\u{1B}[39m"),
            ("gray", "\u{1B}[90mx\u{1B}[39m"),
        ])
    func enabledStyles(name: String, expected: String) {
        let styled = Self.apply(name, "x", TextStyle(isEnabled: true))
        #expect(styled == expected)
        #expect(DisplayWidth.of(styled) == 1)
        #expect(Self.apply(name, "x", TextStyle(isEnabled: false)) == "x")
        #expect(Self.apply(name, "", TextStyle(isEnabled: true)) == "")
    }

    @Test func colorCodes() {
        #expect(TerminalColor.allCases.map(\.foregroundCode) == [31, 32, 33, 34, 35, 36, 90])
    }

    private static func apply(_ name: String, _ text: String, _ style: TextStyle) -> String {
        switch name {
        case "bold": style.bold(text)
        case "dim": style.dim(text)
        case "italic": style.italic(text)
        case "underline": style.underline(text)
        case "red": style.color(text, .red)
        default: style.color(text, .gray)
        }
    }
}
