@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import SQLiteKit
@testable import ShellKit
import TestSupport
import Testing

/// An import builds a new file and renames it into place: whatever stops it, the previous
/// catalogue is there, whole, and nothing of the attempt is left.
@Suite struct ItemStoreBuilderTests {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.file("items.sqlite")
        _ = try ItemStore.built(at: path, with: ItemFixtures.all, fingerprint: "previous")
    }

    /// The previous catalogue is intact and the folder holds nothing else.
    private func expectPreviousCatalogue() throws {
        let store = try ItemStore(path: path)
        #expect(try store.count() == ItemFixtures.all.count)
        #expect(try store.sourceFingerprint() == "previous")
        #expect(try store.search(ItemQueryParser.parse("スクロール"), page: 1, perPage: 10).totalCount == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["items.sqlite"])
    }

    @Test func aBadItemHalfwayLeavesThePreviousCatalogue() throws {
        let text = array(itemJSON("a"), itemJSON("b"), itemJSON("c", ["title": nil]), itemJSON("d"))
        var stream = ItemJSONStream(source: MemoryItemBytes(Array(text.utf8)), fileName: "f.json")
        #expect(throws: ItemStoreBuilder.Failure.source(.missingField(file: "f.json", item: 3, field: "title"))) {
            try ItemStoreBuilder.build(replacing: path, from: &stream, fingerprint: "new")
        }
        try expectPreviousCatalogue()
    }

    @Test func aCancelledImportLeavesThePreviousCatalogue() throws {
        let many = (1...1_500).map { ItemFixtures.make(100 + $0, "記事\($0)", "本文", "bulk", ["Bulk"], $0, 0) }
        var stream = ArrayItemStream(many)
        #expect(throws: ItemStoreBuilder.Failure.store(.cancelled)) {
            try ItemStoreBuilder.build(
                replacing: path, from: &stream, fingerprint: "new", observer: .init(shouldStop: { true }))
        }
        try expectPreviousCatalogue()
    }

    @Test func whatAKilledImportLeftIsClearedByTheNextOne() throws {
        _ = try folder.write(String(repeating: "half a database ", count: 1_000), to: "items.sqlite.importing")
        _ = try folder.write("journal", to: "items.sqlite.importing-journal")
        _ = try folder.write("a stale journal of the previous file", to: "items.sqlite-journal")
        let store = try ItemStore.built(at: path, with: Array(ItemFixtures.all.prefix(3)), fingerprint: "new")
        #expect(try store.count() == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["items.sqlite"])
    }

    @Test func theNewCatalogueHasEveryIndexOfTheSchema() throws {
        let fresh = folder.file("fresh.sqlite")
        _ = try ItemStore(path: fresh)
        let built = try ItemStore.built(at: folder.file("built.sqlite"), with: ItemFixtures.all)
        #expect(try Self.schema(of: fresh) == Self.schema(of: built.path))
        #expect(try Self.schema(of: fresh).contains { $0.contains("item_newest_first") })
    }

    /// Every table, index and view of the file, as SQL.
    private static func schema(of path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
                .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
    }
}
