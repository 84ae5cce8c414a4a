import CRanking
import Glibc
import SQLiteKit

/// What the relevance order needs of every item whatever the query: the popularity and age
/// parts of its score and its length in the trigram index, by rowid. Read once (one pass over
/// `item`, one over FTS5's `item_fts_docsize`) and kept with the store's searches until the
/// database changes, so a ranked search looks nothing up per match.
struct RankStatics: Sendable {
    /// `RankingWeights.popularity` × ln(1 + likes + stocks), by rowid (0 where no row is).
    private(set) var popularity: [Float] = []
    /// Seconds since 1970 of each item's creation, by rowid.
    private(set) var created: [Int64] = []
    /// Tokens of each item's title and body in the trigram index, by rowid: what `viper_bm25`
    /// reads instead of FTS5's `%_docsize` for every row it scores.
    private(set) var lengths: [UInt32] = []
    /// How many items there are (the N of rarity).
    private(set) var itemCount = 0
    /// The newest item's creation: ages count from it, so a page reads the same tomorrow.
    private(set) var newest: Int64 = 0

    static func read(_ db: Database) throws -> RankStatics {
        var statics = RankStatics()
        let largest = try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(rowid) FROM item")) ?? 0
        statics.popularity = [Float](repeating: 0, count: largest + 1)
        statics.created = [Int64](repeating: 0, count: largest + 1)
        try db.cachedStatement(sql: "SELECT rowid, likes_count + stocks_count, created_epoch FROM item").scan { row in
            let rowid = Int(row.int64(at: 0))
            guard rowid >= 0, rowid <= largest else { return }
            let count = row.int64(at: 1)
            let created = row.int64(at: 2)
            statics.popularity[rowid] = Float(RankingWeights.popularity * log1p(Double(max(count, 0))))
            statics.created[rowid] = created
            statics.newest = max(statics.newest, created)
            statics.itemCount += 1
        }
        statics.lengths = [UInt32](repeating: 0, count: largest + 1)
        try statics.lengths.withUnsafeMutableBufferPointer { lengths in
            try db.withConnection { connection in
                viper_rank_read_lengths(connection, "item_fts_docsize", lengths.baseAddress, Int64(lengths.count))
            }
        }
        return statics
    }

    /// The popularity part of an item's score.
    func popularity(of rowid: Int64) -> Double {
        Int(rowid) < popularity.count ? Double(popularity[Int(rowid)]) : 0
    }

    func created(of rowid: Int64) -> Int64 {
        Int(rowid) < created.count ? created[Int(rowid)] : 0
    }

    /// The age part of an item's score (zero or less).
    func age(of rowid: Int64) -> Double {
        let years = Double(newest - created(of: rowid)) / Self.secondsPerYear
        return -RankingWeights.agePerYear * max(years, 0)
    }

    private static let secondsPerYear = 365.25 * 86_400
}
