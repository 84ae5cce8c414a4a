import Testing
@testable import ShellKit
import TestSupport

/// Wrapping one paragraph by display width: Latin at spaces, CJK between characters.
@Suite struct TextWrapperTests {
    static let japanese = "Qiita は技術情報を記録共有するサービスです。Markdown で記事を書けます。"

    @Test(
        "wrapping",
        arguments: [
            (
                "The quick brown fox jumps over the lazy dog", 10,
                ["The quick", "brown fox", "jumps over", "the lazy", "dog"]
            ),
            (
                "The quick brown fox jumps over the lazy dog", 20,
                ["The quick brown fox", "jumps over the lazy", "dog"]
            ),
            (
                "The quick brown fox jumps over the lazy dog", 3,  // under 10 counts as 10
                ["The quick", "brown fox", "jumps over", "the lazy", "dog"]
            ),
            (
                "日本語の文章を折り返します。", 10,
                ["日本語の文", "章を折り返", "します。"]
            ),
            // 。 may not start a line: お。 moves down together.
            (
                "あいうえお。かきくけこ", 10,
                ["あいうえ", "お。かきく", "けこ"]
            ),
            // 「 may not end a line.
            (
                "あいうえ「かき」", 10,
                ["あいうえ", "「かき」"]
            ),
            // A break may fall between Latin and Japanese.
            (
                "Swiftの使い方", 10,
                ["Swiftの使", "い方"]
            ),
            (
                japanese, 20,
                ["Qiita は技術情報を記", "録共有するサービスで", "す。Markdown で記事", "を書けます。"]
            ),
            (
                japanese, 40,
                ["Qiita は技術情報を記録共有するサービスで", "す。Markdown で記事を書けます。"]
            ),
            (
                japanese, 120,
                [japanese]
            ),
            // Words longer than a line are cut on grapheme boundaries.
            (
                "supercalifragilisticexpialidocious", 10,
                ["supercalif", "ragilistic", "expialidoc", "ious"]
            ),
            (
                "see https://example.com/a/very/long/path", 12,
                ["see", "https://exam", "ple.com/a/ve", "ry/long/path"]
            ),
            (
                String(repeating: "e\u{301}", count: 12), 10,
                [String(repeating: "e\u{301}", count: 10), String(repeating: "e\u{301}", count: 2)]
            ),
            (
                String(repeating: "🇯🇵", count: 6), 10,
                [String(repeating: "🇯🇵", count: 5), "🇯🇵"]
            ),
            // Spaces: kept inside a line and at the start, dropped at breaks; newlines are spaces.
            ("a  b", 10, ["a  b"]),
            ("  a", 10, ["  a"]),
            ("a\nb\tc", 10, ["a b c"]),
            ("aaaaa     bbbbb", 10, ["aaaaa", "bbbbb"]),
            ("", 10, []),
            ("   ", 10, []),
        ])
    func wraps(text: String, width: Int, expected: [String]) {
        #expect(TextWrapper.wrap(text, width: width) == expected)
    }

    @Test func indentOnEveryLine() {
        #expect(
            TextWrapper.wrap("one two three four five", width: 12, indent: "> ")
                == ["> one two", "> three four", "> five"])
    }

    @Test func hangingIndent() {
        #expect(
            TextWrapper.wrap("- alpha beta gamma delta", width: 12, hangingIndent: "  ")
                == ["- alpha beta", "  gamma", "  delta"])
        #expect(
            TextWrapper.wrap("注意：日本語の長い文章です", width: 12, indent: "※ ", hangingIndent: "   ")
                == ["※ 注意：日本", "   語の長い", "   文章です"])
    }

    @Test func indentWiderThanTheWidthIsCut() {
        let lines = TextWrapper.wrap("abc def", width: 10, indent: String(repeating: ">", count: 20))
        #expect(lines == [">>>>>>>>ab", ">>>>>>>>c", ">>>>>>>>de", ">>>>>>>>f"])
    }

    static let samples = [
        "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.",
        japanese,
        "Swift 6 では「厳密な並行性チェック」が既定で有効になり、データ競合をコンパイル時に検出できます。👍🇯🇵",
        "https://qiita.com/some/really/long/path/that/never/ends?query=with&lots=of&parameters=true",
        "混在 mixed テキスト text と emoji 🎉🎉🎉 と e\u{301}e\u{301} and ｶﾀｶﾅ、全角ＡＢＣ。",
        "ーーーーーーーーーーーーーーーーーー。。。。。。。。「「「「「「「「",
    ]

    @Test("no line is wider than the width and no character is lost", arguments: samples)
    func property(text: String) {
        for width in 10...60 {
            for indent in ["", "  ", "│ "] {
                let lines = TextWrapper.wrap(text, width: width, indent: indent, hangingIndent: "    ")
                #expect(lines.allSatisfy { $0.displayWidth <= width }, "width \(width)")
                let content = lines.enumerated().map { number, line in
                    String(line.dropFirst(number == 0 ? indent.count : 4))
                }
                #expect(content.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
            }
        }
    }

}
