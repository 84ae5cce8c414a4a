@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
@testable import ShellKit
@testable import ShellScripting
import Testing
@testable import ViperShell

/// Every error a user can meet reads in Japanese under `--lang ja`: each case of each error
/// type becomes a catalogue message whose Japanese text is Japanese, not the English again.
@Suite struct ErrorMessagesTests {
    static let errors: [(String, Message)] = {
        var all: [(String, Message)] = []
        let sources: [ItemSourceError] = [
            .notFound(path: "a.json"), .notReadable(path: "a.json", reason: "Permission denied"),
            .isDirectory(path: "d"),
            .tooLarge(path: "a.json", size: 2 << 30, limit: 1 << 29), .empty(file: "a.json"),
            .notJSON(file: "a.json", line: 2, column: 3),
            .notJSON(file: "a.json", line: nil, column: nil), .notAnArray(file: "a.json", found: .object),
            .noItems(file: "a.json"),
            .notAnObject(file: "a.json", item: 2), .missingField(file: "a.json", item: 1, field: "title"),
            .wrongType(file: "a.json", item: 1, field: "tags", expected: .arrayOfObjects),
            .nullField(file: "a.json", item: 1, field: "title", expected: .string),
            .badTimestamp(file: "a.json", item: 1, field: "created_at", value: "yesterday"),
        ]
        all += sources.map { ("\($0)", $0.message) }
        let reasons: [ItemQueryError.Reason] = [
            .unknownQualifier, .missingValue(.tag), .badNumber(.likes), .badDate(.created), .unbalancedQuote,
            .orWithoutTerm,
            .operatorWithoutTerm, .parentheses, .emptyTerm,
        ]
        all += reasons.map { ("\($0)", ItemQueryError($0, text: "x", column: 3).message) }
        let stores: [ItemStoreError] =
            [
                .cannotOpen(path: "c.sqlite", reason: "disk I/O error"), .invalidPage(0), .invalidPerPage(101),
                .cancelled,
            ]
            + [ItemStoreError.Operation.readingFingerprint, .importing, .saving, .searching, .readingItem, .counting]
            .map {
                .failed(path: "c.sqlite", operation: $0, reason: "database is locked")
            }
        all += stores.map { ("\($0)", $0.message) }
        let remote: [QiitaAPIError] = [
            .badBaseURL("ftp://x"), .timeout(seconds: 3), .cannotConnect(host: "h"), .unknownHost(host: "h"),
            .unauthorized(.none),
            .unauthorized(.environment), .unauthorized(.stored), .unauthorized(.candidate), .notFound,
            .listingNotFound(baseURL: "http://h"),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 1_800_000_000)), .server(status: 503),
            .unexpectedStatus(418),
            .malformedResponse, .unexpectedContentType("text/html"), .network("reset"), .cancelled,
        ]
        all += remote.map { ("\($0)", $0.message) }
        all += [ScriptError.unsetVariable(name: "PW"), .badVariable("${1X}")].map { ("\($0)", $0.message) }
        all += [
            StorageError.corrupt(path: "s.json", movedTo: "s.json.corrupt-1"),
            .unreadable(path: "s.json", reason: "Permission denied"),
            .unwritable(path: "s.json", reason: "No space left on device"),
        ].map { ("\($0)", $0.message) }
        all.append(("unbalancedQuote", CommandLineError.unbalancedQuote(quote: "'", column: 4).message))
        all += [
            ItemCatalogueError.source(.empty(file: "a.json")), .store(.cancelled),
            .storage(.unreadable(path: "x", reason: "Is a directory")),
            .embeddedCatalogue(.noItems(file: "demo")), .remote(.timeout(seconds: 1)),
        ].map { ("\($0)", $0.message) }
        return all
    }()

    @Test(arguments: errors.indices)
    func readsInJapanese(index: Int) {
        let (name, message) = Self.errors[index]
        let english = message.text(in: .english)
        let japanese = message.text(in: .japanese)
        #expect(japanese != english, "\(name)")
        #expect(japanese.unicodeScalars.contains { $0.value >= 0x3000 }, "\(name): \(japanese)")
        #expect(
            !japanese.contains("Permission denied") && !japanese.contains("No space left"),
            "\(name): the OS text stayed English")
    }
}
