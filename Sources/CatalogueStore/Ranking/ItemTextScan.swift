import CRanking
import SQLiteKit

/// The word part of a ranking as one pass over the trigram index: an FTS5 expression and its
/// phrases in the order FTS5 numbers them, scored row by row by `viper_bm25` (SQLite's `bm25()`
/// with each row's length and each phrase's rarity read from memory, not from the index).
struct ItemTextScan: Equatable {
    /// A phrase of the expression, and the phrase whose count of items is its rarity (itself,
    /// or the whole word for a frequent word looked for in titles only).
    struct Phrase: Equatable {
        let term: String
        let rarityOf: String
    }

    let expression: String
    let phrases: [Phrase]

    /// Hands `found` the `bm25()` score (higher is better) of every row the expression matches.
    /// Phrases whose counts are not known are counted by FTS5 in the pass and kept.
    func score(
        statics: RankStatics, frequencies: inout DocumentFrequencies, in db: Database,
        _ found: (Int64, Double) -> Void
    ) throws {
        var counts = phrases.map { frequencies.known($0.rarityOf) ?? -1 }
        let statement = try db.cachedStatement(sql: """
            SELECT rowid, viper_bm25(item_fts, ?2) FROM item_fts WHERE item_fts MATCH ?1
            """)
        try statics.lengths.withUnsafeBufferPointer { lengths in
            try counts.withUnsafeMutableBufferPointer { counts in
                var input = ViperRankInput(
                    lengths: lengths.baseAddress, lengthCount: Int64(lengths.count),
                    titleWeight: RankingWeights.titleColumn, bodyWeight: RankingWeights.bodyColumn,
                    documentFrequencies: counts.baseAddress, phraseCount: Int32(counts.count))
                try withUnsafeMutablePointer(to: &input) { input in
                    let pointer = BoundPointer(UnsafeMutableRawPointer(input), type: viper_rank_input_type())
                    try statement.scan(arguments: [expression], pointer: pointer) { row in
                        found(row.int64(at: 0), -row.double(at: 1))
                    }
                }
            }
        }
        for (phrase, count) in zip(phrases, counts) { frequencies.keep(count, for: phrase.rarityOf) }
    }
}
