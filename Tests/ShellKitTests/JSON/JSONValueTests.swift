import Foundation
import Testing
import TestSupport

@testable import ShellKit

/// `JSONValue.parse` and `JSONWriter` held against `JSONSerialization`, their oracle: the same
/// documents accepted and refused, the same text written back byte for byte.
@Suite struct JSONValueTests {
    private static let options: JSONSerialization.WritingOptions = [
        .prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed,
    ]

    /// What `JSONSerialization` writes for `text`, or nil where it refuses it.
    private static func oracle(_ text: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: options)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func ours(_ text: String) -> String? {
        guard let value = try? JSONValue.parse(Array(text.utf8)) else { return nil }
        return JSONWriter.prettyPrinted(value)
    }

    @Test(
        "numbers written back as JSONSerialization wrote them",
        arguments: [
            "1.0", "1", "-0", "-0.0", "0.1", "1.50", "1e2", "1E+2", "1e-7", "1e16", "1e20", "3e15",
            "12345678901234567890", "123456789012345678901234", "-9223372036854775808",
            "-9223372036854775809", "9223372036854775808", "18446744073709551616", "1.7976931348623157e308",
            "5e-324", "0.30000000000000004", "123.456e-2", "-12.5", "100000000000000000000.0",
        ])
    func numbers(literal: String) {
        #expect(Self.ours(literal) == Self.oracle(literal))
    }

    @Test(
        "documents refused where JSONSerialization refuses them",
        arguments: [
            "", " ", "01", "-", "1.", ".5", "1e", "+1", "1e400", "-1e400", "[1 2]",
            "{\"a\" 1}", "{1:2}", "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "\"a\tb\"", "tru", "nul", "[",
            "{\"a\":1} x", "\"\\u12\"", "\"\\ud83d\\u0041\"", "NaN", "[-]", "1 2",
        ])
    func refused(text: String) {
        #expect(Self.oracle(text) == nil)
        #expect(Self.ours(text) == nil)
    }

    /// JSONSerialization on Linux takes a comma before `]` or `}`; RFC 8259 does not, and neither
    /// does the shell's parser (it reads only the shell's own output and the user's filters' input).
    @Test("trailing commas refused, where JSONSerialization on Linux accepts them", arguments: ["[1,]", "{\"a\":1,}"])
    func trailingCommas(text: String) {
        #expect(Self.oracle(text) != nil)
        #expect(Self.ours(text) == nil)
    }

    /// Whether `text` has a comma followed, after blanks, by `]` or `}` (outside strings it is
    /// what JSONSerialization alone accepts; inside a string it changes nothing either way).
    private static func hasTrailingComma(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: ",") {
            let next = bytes[(index + 1)...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            if next == UInt8(ascii: "]") || next == UInt8(ascii: "}") { return true }
        }
        return false
    }

    @Test("seeded random documents written back byte for byte as JSONSerialization writes them")
    func randomDocuments() {
        var random = SeededRandom(seed: 37)
        for _ in 0..<400 {
            let text = Self.document(&random, depth: 0)
            let expected = Self.oracle(text)
            #expect(expected != nil, "the oracle refused \(text)")
            #expect(Self.ours(text) == expected, "\(text)")
        }
    }

    @Test("seeded random mangled documents refused or accepted as JSONSerialization does")
    func randomMangledDocuments() {
        var random = SeededRandom(seed: 3_737)
        let insertions = ["", ",", "]", "}", "\"", ":", "0", "-", "e", ".", "\\", "x", " "]
        for _ in 0..<400 {
            var bytes = Array(Self.document(&random, depth: 0).utf8)
            guard !bytes.isEmpty else { continue }
            // Cut or insert on a character boundary of the ASCII structure only.
            var position = random.next(below: bytes.count)
            while position > 0, bytes[position] >= 0x80 { position -= 1 }
            if random.next(below: 2) == 0 {
                bytes.removeSubrange(position...)
            } else {
                bytes.insert(contentsOf: Array(insertions[random.next(below: insertions.count)].utf8), at: position)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if Self.hasTrailingComma(text) { continue }
            #expect((Self.ours(text) == nil) == (Self.oracle(text) == nil), "\(text)")
            #expect(Self.ours(text) == Self.oracle(text), "\(text)")
        }
    }

    @Test("seeded random ASCII member names sorted as JSONSerialization sorts them")
    func randomKeyOrder() throws {
        var random = SeededRandom(seed: 2_026)
        let pieces = [
            "a", "b", "B", "z", "Z", "_", "-", ".", " ", "0", "1", "9", "10", "007", "id", "url", "At", "$",
        ]
        for _ in 0..<200 {
            let names = Set((0..<8).map { _ in random.text(from: pieces, fewerThan: 5) })
            let object = Dictionary(uniqueKeysWithValues: names.map { ($0, 1) })
            let data = try JSONSerialization.data(withJSONObject: object, options: Self.options)
            let expected = String(decoding: data, as: UTF8.self)
            let ours = JSONWriter.prettyPrinted(.object(object.mapValues { .number(String($0)) }))
            #expect(ours == expected)
        }
    }

    @Test("numbers keep their literal text and give NSNumber's double")
    func literalText() throws {
        let value = try JSONValue.parse(Array("[1.0, 12345678901234567890, true, null]".utf8))
        #expect(value == .array([.number("1.0"), .number("12345678901234567890"), .bool(true), .null]))
        #expect(JSONValue.number("1.50").doubleValue == 1.5)
        #expect(JSONValue.string("1").doubleValue == nil)
    }

    // MARK: - Seeded documents

    /// Member names are ASCII, as every name the shell writes is: `JSONKeyOrder` reproduces
    /// JSONSerialization's collation for ASCII only (other scalars follow in scalar order).

    private static let names = [
        "id", "title", "url", "user", "tags", "created_at", "createdAt", "likes_count", "a10", "a9", "B", "b",
        "_private", "name", "versions", "x-y", "x y", "A", "a",
    ]
    private static let stringPieces = [
        "a", "Z", " ", "/", "\\\\", "\\\"", "\\n", "\\t", "\\u0001", "\\u001f", "\\u00e9", "\\ud83d\\ude00", "日本語",
        "é", "😀", "\\/", "\\b", "\\f", "\\r", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}",
    ]
    private static let numbers = [
        "0", "-0", "1", "-1", "42", "1.0", "1.5", "-2.25", "1e3", "2E-3", "0.1", "12345678901234567890",
        "9007199254740993", "3.14159", "1e21", "-0.0", "6.02e23", "100", "9223372036854775807",
    ]

    private static func document(_ random: inout SeededRandom, depth: Int) -> String {
        let space = [" ", "", "\n", "\t"][random.next(below: 4)]
        switch random.next(below: depth > 3 ? 4 : 7) {
        case 0: return ["true", "false", "null"][random.next(below: 3)]
        case 1, 2: return numbers[random.next(below: numbers.count)]
        case 3: return "\"" + random.text(from: stringPieces, fewerThan: 6) + "\""
        case 4:
            let elements = (0..<random.next(below: 4)).map { _ in document(&random, depth: depth + 1) }
            return "[" + space + elements.joined(separator: "," + space) + "]"
        default:
            let keys = Set((0..<random.next(below: 5)).map { _ in names[random.next(below: names.count)] })
            let members = keys.sorted().map { "\"\($0)\"" + space + ":" + document(&random, depth: depth + 1) }
            return "{" + space + members.joined(separator: ",") + space + "}"
        }
    }
}
