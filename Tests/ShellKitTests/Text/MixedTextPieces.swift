/// Pieces of text for the differential tests of the text layout: Japanese prose and kinsoku
/// punctuation, emoji with ZWJ, VS16, skin tones and flags, combining marks, Hangul jamo,
/// ASCII words and spaces, line breaks and tabs, web addresses, styling sequences.
enum MixedTextPieces {
    static let plain = [
        "a", "word", "Swift", " ", "  ", "x", "(", ")", ".", ",", "!", "?", "%", "[1]", "e.g.",
        "supercalifragilisticexpialidocious", "https://example.com/a/b?q=1", "日本語", "の", "文章", "を",
        "折り返し", "ます", "。", "、", "「", "」", "（", "）", "ー", "っ", "ゃ", "…", "〜", "・", "ｶﾀｶﾅ", "ＡＢＣ",
        "한국어", "中文", "→", "─", "•", "©", "é", "Ωμέγα", "Кириллица", "①", "※", "\u{3000}", "\u{A0}",
    ]

    static let complex = [
        "e\u{301}", "\u{301}", "\u{308}", "👍", "👍🏽", "👨‍👩‍👧", "❤", "❤️", "☺︎", "🇯🇵", "🇯", "\u{200D}", "\u{200B}",
        "\u{FE0F}", "\u{1100}\u{1161}\u{11A8}", "\u{1161}", "\u{11A8}", "ｶﾞ", "か\u{3099}", "\u{E0041}", "क्ष",
        "\u{0E33}", "\u{0600}1", "\n", "\r\n", "\r", "\t", "\u{0B}", "\u{85}", "\u{1B}[1m", "\u{1B}[0m", "\u{1B}",
        "\u{1B}]8;;https://example.com\u{1B}\\", "\u{1B}[x",
    ]

    static let all = plain + complex
}
