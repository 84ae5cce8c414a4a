@testable import CatalogueImport
@testable import DeveloperTools
import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState
@testable import ViperShell

/// The Items interactor on real files: a Qiita JSON source imported into a real SQLite store
/// in a temporary folder, the settings file that remembers it, and the stocks file.
@Suite struct ItemsInteractorTests {
    let folder: TemporaryDirectory
    let itemsFile: String
    let interactor: ItemsInteractor

    init() throws {
        folder = try TemporaryDirectory()
        let encoder = JSONEncoder()
        itemsFile = try folder.write(
            String(decoding: try encoder.encode(ItemFixtures.all), as: UTF8.self), to: "items.json")
        interactor = Self.interactor(in: folder)
    }

    /// A fresh interactor over the files in `folder` (what a new shell would build).
    static func interactor(in folder: TemporaryDirectory) -> ItemsInteractor {
        let catalogue = ItemCatalogue(
            cacheDirectory: folder.file("cache"), settings: JSONFileStore(path: folder.file("settings.json")))
        let stocks = StockStore(file: JSONFileStore(path: folder.file("stocks.json")))
        let reads = ReadStateStore(file: ReadStateStore.file(path: folder.file("reads.json")))
        let loader = ItemListingLoader(catalogue: catalogue, stocks: stocks, reads: reads, userID: "alice1234")
        let clock = ShellClock(fixed: Date(timeIntervalSince1970: 1_800_000_000))
        let userStocks = UserStocks(store: stocks, userID: "alice1234", clock: clock, loader: loader)
        let reading = ItemReadingInteractor(
            comments: ItemCommentsLoader(catalogue: catalogue, remote: nil),
            reads: UserReads(store: reads, userID: "alice1234", clock: clock, loader: loader),
            browser: BrowserLauncher(environment: [:], isTerminal: false))
        let saved = UserSavedSearches(
            store: SavedSearchStore(file: JSONFileStore(path: folder.file("saved-searches.json"))), userID: "alice1234")
        return ItemsInteractor(
            dependencies: .init(
                catalogue: catalogue, listing: loader, stocks: userStocks, reading: reading,
                savedSearches: saved, authors: AuthorLoader(catalogue: catalogue, remote: nil)))
    }

    private func ids(_ query: String, page: Int = 1, perPage: Int = 100) async throws -> (ids: [String], total: Int) {
        let result = try await interactor.page(.search(ItemQueryParser.parse(query)), page: page, perPage: perPage)
        return (result.items.map(\.id), result.totalCount)
    }

    @Test func aFileSourceIsImportedSearchedAndPaged() async throws {
        let (source, count) = try await interactor.switchSource(to: .file(path: itemsFile))
        #expect(source == .file(path: itemsFile))
        #expect(count == ItemFixtures.all.count)
        #expect(
            try await ids("tag:swift").ids
                == ItemFixtures.newestFirst.filter { ["item01", "item02", "item20"].contains($0) })
        // Paging: 30 items, 8 a page: 4 pages, the last one short, beyond it empty but counted.
        #expect(try await ids("", page: 1, perPage: 8).ids == Array(ItemFixtures.newestFirst[0..<8]))
        #expect(try await ids("", page: 4, perPage: 8).ids == Array(ItemFixtures.newestFirst[24..<30]))
        let beyond = try await ids("", page: 5, perPage: 8)
        #expect(beyond.ids.isEmpty)
        #expect(beyond.total == 30)
    }

    @Test(arguments: [
        ("not json at all", "is not JSON"),
        (#"{"items": []}"#, "items.json"),
        (#"[{"id": "x", "title": "no other fields"}]"#, "items.json"),
        ("", "is empty"),
    ])
    func aBadFileIsRefusedByNameAndThePreviousSourceStays(text: String, expected: String) async throws {
        _ = try await interactor.switchSource(to: .file(path: itemsFile))
        let bad = try folder.write(text, to: "bad-items.json")
        await #expect {
            _ = try await interactor.switchSource(to: .file(path: bad))
        } throws: { error in
            let message = (error as? ItemCatalogueError)?.message.text(in: .english) ?? ""
            return message.contains("bad-items.json") && (message.contains(expected) || expected == "items.json")
        }
        let (source, count) = try await interactor.currentSource()
        #expect(source == .file(path: itemsFile))
        #expect(count == 30)
    }

    @Test func theSourceIsRememberedAndReimportedOnlyWhenTheFileChanges() async throws {
        _ = try await interactor.switchSource(to: .file(path: itemsFile))
        let restarted = Self.interactor(in: folder)
        #expect(try await restarted.currentSource() == (.file(path: itemsFile), 30))

        let fewer = try JSONEncoder().encode(Array(ItemFixtures.all.prefix(5)))
        try fewer.write(to: URL(fileURLWithPath: itemsFile))
        let afterEdit = Self.interactor(in: folder)
        #expect(try await afterEdit.currentSource() == (.file(path: itemsFile), 5))
        #expect(try await afterEdit.switchSource(to: .demo).1 >= 1_000)
    }

    @Test func stocksPersistPerUserAndOutliveTheSource() async throws {
        _ = try await interactor.switchSource(to: .file(path: itemsFile))
        let item = try #require(try await interactor.item(id: "item07"))
        #expect(try await interactor.stock(item))
        #expect(try await interactor.stock(item) == false)
        #expect(try await interactor.page(.stocks, page: 1, perPage: 20).items.map(\.id) == ["item07"])
        let mode =
            try FileManager.default.attributesOfItem(atPath: folder.file("stocks.json"))[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // Another source does not hold item07, but the stock still opens.
        _ = try await interactor.switchSource(to: .demo)
        #expect(try await interactor.item(id: "item07")?.title == item.title)
        #expect(try await Self.interactor(in: folder).unstock(itemID: "item07"))
        #expect(try await interactor.unstock(itemID: "item07") == false)
    }
}
