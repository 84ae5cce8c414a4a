@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

/// Tags, authors, orders and completion names read from a real catalogue (the embedded demo),
/// each checked against an independent count over the decoded items.
@Suite struct CatalogueBrowsingTests {
    static let items: [QiitaItem] = DemoItems.all
    let folder: TemporaryDirectory
    let store: ItemStore

    init() throws {
        folder = try TemporaryDirectory()
        store = try ItemStore.built(at: folder.file("items.sqlite"), with: Self.items)
    }

    /// Tag name (lowercased) → how many items carry it, counted here.
    private static var tagCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for item in items { for name in Set(item.tags.map { $0.name.lowercased() }) { counts[name, default: 0] += 1 } }
        return counts
    }

    @Test func tagsAreCountedAndListedMostUsedFirst() throws {
        let expected = Self.tagCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let first = try store.tags(page: 1, perPage: 20)
        #expect(first.totalCount == expected.count)
        #expect(first.tags.map { $0.name.lowercased() } == expected.prefix(20).map(\.key))
        #expect(first.tags.map(\.itemsCount) == expected.prefix(20).map(\.value))
        let last = try store.tags(page: first.pageCount, perPage: 20)
        #expect(last.tags.map { $0.name.lowercased() } == expected.suffix(from: (first.pageCount - 1) * 20).map(\.key))
        #expect(try store.tags(page: first.pageCount + 1, perPage: 20).tags.isEmpty)
    }

    @Test func aPrefixFiltersTagsWhateverTheCase() throws {
        let expected = Self.tagCounts.filter { $0.key.hasPrefix("sw") }
        let page = try store.tags(prefix: "SW", page: 1, perPage: 100)
        #expect(Set(page.tags.map { $0.name.lowercased() }) == Set(expected.keys))
        #expect(page.totalCount == expected.count)
        #expect(try store.tags(prefix: "%", page: 1, perPage: 100).totalCount == 0, "LIKE wildcards are text")
    }

    @Test func anAuthorsFiguresAddUpTheirItems() throws {
        let author = try #require(
            Self.items.map(\.user.id).max { a, b in
                Self.items.filter { $0.user.id == a }.count < Self.items.filter { $0.user.id == b }.count
            })
        let theirs = Self.items.filter { $0.user.id == author }
        let profile = try #require(try store.authorProfile(id: author.uppercased()))
        #expect(profile.id == author)
        #expect(profile.itemsCount == theirs.count)
        #expect(profile.likesCount == theirs.map(\.likesCount).reduce(0, +))
        #expect(profile.stocksCount == theirs.map(\.stocksCount).reduce(0, +))
        var tags: [String: Int] = [:]
        for item in theirs { for name in Set(item.tags.map { $0.name.lowercased() }) { tags[name, default: 0] += 1 } }
        let top = tags.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
        #expect(profile.topTags.map { $0.name.lowercased() } == top.map(\.key))
        #expect(profile.topTags.map(\.itemsCount) == top.map(\.value))
        #expect(try store.authorProfile(id: "no-such-author") == nil)
    }

    /// Every order by a field (relevance has its own tests: `RankingTests`).
    @Test(arguments: ItemOrder.Field.allCases.filter { $0 != .relevance }, [false, true])
    func everyOrderListsItemsAsSortedHere(field: ItemOrder.Field, ascending: Bool) throws {
        var query = try ItemQueryParser.parse("tag:swift")
        query.order = ItemOrder(field, ascending: ascending)
        let matches = Self.items.filter { $0.tags.contains { $0.name.lowercased() == "swift" } }
        // Written here from the documented order, not with ItemOrder's own comparison.
        func key(_ item: QiitaItem) -> Int64 {
            switch field {
            case .created: ItemTimestamp.epochSeconds(item.createdAt)!
            case .updated: ItemTimestamp.epochSeconds(item.updatedAt)!
            case .likes: Int64(item.likesCount)
            case .stocks: Int64(item.stocksCount)
            case .comments: Int64(item.commentsCount)
            case .relevance: 0
            }
        }
        let expected = matches.sorted { a, b in
            if key(a) != key(b) { return ascending ? key(a) < key(b) : key(a) > key(b) }
            if field == .created { return ascending ? a.id > b.id : a.id < b.id }
            let (ca, cb) = (ItemTimestamp.epochSeconds(a.createdAt)!, ItemTimestamp.epochSeconds(b.createdAt)!)
            return ca != cb ? ca > cb : a.id < b.id
        }.map(\.id)
        var found: [String] = []
        for page in 1...((matches.count + 29) / 30) {
            found += try store.search(query, page: page, perPage: 30).items.map(\.id)
        }
        #expect(found == expected)
        // The API's page is ordered the same way.
        #expect(matches.sorted(by: query.order.precedes).map(\.id) == expected)
    }

    @Test func completionNamesStartWithThePrefix() throws {
        let tags = try store.tagNames(prefix: "Sw")
        #expect(!tags.isEmpty && tags.allSatisfy { $0.lowercased().hasPrefix("sw") })
        #expect(Set(tags.map { $0.lowercased() }).count == tags.count, "each once")
        let users = try store.userIDs(prefix: "a")
        let expected = Set(Self.items.map(\.user.id).filter { $0.lowercased().hasPrefix("a") }.map { $0.lowercased() })
        #expect(Set(users.map { $0.lowercased() }) == expected)
        #expect(try store.userIDs(prefix: "zzzz-none").isEmpty)
    }
}
