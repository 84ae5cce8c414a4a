@testable import CatalogueImport
import FastPaths
import Foundation
@testable import ItemsModel
import TestSupport
import Testing

/// The quick item reader must read every item it accepts exactly as `JSONDecoder` does, and
/// leave the rest to it: seeded random items, most of them plain, many with one thing wrong or
/// unusual, are read both ways (the quick one through CatalogueImport's mapping to `QiitaItem`).
@Suite struct QiitaItemQuickDecoderTests {
    /// What an import reads by hand: the quick decoder's item, mapped as `ItemJSONStream` maps it.
    private func quickItem(_ bytes: [UInt8]) -> QiitaItem? {
        QiitaItemQuickDecoder.item(from: bytes).map(QuickItemMapping.item)
    }

    /// Raw JSON string bodies (between the quotes): plain, escaped, and some that are not JSON.
    /// A plain item: every required field, nothing else.
    static let plain =
        #"{"id":"a","title":"t","body":"b","url":"u","user":{"id":"x"},"tags":[],"#
        + #""likes_count":1,"stocks_count":2,"comments_count":3,"created_at":"c","updated_at":"d"}"#
    static let stringBodies = [
        "Swift入門", "plain ascii", "", "改行\\nと\\tタブ", "quote \\\" and \\\\ backslash", "\\/slash",
        "\\u00e9t\\u00E9", "\\ud83d\\ude00 emoji", "😀 raw", "\\b\\f\\r", "\\u0000 nul escaped",
        "lone \\ud83d high", "lone \\ude00 low", "bad \\x escape", "raw \u{01} control", "tab\tinside",
        "\\u12", "trailing backslash \\", "\\ud83d \\ude00 split pair", "\\ud83d\\u0041 no low",
    ]
    static let numbers = [
        "0", "14", "-3", "1200", "14.0", "1e2", "007", "-", "99999999999999999999", "1.5", "-0", "12 ",
    ]
    static let unknownValues = [
        "null", "true", "false", "0", "-1.5e+10", "\"text\"", "[]", "{}", "[1, [2, {\"a\": null}]]",
        "{\"nested\": {\"deeper\": [true, false]}}", "nul", "[1,]", "{\"a\" 1}", "1e400", "\"\\ud800\"",
    ]

    private struct Generator {
        var random: SeededRandom

        mutating func pick(_ choices: [String]) -> String { choices[random.next(below: choices.count)] }
        mutating func chance(_ percent: Int) -> Bool { random.next(below: 100) < percent }

        mutating func string() -> String {
            let body =
                chance(94)
                ? pick(["Swift入門", "plain", "", "改行\\nあり"]) : pick(QiitaItemQuickDecoderTests.stringBodies)
            return "\"" + body + "\""
        }
        mutating func number() -> String {
            chance(95) ? String(random.next(below: 5_000)) : pick(QiitaItemQuickDecoderTests.numbers)
        }
        mutating func optionalString() -> String? { chance(70) ? string() : (chance(50) ? "null" : nil) }
        /// Sometimes a value of another type in place of the expected one.
        mutating func oddly(_ value: String) -> String { chance(1) ? pick(["null", "1", "\"1\"", "[]", "{}"]) : value }

        mutating func object(_ members: [(String, String?)]) -> String {
            var entries = members.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }
            if chance(8) {
                entries.append("\"extra_\(random.next(below: 3))\": " + pick(QiitaItemQuickDecoderTests.unknownValues))
            }
            if chance(1), let first = entries.first { entries.append(first) }
            if chance(1), !entries.isEmpty { entries.remove(at: random.next(below: entries.count)) }
            if chance(30) {
                for index in entries.indices.reversed() { entries.swapAt(index, random.next(below: index + 1)) }
            }
            let separator = chance(20) ? " ,\n  " : ", "
            return "{" + entries.joined(separator: separator) + (chance(1) ? "," : "") + "}"
        }

        mutating func user() -> String {
            object([
                ("id", string()), ("name", optionalString()), ("github_login_name", optionalString()),
                ("profile_image_url", "\"https://example.com/a.png\""), ("items_count", number()),
            ])
        }
        mutating func tag() -> String {
            let listed = "[" + (0..<random.next(below: 3)).map { _ in string() }.joined(separator: ",") + "]"
            let versions = chance(60) ? "[]" : (chance(50) ? "null" : listed)
            return object([("name", string()), ("versions", chance(90) ? versions : nil)])
        }
        mutating func comment() -> String {
            object([
                ("id", string()), ("body", string()), ("rendered_body", optionalString()),
                ("created_at", "\"2024-01-02T03:04:05+09:00\""), ("updated_at", "\"2024-01-02T03:04:05Z\""),
                ("user", user()),
            ])
        }
        mutating func array(_ element: (inout Generator) -> String, fewerThan bound: Int) -> String {
            "[" + (0..<random.next(below: bound)).map { _ in element(&self) }.joined(separator: ", ") + "]"
        }

        mutating func item() -> String {
            let comments: String? = chance(70) ? nil : (chance(30) ? "null" : array({ $0.comment() }, fewerThan: 3))
            return object([
                ("id", oddly(string())), ("title", oddly(string())), ("body", oddly(string())),
                ("url", "\"https://qiita.com/a/items/1\""), ("user", oddly(user())),
                ("tags", oddly(array({ $0.tag() }, fewerThan: 4))), ("likes_count", oddly(number())),
                ("stocks_count", oddly(number())), ("comments_count", oddly(number())),
                ("created_at", oddly("\"2024-05-06T07:08:09+09:00\"")), ("updated_at", "\"2024-05-06T07:08:09+09:00\""),
                ("comments", comments), ("page_views_count", chance(50) ? "null" : number()),
                ("private", "false"), ("group", pick(QiitaItemQuickDecoderTests.unknownValues)),
            ])
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func readsWhatJSONDecoderReadsAndNothingElse(seed: UInt64) throws {
        var generator = Generator(random: SeededRandom(seed: seed))
        var accepted = 0, refused = 0
        for _ in 0..<3_000 {
            let text = (generator.chance(5) ? "  " : "") + generator.item() + (generator.chance(5) ? "\n" : "")
            let bytes = Array(text.utf8)
            let expected = try? JSONDecoder().decode(QiitaItem.self, from: Data(bytes))
            if let quick = quickItem(bytes) {
                accepted += 1
                #expect(quick == expected, "\(text)")
            } else {
                refused += 1
            }
        }
        #expect(
            accepted > 600 && refused > 600,
            "both ways are exercised: \(accepted) read, \(refused) left to JSONDecoder")
    }

    @Test(arguments: [
        QiitaItemQuickDecoderTests.plain,
        #"{"id":"a","title":"t\u00e9\ud83d\ude00","body":"line\nnext","url":"u","#
            + #""user":{"id":"x","name":null,"github_login_name":"g"},"#
            + #""tags":[{"name":"Swift","versions":null},{"name":"Go"}],"likes_count":-1,"stocks_count":0,"#
            + #""comments_count":0,"created_at":"c","updated_at":"d","#
            + #""comments":[{"id":"1","body":"b","created_at":"c","updated_at":"d","user":{"id":"y"}}]}"#,
    ])
    func readsPlainItems(text: String) throws {
        let bytes = Array(text.utf8)
        let quick = try #require(quickItem(bytes))
        #expect(quick == (try JSONDecoder().decode(QiitaItem.self, from: Data(bytes))))
    }

    @Test(arguments: [
        QiitaItemQuickDecoderTests.plain.replacingOccurrences(of: #"{"id":"a""#, with: #"{"id":"a","id":"b""#),
        QiitaItemQuickDecoderTests.plain.replacingOccurrences(of: #""likes_count":1,"#, with: #""likes_count":1.0,"#),
        QiitaItemQuickDecoderTests.plain.replacingOccurrences(of: #"{"id":"a""#, with: #"{"\u0069d":"a""#),
        QiitaItemQuickDecoderTests.plain.replacingOccurrences(of: #","updated_at":"d""#, with: #""#),
        QiitaItemQuickDecoderTests.plain.replacingOccurrences(of: #""title":"t""#, with: #""title":"\ud800""#),
    ])
    func leavesUnusualItemsToJSONDecoder(text: String) {
        #expect(quickItem(Array(text.utf8)) == nil)
    }

    @Test func refusesInvalidUTF8() {
        let text = Self.plain.replacingOccurrences(of: #""title":"t""#, with: #""title":"TITLE""#)
        let parts = text.components(separatedBy: "TITLE")
        for invalid: [UInt8] in [[0xFF], [0xC3], [0xE3, 0x81], [0xED, 0xA0, 0x80]] {
            let bytes = Array(parts[0].utf8) + invalid + Array(parts[1].utf8)
            #expect(quickItem(bytes) == nil)
            #expect((try? JSONDecoder().decode(QiitaItem.self, from: Data(bytes))) == nil, "JSONDecoder refuses it too")
        }
        // In the key of a field no item has (the import fuzzer's find: an overlong NUL).
        let key = Array(#"{"versio"#.utf8) + [0xC0, 0x80] + Array(#"ns":[],"#.utf8) + Array(text.dropFirst().utf8)
        #expect(quickItem(key) == nil)
    }
}
