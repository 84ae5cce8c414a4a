import SQLiteKit

/// How many items hold each phrase of the trigram index (by its FTS5 string, `title : …` apart
/// from the bare word): the rarity of a word and the frequent-word rule read it. Each is counted
/// once while the database is unchanged, kept with the store's searches as `RankStatics` is.
struct DocumentFrequencies: Sendable {
    /// How many phrases are kept; past it the oldest half goes.
    static let limit = 256

    private var counts: [String: Int64] = [:]
    private var order: [String] = []

    /// The count of `phrase`, if known.
    func known(_ phrase: String) -> Int64? { counts[phrase] }

    /// The count of `phrase`, counted now unless known.
    mutating func count(_ phrase: String, in db: Database) throws -> Int64 {
        if let known = counts[phrase] { return known }
        let holding =
            try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT COUNT(*) FROM item_fts WHERE item_fts MATCH ?"), arguments: [phrase])
            ?? 0
        keep(holding, for: phrase)
        return holding
    }

    mutating func keep(_ holding: Int64, for phrase: String) {
        guard holding >= 0 else { return }
        if counts.updateValue(holding, forKey: phrase) == nil { order.append(phrase) }
        if order.count > Self.limit {
            for dropped in order.prefix(Self.limit / 2) { counts[dropped] = nil }
            order.removeFirst(Self.limit / 2)
        }
    }
}
