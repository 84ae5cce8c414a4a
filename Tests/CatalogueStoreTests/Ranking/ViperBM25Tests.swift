@testable import CatalogueStore
import CRanking
@testable import ItemsModel
import SQLiteKit
import TestSupport
import Testing

/// `viper_bm25`, the relevance order's scan, is SQLite's own `bm25()` with the lengths and
/// rarities read from memory: on the demo catalogue, for random words of its own text in every
/// expression shape ranking builds, both give the same rows with the same scores, whether the
/// rarities were counted before or by FTS5 during the scan, and with lengths kept or looked up.
@Suite struct ViperBM25Tests {
    static let folder = try! TemporaryDirectory()
    static let store = try! ItemStore.built(at: folder.file("items.sqlite"), with: DemoItems.all)

    /// Words of three or more letters or CJK characters drawn from titles and bodies.
    static func words(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        var words: [String] = []
        while words.count < count {
            let item = DemoItems.all[random.next(below: DemoItems.all.count)]
            let text = random.next(below: 2) == 0 ? item.title : item.body
            let pieces = text.split { !($0.isLetter || $0.isNumber) }.filter { $0.count >= 3 }
            guard !pieces.isEmpty else { continue }
            let piece = pieces[random.next(below: pieces.count)]
            words.append(String(piece.prefix(3 + random.next(below: 6))))
        }
        return words
    }

    static func bm25(_ expression: String, in db: Database) throws -> [Int64: Double] {
        var scores: [Int64: Double] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT rowid, bm25(item_fts, 10, 1) FROM item_fts WHERE item_fts MATCH ?", arguments: [expression])
        {
            scores[row[0]] = -(row[1] as Double)
        }
        return scores
    }

    static func scanned(_ scan: ItemTextScan, statics: RankStatics, frequencies: inout DocumentFrequencies, in db: Database)
        throws -> [Int64: Double]
    {
        var scores: [Int64: Double] = [:]
        try scan.score(statics: statics, frequencies: &frequencies, in: db) { scores[$0] = $1 }
        return scores
    }

    @Test func scoresEqualSQLitesBM25ForRandomQueries() throws {
        let words = Self.words(count: 120, seed: 40)
        var compared = 0
        try Self.store.database.read { db in
            let statics = try RankStatics.read(db)
            var frequencies = DocumentFrequencies()
            for (number, word) in words.enumerated() {
                let other = words[(number * 7 + 3) % words.count]
                let shapes = [
                    word, "\(word) \(other)", "\(word) OR \(other)", "title:\(word) \(other)", "\"\(word) \(other)\"",
                    "\(word) -\(other)", "body:\(word) OR \(other)",
                ]
                let query = try ItemQueryParser.parse(shapes[number % shapes.count])
                let plan = ItemRankPlan(query)
                // Every third query has its rarities counted first; the others count them in the scan.
                let titleOnly: Set<String> = number % 5 == 4 ? [word] : []
                guard let scan = plan.textScan(titleOnly: titleOnly) else { continue }
                if number % 3 == 0 {
                    for phrase in scan.phrases { _ = try frequencies.count(phrase.rarityOf, in: db) }
                }
                let expected = try Self.bm25(scan.expression, in: db)
                let found = try Self.scanned(scan, statics: statics, frequencies: &frequencies, in: db)
                #expect(Set(found.keys) == Set(expected.keys), "\(scan.expression)")
                // A word looked for in titles only keeps the rarity of the whole word: not bm25()'s.
                guard titleOnly.isEmpty else { continue }
                for (rowid, score) in expected {
                    #expect(abs((found[rowid] ?? .nan) - score) <= 1e-9 * max(1, abs(score)), "\(scan.expression) \(rowid)")
                }
                compared += expected.isEmpty ? 0 : 1
            }
        }
        #expect(compared >= 60)
    }

    @Test func rowsPastTheKeptLengthsAreLookedUpInTheIndex() throws {
        try Self.store.database.read { db in
            let plan = ItemRankPlan(try ItemQueryParser.parse("swift OR docker"))
            let scan = try #require(plan.trigramScan)
            var frequencies = DocumentFrequencies()
            let found = try Self.scanned(scan, statics: RankStatics(), frequencies: &frequencies, in: db)
            let expected = try Self.bm25(scan.expression, in: db)
            #expect(!expected.isEmpty && Set(found.keys) == Set(expected.keys))
            for (rowid, score) in expected { #expect(abs((found[rowid] ?? .nan) - score) <= 1e-9 * max(1, abs(score))) }
            // The scan kept what FTS5 counted: the same as counting the phrase.
            for phrase in scan.phrases {
                let counted = try Int64.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM item_fts WHERE item_fts MATCH ?", arguments: [phrase.term])
                #expect(frequencies.known(phrase.rarityOf) == counted)
            }
        }
    }

    @Test func theFunctionWithoutItsInputIsAnErrorNotACrash() throws {
        _ = try Self.store.database.read { db in
            #expect(throws: DatabaseError.self) {
                _ = try Row.fetchAll(
                    db, sql: "SELECT viper_bm25(item_fts, NULL) FROM item_fts WHERE item_fts MATCH 'swift'")
            }
        }
    }
}
