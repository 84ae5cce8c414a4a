@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import SQLiteKit
import TestSupport
import Testing

/// The two-character index gives exactly what `LIKE` gave before it: both plans are run on
/// the same catalogue for terms drawn from its own text, and must find the same items, in
/// the same order, with the same count.
@Suite struct BigramPlanTests {
    @Test func bothPlansFindTheSameItemsOnTheDemoCatalogue() throws {
        let items = DemoItems.all
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: items)
        var random = SeededRandom(seed: 11)
        var indexed = 0
        for number in 0..<300 {
            let item = items[random.next(below: items.count)]
            let source = random.next(below: 3) == 0 ? item.title : item.body
            let scalars = Array(source.unicodeScalars)
            guard scalars.count >= 2 else { continue }
            let start = random.next(below: scalars.count - 1)
            var term = String(String.UnicodeScalarView(scalars[start...start + 1]))
            // A blank term is no query; a term of one space and one letter is (and uses LIKE).
            guard !term.allSatisfy(\.isWhitespace) else { continue }
            if random.next(below: 2) == 0 { term = term.uppercased() }
            if ItemBigrams.word(for: term) != nil { indexed += 1 }
            let quoted = "\"" + term.replacing("\"", with: "\"\"") + "\""
            let shapes = [
                quoted, "title:\(quoted)", "body:\(quoted)", "-\(quoted)", "\(quoted) tag:python",
                "\(quoted) OR swift", "\(quoted) -入門", "go \(quoted)",
            ]
            let text = shapes[number % shapes.count]
            let query = try ItemQueryParser.parse(text)
            let withIndex = try Self.matches(ItemSearchSQL(query, usingBigrams: true), in: store)
            let withLike = try Self.matches(ItemSearchSQL(query, usingBigrams: false), in: store)
            #expect(
                withIndex.ids == withLike.ids && withIndex.count == withLike.count,
                "\(text): \(withIndex.count) with the index, \(withLike.count) with LIKE")
        }
        #expect(indexed > 150, "only \(indexed) of the drawn terms used the index")
    }

    @Test func everydayTwoCharacterTermsAreCountedFromTheIndexAlone() throws {
        for text in ["入門", "go", "title:設定", "環境 -go", "go OR js"] {
            let sql = ItemSearchSQL(try ItemQueryParser.parse(text))
            #expect(sql.countSQL == "SELECT COUNT(*) FROM item_bigram WHERE item_bigram MATCH ?", "\(text)")
            #expect(sql.whereClause.contains("item_bigram") && !sql.whereClause.contains("LIKE"), "\(text)")
        }
        // Two-character and longer terms together are counted through the items.
        #expect(ItemSearchSQL(try ItemQueryParser.parse("go swift")).fullTextExpression == nil)
        #expect(ItemSearchSQL(try ItemQueryParser.parse("C#")).whereClause.contains("LIKE"))
    }

    @Test func replacingAnItemReplacesItsPairs() throws {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: ItemFixtures.all)
        let query = try ItemQueryParser.parse("入門")
        let before = try store.search(query, page: 1, perPage: 100).items.map(\.id)
        #expect(before.contains(ItemFixtures.id(30)))
        var renamed = ItemFixtures.item(30)
        renamed.title = "Nimの基礎"
        try store.upsert([renamed])
        let after = try store.search(query, page: 1, perPage: 100).items.map(\.id)
        #expect(after == before.filter { $0 != ItemFixtures.id(30) })
        #expect(
            try store.search(try ItemQueryParser.parse("基礎"), page: 1, perPage: 100).items.map(\.id).contains(
                ItemFixtures.id(30)))
    }

    @Test func aCatalogueMadeBeforeTheIndexIsIndexedWhenOpened() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("items.sqlite")
        _ = try ItemStore.built(at: path, with: ItemFixtures.all)
        // Make the file what schema v4 left: no two-character index, its migration not run.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "DROP TABLE item_bigram; DELETE FROM grdb_migrations WHERE identifier LIKE 'v5:%'")
        }
        try queue.close()
        let store = try ItemStore(path: path)
        for text in ["入門", "js", "title:de"] {
            let query = try ItemQueryParser.parse(text)
            let withIndex = try Self.matches(ItemSearchSQL(query, usingBigrams: true), in: store)
            #expect(withIndex.count > 0, "\(text)")
            #expect(withIndex == (try Self.matches(ItemSearchSQL(query, usingBigrams: false), in: store)), "\(text)")
        }
    }

    /// Every match's id in page order, and the count, as the store's own statements give them.
    private static func matches(_ sql: ItemSearchSQL, in store: ItemStore) throws -> Matches {
        try store.database.read { db in
            let count = try Int.fetchOne(db, sql: sql.countSQL, arguments: StatementArguments(sql.countValues)) ?? -1
            let ids = try Row.fetchAll(
                db, sql: sql.pageSQL(walkingNewestFirst: false), arguments: sql.arguments + [10_000, 0]
            )
            .map { $0["id"] as String }
            return Matches(ids: ids, count: count)
        }
    }

    private struct Matches: Equatable {
        var ids: [String]
        var count: Int
    }
}
