@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import SQLiteKit
@testable import ShellKit
import Synchronization
import TestSupport
import Testing

/// The catalogue on a real SQLite file, filled with `ItemFixtures.all`.
@Suite struct ItemStoreTests {
    let folder: TemporaryDirectory
    let store: ItemStore

    init() throws {
        folder = try TemporaryDirectory()
        store = try ItemStore.built(at: folder.file("items.sqlite"), with: ItemFixtures.all)
    }

    /// The ids matching `query`, newest first (all of them: one page of 100 holds 30).
    private func ids(_ query: String) throws -> [String] {
        try store.search(ItemQueryParser.parse(query), page: 1, perPage: 100).items.map(\.id)
    }

    /// `numbers` as ids, newest first.
    private static func expected(_ numbers: [Int]) -> [String] {
        let wanted = Set(numbers.map(ItemFixtures.id))
        return ItemFixtures.newestFirst.filter(wanted.contains)
    }

    @Test(arguments: [
        // Text of 3+ characters: trigram index, title or body, substring, any case.
        ("スクロール", [2, 23]),
        ("無限スクロール", [2, 23]),
        ("SWIFT", [1, 2, 20]),
        ("swiftui", [2]),
        ("lazyvstack", [2]),
        ("ポインタ", [18]),
        // Shorter text: LIKE on title or body, any ASCII case, % and _ taken literally.
        ("入門", [1, 6, 20, 24, 30]),
        ("Go", [4]),
        ("gO", [4]),
        ("js", [29]),
        ("%", [16]),
        ("_", [16]),
        ("C#", [28]),
        // Several terms must all match.
        ("Concurrency Swift", [20]),
        ("入門 swift", [1, 20]),
        // Phrases match as one piece.
        ("\"Swift Concurrency\"", [20]),
        ("\"Concurrency Swift\"", []),
        ("\"Ruby on Rails\"", [25]),
        // title: and body: look at one column only.
        ("title:入門", [1, 6, 20, 24, 30]),
        ("body:入門", []),
        ("title:スクロール", [2, 23]),
        ("body:スクロール", []),
        ("body:実装", [2, 23]),
        ("title:実装", [2]),
        ("body:ASYNC", [19, 20]),
        ("title:async", []),
        ("title:\"swift concurrency\"", [20]),
        // tag: is an exact name, any case.
        ("tag:swift", [1, 2, 20]),
        ("tag:SwiftUI", [2]),
        ("tag:Swi", []),
        ("tag:docker", [6, 7]),
        ("tag:正規表現", [16]),
        ("tag:c#", [28]),
        ("tag:C", [18]),
        // user: is an exact id, any case.
        ("user:ALICE", [1, 5, 20, 29]),
        ("user:ali", []),
        // Counts.
        ("stocks:>100", [11]),
        ("stocks:>=100", [11, 20]),
        ("stocks:<2", [9, 30]),
        ("stocks:<=2", [5, 9, 26, 30]),
        ("stocks:80", [2]),
        ("likes:>120", [11, 20]),
        ("likes:>=120", [2, 11, 20]),
        ("likes:<3", [30]),
        ("likes:<=3", [9, 30]),
        ("likes:60", [6]),
        // Days, in each timestamp's own offset.
        ("created:2024-01-30", [29]),
        ("created:2024-01-29", [30]),
        ("created:2024-01-25", [25, 26]),
        ("created:>2024-01-27", [28, 29, 30]),
        ("created:>=2024-01-28", [28, 29, 30]),
        ("created:<2024-01-03", [1, 2]),
        ("created:<=2024-01-02", [1, 2]),
        ("updated:>2024-02-29", [3, 12]),
        ("updated:2024-03-15", [3]),
        ("updated:<2024-01-02", [1]),
        // OR binds tighter than AND: swift AND (flutter OR スクロール).
        ("tag:rust OR tag:go", [3, 4]),
        ("tag:swift tag:flutter OR スクロール", [2]),
        ("入門 OR スクロール tag:swift", [1, 2, 20]),
        // Exclusions.
        ("tag:swift -入門", [2]),
        ("スクロール -\"Flutter\"", [2]),
        ("tag:docker -tag:kubernetes", [6]),
        ("-user:alice stocks:>=100", [11]),
        ("tag:swift -title:swift", []),
        ("-created:<2024-01-28", [28, 29, 30]),
        ("-likes:>=10 -stocks:<2", [5, 10, 16, 22, 26, 27]),
        ("スクロール OR -tag:swift tag:swift", [2]),
    ])
    func finds(query: String, numbers: [Int]) throws {
        #expect(try ids(query) == Self.expected(numbers))
        // One item a page makes the store walk the newest-first index for broad queries and
        // look matches up for narrow ones (see ItemSearchSQL): rows and counts must not depend
        // on the plan.
        #expect(try idsOneAPage(query, expectedTotal: numbers.count) == Self.expected(numbers))
    }

    private func idsOneAPage(_ query: String, expectedTotal: Int) throws -> [String] {
        let parsed = try ItemQueryParser.parse(query)
        var ids: [String] = []
        for page in 1...max(1, expectedTotal) {
            let result = try store.search(parsed, page: page, perPage: 1)
            #expect(result.totalCount == expectedTotal)
            ids += result.items.map(\.id)
        }
        return ids
    }

    @Test func emptyQueryListsEverythingNewestFirst() throws {
        let page = try store.search(ItemQuery(clauses: []), page: 1, perPage: 100)
        #expect(page.items.map(\.id) == ItemFixtures.newestFirst)
        #expect(page.totalCount == 30)
        #expect(try store.count() == 30)
    }

    @Test func itemsComeBackExactlyAsStored() throws {
        let page = try store.search(ItemQuery(clauses: []), page: 1, perPage: 100)
        #expect(Set(page.items) == Set(ItemFixtures.all))
        #expect(try store.item(id: "item02") == ItemFixtures.item(2))
        #expect(try store.item(id: "missing") == nil)
    }

    @Test(arguments: [
        // (page, perPage, ids on the page by position in newest-first order, total pages)
        (1, 10, 0..<10, 3),
        (3, 10, 20..<30, 3),
        (4, 10, 30..<30, 3),
        (5, 7, 28..<30, 5),
        (4, 7, 21..<28, 5),
        (1, 30, 0..<30, 1),
        (2, 30, 30..<30, 1),
        (1, 100, 0..<30, 1),
        (Int.max, 100, 30..<30, 1),
    ])
    func pages(page: Int, perPage: Int, positions: Range<Int>, pageCount: Int) throws {
        let result = try store.search(ItemQuery(clauses: []), page: page, perPage: perPage)
        #expect(result.items.map(\.id) == Array(ItemFixtures.newestFirst[positions]))
        #expect(result.totalCount == 30)
        #expect(result.page == page)
        #expect(result.perPage == perPage)
        #expect(result.pageCount == pageCount)
    }

    @Test func pagesAFilteredResult() throws {
        let query = try ItemQueryParser.parse("入門")
        let second = try store.search(query, page: 2, perPage: 2)
        #expect(second.items.map(\.id) == ["item20", "item06"])
        #expect(second.totalCount == 5)
        #expect(second.pageCount == 3)
        #expect(second.hasNextPage)
        let none = try store.search(ItemQueryParser.parse("存在しない言葉"), page: 1, perPage: 20)
        #expect(none.items.isEmpty && none.totalCount == 0 && none.pageCount == 1 && !none.hasNextPage)
    }

    @Test(arguments: [
        (0, 10, ItemStoreError.invalidPage(0)),
        (-1, 10, .invalidPage(-1)),
        (1, 0, .invalidPerPage(0)),
        (1, 101, .invalidPerPage(101)),
    ])
    func rejectsBadPaging(page: Int, perPage: Int, expected: ItemStoreError) {
        #expect(throws: expected) { try store.search(ItemQuery(clauses: []), page: page, perPage: perPage) }
    }

    @Test func pagingErrorsReadWell() {
        #expect(
            ItemStoreError.invalidPerPage(101).message.text(in: .english)
                == "items per page must be between 1 and 100 (got 101)")
        #expect(ItemStoreError.invalidPage(0).message.text(in: .japanese) == "ページは 1 以上で指定してください（指定: 0）")
        let locked = ItemStoreError.failed(path: "a.sqlite", operation: .searching, reason: "database is locked")
        #expect(locked.message.text(in: .english) == "item catalogue a.sqlite: search failed: database is locked")
        #expect(locked.message.text(in: .japanese) == "記事カタログ a.sqlite の検索に失敗しました: database is locked")
    }

    @Test func upsertReplacesAnItemAndKeepsTheIndexInStep() throws {
        var vim = ItemFixtures.item(9)
        vim.title = "Helixエディタのすすめ"
        vim.body = "選択してから操作する。"
        vim.tags = [QiitaTag(name: "Helix", versions: ["24.07"])]
        vim.stocksCount = 500
        try store.upsert([vim])

        #expect(try ids("Vim").isEmpty)
        #expect(try ids("モード切り替え").isEmpty)
        #expect(try ids("tag:vim").isEmpty)
        #expect(try ids("Helix") == ["item09"])
        #expect(try ids("選択してから") == ["item09"])
        #expect(try ids("tag:helix") == ["item09"])
        #expect(try ids("stocks:>200") == ["item09"])
        #expect(try store.item(id: "item09") == vim)
        #expect(try store.count() == 30)
        #expect(try store.sourceFingerprint() == "fixtures")
    }

    @Test func upsertAddsNewItemsAndTheLastOfTwoWins() throws {
        let first = ItemFixtures.make(31, "最初の版", "本文", "zoe", ["Draft"], 1, 1, created: "2025-06-01T00:00:00+09:00")
        var second = first
        second.title = "Zigで無限ループ"
        try store.upsert([first, second])
        #expect(try store.count() == 31)
        #expect(try ids("最初の版").isEmpty)
        #expect(try ids("無限") == ["item31", "item23", "item02"])
        #expect(try store.search(ItemQuery(clauses: []), page: 1, perPage: 1).items == [second])
    }

    @Test func anImportReplacesTheWholeCatalogueAndRecordsTheFingerprint() throws {
        let firstFive = Array(ItemFixtures.all.prefix(5))
        #expect(!store.wasReplacedOnDisk)
        let replaced = try ItemStore.built(at: store.path, with: firstFive, fingerprint: "sha256:second")
        #expect(store.wasReplacedOnDisk, "the open store notices that its file was replaced")
        #expect(try store.count() == 30, "and goes on reading the catalogue it opened")
        #expect(try replaced.count() == 5)
        #expect(try replaced.sourceFingerprint() == "sha256:second")
        #expect(try replaced.search(ItemQueryParser.parse("スクロール"), page: 1, perPage: 10).items.map(\.id) == ["item02"])
        #expect(try replaced.search(ItemQueryParser.parse("tag:docker"), page: 1, perPage: 10).items.isEmpty)
        #expect(try replaced.search(ItemQueryParser.parse("入門"), page: 1, perPage: 10).items.map(\.id) == ["item01"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["items.sqlite"],
            "nothing of the build is left")
    }

    @Test func anImportKeepsTheLastOfItemsSharingAnID() throws {
        var renamed = ItemFixtures.item(1)
        renamed.title = "改訂版"
        let imported = try ItemStore.built(at: store.path, with: [ItemFixtures.item(1), ItemFixtures.item(2), renamed])
        #expect(try imported.count() == 2)
        #expect(try imported.item(id: "item01")?.title == "改訂版")
        #expect(try imported.search(ItemQueryParser.parse("改訂版"), page: 1, perPage: 10).totalCount == 1)
        #expect(
            try imported.search(ItemQueryParser.parse(ItemFixtures.item(1).title), page: 1, perPage: 10).totalCount
                == 0,
            "the replaced title is gone from the index")
    }

    @Test func anImportReportsProgressEveryThousandItems() throws {
        let many = (1...2_500).map { number in
            ItemFixtures.make(
                100 + number, "記事\(number)", "本文\(number)", "bulk", ["Bulk"], number, 0,
                created: "2024-02-01T00:00:00Z"
            )
        }
        let calls = ProgressLog()
        var stream = ArrayItemStream(many)
        let observer = ItemStoreBuilder.Observer(
            progress: { items, fraction in calls.record(items, Int(fraction * 100)) },
            indexing: { calls.record(-1, -1) })
        try ItemStoreBuilder.build(replacing: store.path, from: &stream, fingerprint: "bulk", observer: observer)
        #expect(calls.entries == [[1_000, 40], [2_000, 80], [2_500, 100], [-1, -1]])
        let imported = try ItemStore(path: store.path)
        #expect(try imported.count() == 2_500)
        #expect(
            try imported.search(ItemQueryParser.parse("記事2499"), page: 1, perPage: 10).items.map(\.id) == ["item2599"])
    }

    @Test func aNewCatalogueIsEmptyAndHasNoFingerprint() throws {
        let fresh = try ItemStore(path: folder.file("fresh.sqlite"))
        #expect(try fresh.sourceFingerprint() == nil)
        #expect(try fresh.count() == 0)
        let page = try fresh.search(ItemQuery(clauses: []), page: 1, perPage: 20)
        #expect(page.items.isEmpty && page.totalCount == 0 && page.pageCount == 1)
    }

    @Test func reopeningTheFileKeepsTheData() throws {
        let reopened = try ItemStore(path: folder.file("items.sqlite"))
        #expect(try reopened.count() == 30)
        #expect(try reopened.sourceFingerprint() == "fixtures")
        #expect(
            try reopened.search(ItemQueryParser.parse("スクロール"), page: 1, perPage: 10).items.map(\.id)
                == ["item23", "item02"])
    }

    @Test func callsAFileThatIsNotADatabaseDamaged() throws {
        let path = try folder.write(String(repeating: "not a database. ", count: 100), to: "junk.sqlite")
        #expect(throws: ItemStoreError.damaged(path: path, reason: "file is not a database")) {
            try ItemStore(path: path)
        }
    }

    @Test func refusesAPathInAMissingFolder() throws {
        let path = folder.file("no/such/folder/items.sqlite")
        #expect(throws: ItemStoreError.cannotOpen(path: path, reason: "unable to open database file")) {
            try ItemStore(path: path)
        }
        let message = ItemStoreError.cannotOpen(path: path, reason: "unable to open database file").message.text(
            in: .english)
        #expect(message == "cannot open the item catalogue \(path): unable to open database file")
    }
}

/// Collects import progress calls from any thread.
private final class ProgressLog: Sendable {
    private let calls = Mutex<[[Int]]>([])

    func record(_ done: Int, _ total: Int) {
        calls.withLock { $0.append([done, total]) }
    }

    var entries: [[Int]] { calls.withLock { $0 } }
}

/// Paging one query counts its matches once, and the count follows every change: this store's
/// own writes and another connection's.
@Suite struct ItemStoreCountCacheTests {
    @Test func countsFollowOwnAndOtherWrites() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("items.sqlite")
        let store = try ItemStore.built(at: path, with: ItemFixtures.all)
        let swift = try ItemQueryParser.parse("swift")
        let before = try store.search(swift, page: 1, perPage: 5).totalCount
        #expect(try store.search(swift, page: 2, perPage: 5).totalCount == before)

        var extra = ItemFixtures.item(1)
        extra.id = "extra-swift-1"
        try store.upsert([extra])
        #expect(try store.search(swift, page: 1, perPage: 5).totalCount == before + 1, "this store's own write")

        let other = try ItemStore(path: path)
        extra.id = "extra-swift-2"
        try other.upsert([extra])
        #expect(try store.search(swift, page: 1, perPage: 5).totalCount == before + 2, "another connection's write")
    }

    @Test func keptPagesFollowOwnAndOtherWrites() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("items.sqlite")
        let store = try ItemStore.built(at: path, with: ItemFixtures.all)
        let query = try ItemQueryParser.parse("入門")
        let first = try store.search(query, page: 1, perPage: 3)
        #expect(try store.search(query, page: 1, perPage: 3) == first, "the same page again")

        var renamed = try #require(first.items.first)
        renamed.title = "入門 (改訂版)"
        try store.upsert([renamed])
        #expect(try store.search(query, page: 1, perPage: 3).items.first?.title == "入門 (改訂版)", "this store's own write")

        renamed.title = "入門 (第3版)"
        try ItemStore(path: path).upsert([renamed])
        #expect(
            try store.search(query, page: 1, perPage: 3).items.first?.title == "入門 (第3版)", "another connection's write")

        // Another order, or another page size, is another page.
        var oldest = query
        oldest.order = ItemOrder(.created, ascending: true)
        #expect(try store.search(oldest, page: 1, perPage: 3).items.map(\.id) != first.items.map(\.id))
        #expect(try store.search(query, page: 1, perPage: 2).items.count == 2)
    }

    /// What the listing loader asks before preparing the next page in the background.
    @Test func saysWhichPagesItKeeps() throws {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: ItemFixtures.all)
        let query = try ItemQueryParser.parse("swift")
        #expect(!store.keepsPage(of: query, page: 2, perPage: 2))
        _ = try store.search(query, page: 2, perPage: 2)
        #expect(store.keepsPage(of: query, page: 2, perPage: 2))
        #expect(!store.keepsPage(of: query, page: 2, perPage: 3), "another page size")
        #expect(
            !store.keepsPage(of: try ItemQueryParser.parse("swift is:read"), page: 1, perPage: 2),
            "pages that depend on marks are never kept")
        try store.upsert([ItemFixtures.all[0]])
        #expect(!store.keepsPage(of: query, page: 2, perPage: 2), "dropped by a write")
        #expect(
            !(try ItemStore(path: folder.file("items.sqlite"), keepsSearches: false)).keepsPage(
                of: query, page: 1, perPage: 2))
    }

    @Test func aStoreThatKeepsNothingAnswersTheSame() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("items.sqlite")
        let keeping = try ItemStore.built(at: path, with: ItemFixtures.all)
        let plain = try ItemStore(path: path, keepsSearches: false)
        for text in ["swift", "入門", "go OR js", "tag:swift -ios", ""] {
            let query = try ItemQueryParser.parse(text)
            for page in 1...2 {
                #expect(
                    try keeping.search(query, page: page, perPage: 4) == plain.search(query, page: page, perPage: 4),
                    "\(text) page \(page)")
                #expect(
                    try keeping.search(query, page: page, perPage: 4) == plain.search(query, page: page, perPage: 4),
                    "\(text) page \(page) kept")
            }
        }
    }

    @Test func aTagIsReadFromItsIndexAlone() throws {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: ItemFixtures.all)
        let sql = ItemSearchSQL(try ItemQueryParser.parse("tag:swift"))
        let plan = try store.database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + sql.countSQL, arguments: StatementArguments(sql.countValues)
            )
            .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("COVERING INDEX item_tag_name") }, "\(plan)")
    }

    @Test(arguments: [
        ("likes:>10 created:>=2024-01-05", "item_likes"), ("stocks:>10 created:<2024-01-20", "item_stocks"),
    ])
    func aCountAndDayAreCountedFromTheirIndexAlone(query: String, index: String) throws {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: ItemFixtures.all)
        let sql = ItemSearchSQL(try ItemQueryParser.parse(query))
        let plan = try store.database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + sql.countSQL, arguments: StatementArguments(sql.countValues)
            )
            .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("COVERING INDEX \(index)") }, "\(plan)")
        let expected = ItemFixtures.all.filter { item in
            let day = String(item.createdAt.prefix(10))
            return query.hasPrefix("likes")
                ? item.likesCount > 10 && day >= "2024-01-05" : item.stocksCount > 10 && day < "2024-01-20"
        }
        #expect(try store.search(ItemQueryParser.parse(query), page: 1, perPage: 50).totalCount == expected.count)
    }
}
