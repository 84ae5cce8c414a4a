import Foundation
@testable import ShellKit
import Testing
import TestSupport

/// The pager-style search against a brute-force reference over scalars, on seeded mixed text,
/// and the cases a reader meets: smart case, fullwidth letters, Japanese, combining marks, `İ`.
@Suite struct LiteralSearchTests {
    /// Every match by brute force: at each scalar where no earlier match covers, fold scalars
    /// one at a time until the folded text is as long as the pattern's; a match ends exactly there.
    static func reference(_ pattern: String, in text: String, ignoringCase: Bool) -> [Range<Int>] {
        let needle = FoldedText.foldedBytes(of: pattern, ignoringCase: ignoringCase)
        guard !needle.isEmpty else { return [] }
        let scalars = Array(text.unicodeScalars)
        var starts: [Int] = [0]
        for scalar in scalars { starts.append(starts.last! + UTF8.width(scalar)) }
        var found: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            var folded: [UInt8] = []
            var end = index
            while folded.count < needle.count && end < scalars.count {
                folded += FoldedText.foldedBytes(of: String(scalars[end]), ignoringCase: ignoringCase)
                end += 1
            }
            if folded == needle {
                found.append(starts[index]..<starts[end])
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    static func search(_ pattern: String, in text: String) -> [String] {
        let ignoringCase = LiteralSearch.ignoresCase(pattern)
        let folded = FoldedText(text, ignoringCase: ignoringCase)
        let bytes = Array(text.utf8)
        return LiteralSearch.matches(of: pattern, in: folded, ignoringCase: ignoringCase).map {
            String(decoding: bytes[$0], as: UTF8.self)
        }
    }

    @Test func smartCase() {
        #expect(LiteralSearch.ignoresCase("swift"))
        #expect(!LiteralSearch.ignoresCase("Swift"))
        #expect(LiteralSearch.ignoresCase("検索"))
        #expect(Self.search("swift", in: "Swift and SWIFT and swift") == ["Swift", "SWIFT", "swift"])
        #expect(Self.search("Swift", in: "Swift and SWIFT and swift") == ["Swift"])
    }

    @Test func fullwidthLettersAndJapanese() {
        #expect(Self.search("swift", in: "ＳｗｉｆｔでSwiftを書く") == ["Ｓｗｉｆｔ", "Swift"])
        #expect(Self.search("検索", in: "全文検索と検索エンジン") == ["検索", "検索"])
        #expect(Self.search("ｄｂ", in: "DB と ｄｂ") == ["DB", "ｄｂ"])
    }

    @Test func matchesHoldWholeScalarsAndDoNotOverlap() {
        #expect(Self.search("i", in: "İstanbul is") == ["i"], "İ folds to i + a combining dot: not an i alone")
        #expect(Self.search("e", in: "e\u{301}te") == ["e", "e"], "the combining mark is a scalar of its own")
        #expect(Self.search("aa", in: "aaaaa") == ["aa", "aa"])
        #expect(Self.search("", in: "abc").isEmpty)
        #expect(Self.search("abcd", in: "abc").isEmpty)
    }

    @Test func agreesWithBruteForceOnSeededText() {
        var random = SeededRandom(seed: 38)
        let alphabet: [String] = [
            "a", "b", "A", "B", " ", "ｓ", "Ｓ", "s", "検", "索", "す", "る", "İ", "i", "\u{307}", "ß", "e", "\u{301}",
            "😀", "Σ", "σ", "ς", "\n",
        ]
        for _ in 0..<400 {
            let text = (0..<random.next(below: 60)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined()
            let pattern = (0..<1 + random.next(below: 3)).map { _ in alphabet[random.next(below: alphabet.count)] }
                .joined()
            for ignoringCase in [true, false] {
                let found = LiteralSearch.matches(
                    of: pattern, in: FoldedText(text, ignoringCase: ignoringCase), ignoringCase: ignoringCase)
                #expect(
                    found == Self.reference(pattern, in: text, ignoringCase: ignoringCase),
                    "\(pattern.debugDescription) in \(text.debugDescription), ignoring case: \(ignoringCase)")
            }
        }
    }

    @Test func foldingAgreesWithTheStandardLibrarysLowercase() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let text = String(
                (0..<20).compactMap { _ in Unicode.Scalar(UInt32(random.next(below: 0x3000))) }.map(Character.init))
            let expected = text.unicodeScalars.map { scalar -> String in
                if (0xFF01...0xFF5E).contains(scalar.value) {
                    return String(Unicode.Scalar(scalar.value - 0xFEE0)!).lowercased()
                }
                return String(scalar).lowercased()
            }.joined()
            #expect(FoldedText(text, ignoringCase: true).bytes == Array(expected.utf8))
        }
    }

    @Test func cjkScalarsFoldToThemselves() {
        for value in UInt32(0x3000)...0x9FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!scalar.properties.changesWhenLowercased, "U+\(String(value, radix: 16))")
        }
        let text = "全文検索のインデックス、「キャッシュ」。"
        #expect(FoldedText(text, ignoringCase: true).bytes == Array(text.utf8))
    }
}
