import Testing
import TestSupport
@testable import MarkdownTerminal

/// `:name:` in text becomes its emoji where the name is known; every other colon stays as typed;
/// hostile runs of colons take time linear in their length.
@Suite struct EmojiShortcodeReplacerTests {
    @Test(arguments: [
        (":tada:", "🎉"),
        ("リリースしました:tada::rocket:", "リリースしました🎉🚀"),
        ("いいね :+1: / だめ :-1:", "いいね 👍 / だめ 👎"),
        ("(:bow:) 「:pray:」", "(🙇) 「🙏」"),
        (":warning: 注意", "⚠️ 注意"),
        (":man_technologist:の:memo:", "👨‍💻の📝"),
        ("🎉:eyes:🎉", "🎉👀🎉"),
        ("end:\n:bulb:\n", "end:\n💡\n"),
        ("::thinking::", ":🤔:"),
    ])
    func knownNamesBecomeEmoji(_ text: String, _ expected: String) {
        #expect(EmojiShortcodeReplacer.replacing(in: text) == expected)
    }

    @Test(arguments: [
        "", "no colons here", ":", "::", ":::", ":unknown:", ":Tada:", ":TADA:", ": tada:", ":tada :",
        "10:30:00", "12:00", "a:b:c", "rake db:migrate:status", "std::vector", "http://example.com:8080/a",
        "x:tada:", ":tada:x", ":unknown:tada:", "ratio 1:100:2", ":tada", "tada:", ":ta da:",
    ])
    func everythingElseStaysAsTyped(_ text: String) {
        #expect(EmojiShortcodeReplacer.replacing(in: text) == text)
    }

    /// About a megabyte of `unit`, then the time to replace in it, against a tenth of it: linear
    /// code takes about ten times as long, quadratic code a hundred.
    @Test(.serialized, arguments: [":", ":a", ":tada", "::+1", ":a:", ":tada:"])
    func hostileRunsTakeLinearTime(_ unit: String) {
        let small = String(repeating: unit, count: 100_000 / unit.utf8.count)
        let large = String(repeating: unit, count: 1_000_000 / unit.utf8.count)
        let ratio = LinearTime.ratio(small: small, large: large) { _ = EmojiShortcodeReplacer.replacing(in: $0) }
        #expect(ratio < 30, "1 MB took \(ratio)× as long as 100 KB")
    }

    @Test func aMegabyteOfShortcodesIsReplacedWhole() {
        let result = EmojiShortcodeReplacer.replacing(in: String(repeating: ":tada: ", count: 100_000))
        #expect(result == String(repeating: "🎉 ", count: 100_000))
    }
}
