@testable import ShellKit
import Testing

/// Reading time by characters for Japanese, by words for the rest, styles not counted.
@Suite struct ReadingTimeTests {
    @Test func wordsAreRunsOfLettersAndDigits() {
        let time = ReadingTime(of: "Swift 6's strict concurrency, in 3 steps: e\u{301}te — done.")
        #expect(time.words == 9)
        #expect(time.wideCharacters == 0)
    }

    @Test func japaneseIsCountedByCharacters() {
        let time = ReadingTime(of: "全文検索とは、Swiftで書く。")
        #expect(time.wideCharacters == 11, "wide punctuation counts too: it takes a glance")
        #expect(time.words == 1)
    }

    @Test func escapeSequencesAreNotRead() {
        let styled = "\u{1B}[1;38;5;33mbold\u{1B}[0m \u{1B}]8;;https://qiita.com/a/items/b\u{1B}\\link\u{1B}]8;;\u{07}"
        #expect(ReadingTime(of: styled) == ReadingTime(of: "bold link"))
    }

    @Test func asciiCountsAsTheUnicodePropertiesSay() {
        for value in UInt8(0x20)...0x7E {
            let scalar = Unicode.Scalar(value)
            let joins = scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'"
            let words = ReadingTime(of: "a\(scalar)b").words
            #expect(words == (joins ? 1 : 2), "\(scalar)")
        }
    }

    @Test func boxDrawingIsNoWord() {
        for value in UInt32(0x2500)...0x259F {
            let scalar = Unicode.Scalar(value)!
            #expect(!scalar.properties.isAlphabetic && scalar.properties.numericType == nil, "\(scalar)")
            #expect(DisplayWidth.width(of: scalar) == 1, "\(scalar)")
            #expect(ReadingTime(of: "a\(scalar)b") == ReadingTime(of: "a b"), "\(scalar)")
        }
        #expect(ReadingTime(of: "│ 設定 │ value │").words == 1)
    }

    @Test func minutesRoundUpAndAdd() {
        var time = ReadingTime()
        #expect(time.wholeMinutes == 0)
        time.add(String(repeating: "word ", count: 231))
        #expect(time.wholeMinutes == 2)
        let japanese = ReadingTime(of: String(repeating: "あ", count: 500))
        #expect(japanese.minutes == 1)
        #expect((time + japanese).words == 231)
        #expect((time + japanese).wideCharacters == 500)
    }
}
