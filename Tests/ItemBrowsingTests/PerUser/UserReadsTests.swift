@testable import CatalogueImport
import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// Listings that depend on what the user read, on a real catalogue: `is:` queries answered from
/// the read and stocked marks, a prepared page dropped when marks change, the history completed
/// from the catalogue, and comments from a file source.
@Suite struct ReadingListingTests {
    let folder: TemporaryDirectory
    let catalogue: ItemCatalogue
    let reads: ReadStateStore
    let stocks: StockStore
    let loader: ItemListingLoader
    let clock = ShellClock(fixed: Date(timeIntervalSince1970: 1_800_000_000))

    init() async throws {
        folder = try TemporaryDirectory()
        var items = ItemFixtures.all
        items[0].comments = [
            QiitaComment(
                id: "c1", body: "Nice", createdAt: "2024-02-01T10:00:00+09:00",
                updatedAt: "2024-02-01T10:00:00+09:00", user: QiitaUser(id: "bob", name: "", githubLoginName: nil))
        ]
        let file = folder.file("items.json")
        try JSONEncoder().encode(items).write(to: URL(fileURLWithPath: file))
        catalogue = ItemCatalogue(
            cacheDirectory: folder.file("cache"), settings: JSONFileStore(path: folder.file("settings.json")))
        _ = try await catalogue.switchSource(to: .file(path: file))
        reads = ReadStateStore(file: ReadStateStore.file(path: folder.file("reads.json")))
        stocks = StockStore(file: JSONFileStore(path: folder.file("stocks.json")))
        loader = ItemListingLoader(catalogue: catalogue, stocks: stocks, reads: reads, userID: "alice1234")
    }

    private var userReads: UserReads { UserReads(store: reads, userID: "alice1234", clock: clock, loader: loader) }

    private func ids(_ query: String, perPage: Int = 100) async throws -> [String] {
        try await loader.page(.search(ItemQueryParser.parse(query)), page: 1, perPage: perPage).items.map(\.id)
    }

    @Test func theReadLaterListPagesFromItsFileNewestAdditionFirst() async throws {
        let later = ReadLaterStore(file: JSONFileStore(path: folder.file("later.json")))
        let listing = ItemListingLoader(catalogue: catalogue, stocks: stocks, reads: reads, userID: "alice1234", later: later)
        let user = UserReadLater(store: later, userID: "alice1234", clock: clock, loader: listing)
        #expect(try await listing.page(.later, page: 1, perPage: 2).totalCount == 0)
        let items = Array(ItemFixtures.all.prefix(3))
        for item in items { #expect(try user.add(item)) }
        #expect(try user.add(items[0]) == false)
        let first = try await listing.page(.later, page: 1, perPage: 2)
        #expect(first.items.map(\.id) == [items[2].id, items[1].id] && first.totalCount == 3)
        #expect(try await listing.page(.later, page: 2, perPage: 2).items.map(\.id) == [items[0].id])
        #expect(try user.remove(itemID: items[1].id))
        #expect(try user.remove(itemID: items[1].id) == false)
        #expect(try later.entries(for: "alice1234").first { $0.item.id == items[2].id }?.item.body == items[2].body)
        #expect(try await listing.page(.later, page: 1, perPage: 5).items.map(\.id) == [items[2].id, items[0].id])
        // Kept whole in its own file, beside stocks (whose file is unchanged in shape).
        _ = try stocks.add(items[0], for: "alice1234", at: clock.now())
        let stocked = try String(contentsOfFile: folder.file("stocks.json"), encoding: .utf8)
        #expect(stocked.contains("\"stockedAt\"") && !stocked.contains("addedAt"))
        #expect(try later.entries(for: "bob").isEmpty)
    }

    @Test func everyMatchIsReadPastOnePageAndNoneBeyondTheLimit() async throws {
        // 230 items: three pages of the store's 100.
        let many = (1...230).map { number in
            ItemFixtures.make(
                number, "Note \(number)", "Body \(number)", "writer", ["notes"], number, 0,
                created: "2024-0\(number % 9 + 1)-\(10 + number % 18)T\(10 + number % 12):\(10 + number % 49):00+09:00")
        }
        let file = folder.file("many.json")
        try JSONEncoder().encode(many).write(to: URL(fileURLWithPath: file))
        _ = try await catalogue.switchSource(to: .file(path: file))
        let query = try ItemQueryParser.parse("tag:notes is:unread")
        let newest = try await loader.page(.search(query), page: 1, perPage: 100).items.map(\.id)
        let found = try await loader.localMatches(of: query, limit: 230)
        #expect(found.count == 230 && !found.inLiveCache)
        #expect(Set(found.items?.map(\.id) ?? []) == Set(many.map(\.id)))
        #expect(found.items?.prefix(100).map(\.id) == newest)
        let refused = try await loader.localMatches(of: query, limit: 229)
        #expect(refused.items == nil && refused.count == 230)
        #expect(try userReads.markRead(found.items ?? []) == 230)
        #expect(try await ids("tag:notes is:unread").isEmpty)
        #expect(try userReads.markRead(Array((found.items ?? []).prefix(2))) == 0)
    }

    @Test func isQualifiersFollowTheMarks() async throws {
        let all = try await ids("")
        #expect(try await ids("is:read").isEmpty)
        #expect(try await ids("is:unread") == all)
        try userReads.markRead(try #require(ItemFixtures.all.first { $0.id == all[0] }))
        try userReads.markRead(try #require(ItemFixtures.all.first { $0.id == all[2] }))
        _ = try stocks.add(try #require(ItemFixtures.all.first { $0.id == all[2] }), for: "alice1234", at: clock.now())
        #expect(try await ids("is:read") == [all[0], all[2]])
        #expect(try await ids("is:unread").count == all.count - 2)
        #expect(try await ids("is:read is:stocked") == [all[2]])
        #expect(try await ids("is:read -is:stocked") == [all[0]])
        #expect(try await ids("is:stocked OR is:unread").count == all.count - 1)
        // Another user's marks are theirs alone.
        let bob = ItemListingLoader(catalogue: catalogue, stocks: stocks, reads: reads, userID: "bob")
        #expect(try await bob.page(.search(ItemQueryParser.parse("is:read")), page: 1, perPage: 10).totalCount == 0)
    }

    /// Which items of a page were read, with a few marks (compared one by one) and with many
    /// (hashed): the same answer.
    @Test(arguments: [3, 64, 65, 100])
    func readIDsAreTheMarkedOnes(marked: Int) throws {
        let base = try #require(ItemFixtures.all.first)
        let items = (0..<200).map { number in
            var item = base
            item.id = "item-\(number)"
            return item
        }
        for item in items.prefix(marked) { try userReads.markRead(item) }
        let page = ["item-0", "item-2", "item-63", "item-64", "item-100", "item-199", "elsewhere"]
        let expected = Set(page.filter { id in items.prefix(marked).contains { $0.id == id } })
        #expect(try userReads.readIDs(among: page) == expected)
    }

    @Test func aPreparedPageIsDroppedWhenTheMarksChange() async throws {
        let unread = ItemListingKind.search(try ItemQueryParser.parse("is:unread"))
        let first = try await loader.page(unread, page: 1, perPage: 5)
        // Page 2 is being prepared; reading its first item must not leave a stale page 2.
        let second = try await loader.page(unread, page: 2, perPage: 5)
        try userReads.markRead(second.items[0])
        let again = try await loader.page(unread, page: 2, perPage: 5)
        #expect(!again.items.map(\.id).contains(second.items[0].id))
        #expect(again.totalCount == first.totalCount - 1)
    }

    @Test func theHistoryListsReadItemsWithTheirBodiesAndReadTimes() async throws {
        let item = try #require(ItemFixtures.all.first)
        try userReads.markRead(item)
        var elsewhere = ItemFixtures.all[1]
        elsewhere.id = "gone-from-this-source"
        try userReads.markRead(elsewhere)
        let page = try await loader.page(.history, page: 1, perPage: 20)
        #expect(page.items.map(\.id) == ["gone-from-this-source", item.id])
        #expect(page.items[1].body == item.body, "completed from the catalogue")
        #expect(page.items[0].body.isEmpty, "kept as it was read")
        #expect(page.readTimes[item.id] == clock.now())
        #expect(page.totalCount == 2)
    }

    @Test func commentsComeFromTheFileAndAreUnknownWhenItHasNone() async throws {
        let comments = ItemCommentsLoader(catalogue: catalogue, remote: nil)
        #expect(
            try await comments.comments(itemID: ItemFixtures.all[0].id)
                == .known([
                    try #require(
                        ItemFixtures.all.first.map { _ in
                            QiitaComment(
                                id: "c1", body: "Nice", createdAt: "2024-02-01T10:00:00+09:00",
                                updatedAt: "2024-02-01T10:00:00+09:00",
                                user: QiitaUser(id: "bob", name: "", githubLoginName: nil))
                        })
                ]))
        #expect(try await comments.comments(itemID: ItemFixtures.all[1].id) == .unknown)
    }
}
