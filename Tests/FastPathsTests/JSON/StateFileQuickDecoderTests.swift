import FastPaths
import Foundation
import ShellKit
import TestSupport
import Testing
@testable import UserState

/// The quick reader of `session.json` and `accounts.json` must read every file it accepts exactly
/// as `JSONFileStore`'s `JSONDecoder` (ISO 8601 dates) does, and leave the rest to it: seeded
/// random files, most plain, many with one thing wrong or unusual, are read both ways.
@Suite struct StateFileQuickDecoderTests {
    private static func standard<Document: Decodable>(_ type: Document.Type, _ bytes: [UInt8]) -> Document? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(type, from: Data(bytes))
    }

    static let strings = [
        "alice1234", "", "ユーザー", "esc\\/aped", "\\u0061lice", "tab\\tin", "\\ud83d\\ude00", "lone \\ud800",
        "raw \u{01} control", "bad \\x",
    ]
    static let dates = [
        "2026-11-01T03:00:00Z", "2026-11-01T12:00:00+09:00", "2026-11-01T03:00:00.5Z", "2026-11-01",
        "2026-02-30T03:00:00Z", "1500-01-01T00:00:00Z", "2026-11-01T24:00:00Z", "2026-11-01 03:00:00Z",
        "2026-11-01T03:00:00z", "not a date",
    ]
    static let odd = ["null", "1", "1.0", "\"1\"", "[]", "{}", "true", "tru", "-0", "007", "1e2"]

    private struct Generator {
        var random: SeededRandom

        mutating func pick(_ choices: [String]) -> String { choices[random.next(below: choices.count)] }
        mutating func chance(_ percent: Int) -> Bool { random.next(below: 100) < percent }

        mutating func string() -> String {
            "\"" + (chance(90) ? pick(["alice1234", "bob_99", "scrypt"]) : pick(StateFileQuickDecoderTests.strings))
                + "\""
        }
        mutating func date() -> String {
            "\"" + (chance(85) ? "2026-11-28T18:45:59Z" : pick(StateFileQuickDecoderTests.dates)) + "\""
        }
        mutating func number() -> String {
            chance(95) ? String(random.next(below: 40_000)) : pick(StateFileQuickDecoderTests.odd)
        }
        mutating func oddly(_ value: String) -> String { chance(2) ? pick(StateFileQuickDecoderTests.odd) : value }

        mutating func object(_ members: [(String, String?)]) -> String {
            var entries = members.compactMap { key, value in value.map { "\"\(key)\" : \($0)" } }
            if chance(8) { entries.append("\"extra\": " + pick(["null", "[1, {\"a\": true}]", "\"x\"", "-1.5e3"])) }
            if chance(2), let first = entries.first { entries.append(first) }
            if chance(2), !entries.isEmpty { entries.remove(at: random.next(below: entries.count)) }
            if chance(40) {
                for index in entries.indices.reversed() { entries.swapAt(index, random.next(below: index + 1)) }
            }
            let separator = chance(50) ? ",\n  " : ","
            return "{" + (chance(50) ? "\n  " : "") + entries.joined(separator: separator) + (chance(1) ? "," : "")
                + (chance(50) ? "\n" : "") + "}"
        }

        mutating func loginState() -> String {
            let loggedIn = chance(97) ? pick(["true", "false"]) : pick(StateFileQuickDecoderTests.odd)
            return object([
                ("loggedIn", loggedIn), ("userID", chance(80) ? oddly(string()) : (chance(50) ? "null" : nil)),
                ("loggedInAt", chance(80) ? oddly(date()) : (chance(50) ? "null" : nil)),
            ])
        }

        mutating func account() -> String {
            let password = object([
                ("algorithm", oddly(string())), ("hash", "\"ahRxlnt\\/b\\/wL+\\/dliSm+E6m9ENrO6DdmHh1NZILynjM=\""),
                ("n", number()), ("p", oddly("1")), ("r", oddly("8")), ("salt", oddly("\"kfk7jUs0HdsYTniaP0yjbw==\"")),
            ])
            return object([("createdAt", oddly(date())), ("id", oddly(string())), ("password", oddly(password))])
        }

        mutating func accounts() -> String {
            let list = "[" + (0..<random.next(below: 4)).map { _ in account() }.joined(separator: ", ") + "]"
            return object([("accounts", oddly(list)), ("version", oddly(number()))])
        }

        mutating func padded(_ text: String) -> String {
            (chance(5) ? " \n" : "") + text + (chance(50) ? "\n" : "") + (chance(2) ? "x" : "")
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func readsSessionsAsJSONDecoderDoesAndNothingElse(seed: UInt64) {
        var generator = Generator(random: SeededRandom(seed: seed))
        var accepted = 0, refused = 0
        for _ in 0..<3_000 {
            let text = generator.padded(generator.loginState())
            let bytes = Array(text.utf8)
            if let quick = StateFileQuickMapping.loginState(bytes) {
                accepted += 1
                #expect(quick == Self.standard(LoginStateDocument.self, bytes), "\(text)")
            } else {
                refused += 1
            }
        }
        #expect(accepted > 600 && refused > 300, "both ways: \(accepted) read, \(refused) left to JSONDecoder")
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func readsAccountsAsJSONDecoderDoesAndNothingElse(seed: UInt64) {
        var generator = Generator(random: SeededRandom(seed: seed))
        var accepted = 0, refused = 0
        for _ in 0..<3_000 {
            let text = generator.padded(generator.accounts())
            let bytes = Array(text.utf8)
            if let quick = StateFileQuickMapping.accounts(bytes) {
                accepted += 1
                #expect(quick == Self.standard(AccountsDocument.self, bytes), "\(text)")
            } else {
                refused += 1
            }
        }
        #expect(accepted > 600 && refused > 300, "both ways: \(accepted) read, \(refused) left to JSONDecoder")
    }

    /// What the shell writes (`JSONFileStore.save`) is always read by hand: a start never needs `JSONDecoder`.
    @Test func readsWhatTheShellWrites() throws {
        let folder = try TemporaryDirectory()
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        let sessions = SessionStore(path: folder.file("session.json"), now: { at })
        try sessions.save(Session(userID: "alice1234", loggedInAt: at))
        let session = try #require(try FileReader.read(folder.file("session.json")))
        #expect(StateFileQuickMapping.loginState(session) == Self.standard(LoginStateDocument.self, session))
        #expect(StateFileQuickMapping.loginState(session)?.userID == "alice1234")

        let accounts = AccountStore(file: JSONFileStore(path: folder.file("accounts.json")))
        let hash = PasswordHash(algorithm: "scrypt", n: 32_768, r: 8, p: 1, salt: "c2FsdA==", hash: "a/b+c=")
        _ = try accounts.add(Account(id: "alice1234", password: hash, createdAt: at))
        _ = try accounts.add(Account(id: "ユーザー", password: hash, createdAt: at.addingTimeInterval(1)))
        let file = try #require(try FileReader.read(folder.file("accounts.json")))
        let quick = try #require(StateFileQuickMapping.accounts(file))
        #expect(quick == Self.standard(AccountsDocument.self, file))
        #expect(quick.accounts.map(\.id) == ["alice1234", "ユーザー"])
    }
}
