import CatalogueImport
import CatalogueStore
@testable import DeveloperTools
import Foundation
import ItemsModel
@testable import OutputTools
@testable import ShellHost
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import QiitaActions
@testable import ViperShell

/// Every message exists in both languages and takes the same values in both.
@Suite struct MessageCatalogueTests {
    /// The `{n}` placeholders in `text`.
    static func placeholders(_ text: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "}") else { break }
            if let number = Int(rest[..<close]) { found.insert(number) }
        }
        return found
    }

    /// Every message enum's keys. `everyMessageEnumIsListed` keeps this list whole.
    static let allKeys: [any MessageKey] = {
        var keys: [any MessageKey] = []
        keys += ShellMessage.allCases as [any MessageKey]
        keys += SystemReasonMessage.allCases as [any MessageKey]
        keys += QueryMessage.allCases as [any MessageKey]
        keys += QiitaErrorMessage.allCases as [any MessageKey]
        keys += StoreMessage.allCases as [any MessageKey]
        keys += ImportMessage.allCases as [any MessageKey]
        keys += AppMessage.allCases as [any MessageKey]
        keys += CommandLineMessage.allCases as [any MessageKey]
        keys += ManualEnvironmentMessage.allCases as [any MessageKey]
        keys += ScriptingMessage.allCases as [any MessageKey]
        keys += InputMessage.allCases as [any MessageKey]
        keys += SharedMessage.allCases as [any MessageKey]
        keys += TemplateMessage.allCases as [any MessageKey]
        keys += OutputToolsMessage.allCases as [any MessageKey]
        keys += ItemsMessage.allCases as [any MessageKey]
        keys += ItemDetailMessage.allCases as [any MessageKey]
        keys += ReaderMessage.allCases as [any MessageKey]
        keys += LoginMessage.allCases as [any MessageKey]
        keys += SplashMessage.allCases as [any MessageKey]
        keys += TagsMessage.allCases as [any MessageKey]
        keys += TokenMessage.allCases as [any MessageKey]
        keys += FeedsMessage.allCases as [any MessageKey]
        keys += ImageMessage.allCases as [any MessageKey]
        keys += AccountMessage.allCases as [any MessageKey]
        keys += ActionMessage.allCases as [any MessageKey]
        return keys
    }()

    /// The enums `allKeys` lists, by name.
    static let listedEnums: Set<String> = Set(allKeys.map { String($0.id.prefix { $0 != "." }) })

    /// Every `enum NAME: String, MessageKey` declared under Sources is in `allKeys`.
    @Test func everyMessageEnumIsListed() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources").standardizedFileURL
        var declared = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            // A module just written by Scripts/new-module (CI writes one) is listed once wired in.
            if text.contains("Written by Scripts/new-module") { continue }
            for match in text.matches(of: /enum (\w+): String, MessageKey/) { declared.insert(String(match.1)) }
        }
        #expect(declared.count >= 17)
        #expect(declared == Self.listedEnums)
    }

    @Test(arguments: allKeys.indices)
    func bothLanguagesHaveText(index: Int) {
        let key = Self.allKeys[index]
        #expect(!key.texts.english.trimmingCharacters(in: .whitespaces).isEmpty, "\(key.id)")
        #expect(!key.texts.japanese.trimmingCharacters(in: .whitespaces).isEmpty, "\(key.id)")
        #expect(key.texts.template(in: .english) == key.texts.english)
        #expect(key.texts.template(in: .japanese) == key.texts.japanese)
    }

    @Test(arguments: allKeys.indices)
    func placeholdersMatchAcrossLanguages(index: Int) {
        let key = Self.allKeys[index]
        #expect(Self.placeholders(key.texts.english) == Self.placeholders(key.texts.japanese), "\(key.id)")
        // Numbered from {0} with no gaps, so every value passed is used.
        let used = Self.placeholders(key.texts.english)
        #expect(used == Set(0..<used.count), "\(key.id)")
    }

    @Test(arguments: allKeys.indices)
    func japaneseTextIsJapanese(index: Int) {
        let key = Self.allKeys[index]
        let withoutPlaceholders = key.texts.japanese.replacing(/\{\d+\}/, with: "")
        let hasJapanese = withoutPlaceholders.unicodeScalars.contains { $0.value >= 0x3000 }
        #expect(hasJapanese || key.id == ImportMessage.kindNull.id, "\(key.id): \(key.texts.japanese)")
    }

    @Test func keysAreDistinct() {
        let ids = Self.allKeys.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// Two keys with the same English text are one message declared twice: a change to one
    /// would miss the other. (Japanese may use one word where English uses two: "Stocks" as a
    /// header and as a column are both ストック.)
    @Test func noTwoKeysShareAText() {
        var seen: [String: String] = [:]
        for key in Self.allKeys {
            if let other = seen[key.texts.english] {
                Issue.record("\(other) and \(key.id) share the text '\(key.texts.english)'")
            }
            seen[key.texts.english] = key.id
        }
    }

    @Test(
        "English plurals follow the count",
        arguments: [("0", "0 items"), ("1", "1 item"), ("2", "2 items"), ("11", "11 items")])
    func plurals(count: String, expected: String) {
        #expect(
            Message(ItemsMessage.header, "x", "1", "1", count).text(in: .english) == "x — page 1 of 1 (\(expected))")
        #expect(
            Message(ItemDetailMessage.counts, count, "1", count).text(in: .english).hasSuffix(
                " · 1 stock · \(expected.replacingOccurrences(of: "item", with: "comment"))"))
    }

    @Test func placeholdersAreFilledInEveryPlace() {
        let message = Message(ItemsMessage.header, "Newest items", "2", "3", "45")
        #expect(message.text(in: .english) == "Newest items — page 2 of 3 (45 items)")
        #expect(message.text(in: .japanese) == "Newest items — 2/3ページ(全45件)")
        #expect(
            Message(AppMessage.commandUnknownSuggest, "logn", "login").text(in: .english)
                == "unknown command 'logn': did you mean 'login'? Type 'help' for the list")
    }

    /// Every template, in both languages, with values of every kind (ASCII, Japanese, braces,
    /// a nested message) and with too few of them, reads as it did when `Message.text` scanned
    /// the template's bytes (until session 13; it walks characters now).
    @Test(arguments: allKeys.indices)
    func charactersWalkedReadAsBytesScanned(index: Int) {
        let key = Self.allKeys[index]
        let valueSets: [[Message.Argument]] = [
            (0..<8).map { .text(String($0)) },
            [
                .text("値{0}"), .text("1"), .text("}{"), .message(Message(ItemsMessage.header, "x", "1", "2", "3")),
                .text("é"),
                .text(""),
            ],
            [.text("only one")],
            [],
        ]
        for parts in valueSets {
            let message = Message(key, parts: parts)
            for language in [Language.english, .japanese] {
                #expect(
                    Array(message.text(in: language).utf8) == Array(Self.scanningBytes(message, in: language).utf8),
                    "\(key.id) \(language)")
            }
        }
    }

    /// `Message.text` as it was written over UTF-8 bytes: the reference for the character walk.
    static func scanningBytes(_ message: Message, in language: Language) -> String {
        let template = message.key.texts.template(in: language)
        let bytes = template.utf8
        var text = ""
        var copied = bytes.startIndex
        var cursor = bytes.startIndex
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "{")) {
            let afterOpen = bytes.index(after: open)
            cursor = afterOpen
            guard let close = bytes[afterOpen...].firstIndex(of: UInt8(ascii: "}")),
                let filled = filling(template[afterOpen..<close], of: message, in: language)
            else { continue }
            text.append(contentsOf: template[copied..<open])
            text += filled
            copied = bytes.index(after: close)
            cursor = copied
        }
        text.append(contentsOf: template[copied...])
        return text
    }

    /// One value as the byte scan showed it.
    private static func value(of part: Message.Argument, in language: Language) -> String {
        switch part {
        case .text(let text): text
        case .systemReason(let text): language == .japanese ? SystemError.japanese(text) : text
        case .message(let inner): inner.text(in: language)
        case .list(let parts, let separator): parts.map { value(of: $0, in: language) }.joined(separator: separator)
        }
    }

    /// One placeholder's text, its pieces split at the `|` bytes, as the byte scan split them.
    private static func filling(_ placeholder: Substring, of message: Message, in language: Language) -> String? {
        let pieces = placeholder.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
            .map { Substring($0) }
        guard let index = Int(pieces[0]), message.parts.indices.contains(index) else { return nil }
        let value = Self.value(of: message.parts[index], in: language)
        switch pieces.count {
        case 1: return value
        case 3: return String(value == "1" ? pieces[1] : pieces[2])
        default: return nil
        }
    }

    @Test func aValueThatLooksLikeAPlaceholderIsNotFilledAgain() {
        #expect(
            Message(AppMessage.commandUnknownSuggest, "{1}", "login").text(in: .english)
                == "unknown command '{1}': did you mean 'login'? Type 'help' for the list")
    }
}
