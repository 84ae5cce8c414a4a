import Glibc
import SQLiteKit

/// What the relevance order needs of every item whatever the query: the popularity and age
/// parts of its score, by rowid. Read once (one pass over `item`) and kept with the store's
/// searches until the database changes, so a ranked search looks nothing up per match.
struct RankStatics: Sendable {
    /// `RankingWeights.popularity` × ln(1 + likes + stocks), by rowid (0 where no row is).
    private(set) var popularity: [Float] = []
    /// Seconds since 1970 of each item's creation, by rowid.
    private(set) var created: [Int64] = []
    /// How many items there are (the N of rarity).
    private(set) var itemCount = 0
    /// The newest item's creation: ages count from it, so a page reads the same tomorrow.
    private(set) var newest: Int64 = 0

    static func read(_ db: Database) throws -> RankStatics {
        var statics = RankStatics()
        let largest = try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(rowid) FROM item")) ?? 0
        statics.popularity = [Float](repeating: 0, count: largest + 1)
        statics.created = [Int64](repeating: 0, count: largest + 1)
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT rowid, likes_count + stocks_count, created_epoch FROM item"))
        while let row = try rows.next() {
            let rowid: Int = row[0]
            guard rowid >= 0, rowid <= largest else { continue }
            let count: Int64 = row[1]
            let created: Int64 = row[2]
            statics.popularity[rowid] = Float(RankingWeights.popularity * log1p(Double(max(count, 0))))
            statics.created[rowid] = created
            statics.newest = max(statics.newest, created)
            statics.itemCount += 1
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
