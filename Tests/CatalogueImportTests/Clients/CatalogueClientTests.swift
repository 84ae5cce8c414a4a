@testable import CatalogueImport
import Foundation
import ItemsModel
import ShellKit
import TestSupport
import Testing

/// The active catalogue through the protocol the modules hold: a file source made active and
/// counted, items found by ID or not, items from the live API kept, and a bad source refused
/// while the previous one stays.
@Suite struct CatalogueClientTests {
    let folder: TemporaryDirectory
    let client: any CatalogueClient

    init() throws {
        folder = try TemporaryDirectory()
        client = ItemCatalogue(
            cacheDirectory: folder.file("cache"), settings: JSONFileStore(path: folder.file("settings.json")))
    }

    /// The first `count` fixtures written as an items file.
    func itemsFile(count: Int) throws -> String {
        let json = try JSONEncoder().encode(Array(ItemFixtures.all.prefix(count)))
        return try folder.write(Array(json), to: "items-\(count).json")
    }

    @Test func aFileSourceBecomesActiveWithItsCount() async throws {
        let path = try itemsFile(count: 12)
        let activated = try await client.activate(.file(path: path))
        #expect(activated.source == .file(path: path))
        #expect(activated.count == 12)
        let active = try await client.activeSource()
        #expect(active.source == .file(path: path) && active.count == 12)
    }

    @Test func itemsAreFoundByIDOrNot() async throws {
        let path = try itemsFile(count: 5)
        _ = try await client.activate(.file(path: path))
        let found = try await client.item(id: ItemFixtures.id(3))
        #expect(found.item?.title == ItemFixtures.item(3).title)
        #expect(found.source == .file(path: path))
        #expect(try await client.item(id: ItemFixtures.id(20)).item == nil)
    }

    @Test func keptItemsAreFoundAfterwards() async throws {
        _ = try await client.activate(.file(path: try itemsFile(count: 5)))
        let fetched = ItemFixtures.item(20)
        #expect(try await client.item(id: fetched.id).item == nil)
        try await client.keep([fetched])
        #expect(try await client.item(id: fetched.id).item?.title == fetched.title)
        #expect(try await client.activeSource().count == 6)
    }

    @Test func aBadSourceIsRefusedAndThePreviousStays() async throws {
        let good = try itemsFile(count: 4)
        _ = try await client.activate(.file(path: good))
        let bad = try folder.write("not json", to: "bad.json")
        await #expect(throws: ItemCatalogueError.self) { try await client.activate(.file(path: bad)) }
        let active = try await client.activeSource()
        #expect(active.source == .file(path: good) && active.count == 4)
    }
}
