import Foundation
import Testing
@testable import ShellKit
import TestSupport

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

    @Test(arguments: MessageKey.allCases)
    func bothLanguagesHaveText(key: MessageKey) {
        let (english, japanese) = MessageCatalogue.texts(for: key)
        #expect(!english.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(!japanese.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(MessageCatalogue.template(for: key, in: .english) == english)
        #expect(MessageCatalogue.template(for: key, in: .japanese) == japanese)
    }

    @Test(arguments: MessageKey.allCases)
    func placeholdersMatchAcrossLanguages(key: MessageKey) {
        let (english, japanese) = MessageCatalogue.texts(for: key)
        #expect(Self.placeholders(english) == Self.placeholders(japanese), "\(key.rawValue)")
        // Numbered from {0} with no gaps, so every value passed is used.
        let used = Self.placeholders(english)
        #expect(used == Set(0..<used.count), "\(key.rawValue)")
    }

    @Test(arguments: MessageKey.allCases)
    func japaneseTextIsJapanese(key: MessageKey) {
        let japanese = MessageCatalogue.texts(for: key).1
        let withoutPlaceholders = japanese.replacing(/\{\d+\}/, with: "")
        let hasJapanese = withoutPlaceholders.unicodeScalars.contains { $0.value >= 0x3000 }
        #expect(hasJapanese || key == .verbatim || key == .kindNull, "\(key.rawValue): \(japanese)")
    }

    @Test(arguments: MessageKey.allCases)
    func everyKeyHasTextsOfItsOwnInBothLanguages(key: MessageKey) {
        let (english, japanese) = MessageCatalogue.texts(for: key)
        #expect(!english.isEmpty && !japanese.isEmpty, "\(key.rawValue)")
        #expect(english != key.rawValue && japanese != key.rawValue, "\(key.rawValue) has no texts in the catalogue")
    }

    @Test func keysAreDistinctAndDescriptive() {
        let raw = MessageKey.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for key in raw { #expect(key.contains("."), "\(key)") }
    }

    @Test("English plurals follow the count", arguments: [("0", "0 items"), ("1", "1 item"), ("2", "2 items"), ("11", "11 items")])
    func plurals(count: String, expected: String) {
        #expect(Message(.itemsHeader, "x", "1", "1", count).text(in: .english) == "x — page 1 of 1 (\(expected))")
        #expect(Message(.detailCounts, count, "1", count).text(in: .english).hasSuffix(" · 1 stock · \(expected.replacingOccurrences(of: "item", with: "comment"))"))
    }

    @Test func placeholdersAreFilledInEveryPlace() {
        let message = Message(.itemsHeader, "Newest items", "2", "3", "45")
        #expect(message.text(in: .english) == "Newest items — page 2 of 3 (45 items)")
        #expect(message.text(in: .japanese) == "Newest items — 2/3ページ(全45件)")
        #expect(Message(.commandUnknownSuggest, "logn", "login").text(in: .english)
            == "unknown command 'logn': did you mean 'login'? Type 'help' for the list")
    }

    /// Every template, in both languages, with values of every kind (ASCII, Japanese, braces,
    /// a nested message) and with too few of them, reads as filling it in character by
    /// character does (the way `Message.text` worked before it scanned bytes).
    @Test(arguments: MessageKey.allCases)
    func bytesScannedReadAsCharactersWalked(key: MessageKey) {
        let valueSets: [[Message.Argument]] = [
            (0..<8).map { .text(String($0)) },
            [.text("値{0}"), .text("1"), .text("}{"), .message(Message(.itemsHeader, "x", "1", "2", "3")), .text("é"), .text("")],
            [.text("only one")],
            [],
        ]
        for parts in valueSets {
            let message = Message(key, parts: parts)
            for language in [Language.english, .japanese] {
                #expect(Array(message.text(in: language).utf8) == Array(Self.walkingCharacters(message, in: language).utf8), "\(key) \(language)")
            }
        }
    }

    /// `Message.text` as it was written over characters: the reference for the byte scan.
    static func walkingCharacters(_ message: Message, in language: Language) -> String {
        var text = ""
        var rest = Substring(MessageCatalogue.template(for: message.key, in: language))
        while let open = rest.firstIndex(of: "{") {
            text += String(rest[..<open])
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let filled = filling(rest[afterOpen..<close], of: message, in: language) {
                text += filled
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[afterOpen...]
            }
        }
        return text + String(rest)
    }

    private static func filling(_ placeholder: Substring, of message: Message, in language: Language) -> String? {
        let pieces = placeholder.split(separator: "|", omittingEmptySubsequences: false)
        guard let index = Int(pieces[0]), message.parts.indices.contains(index) else { return nil }
        let value: String
        switch message.parts[index] {
        case .text(let text): value = text
        case .systemReason(let text): value = language == .japanese ? SystemError.japanese(text) : text
        case .message(let inner): value = inner.text(in: language)
        }
        switch pieces.count {
        case 1: return value
        case 3: return String(value == "1" ? pieces[1] : pieces[2])
        default: return nil
        }
    }

    @Test func aValueThatLooksLikeAPlaceholderIsNotFilledAgain() {
        #expect(Message(.commandUnknownSuggest, "{1}", "login").text(in: .english)
            == "unknown command '{1}': did you mean 'login'? Type 'help' for the list")
    }
}
