import ItemsModel

/// One match of a ranked search: its row and its score.
struct RankedMatch: Sendable, Equatable {
    let rowid: Int64
    var score: ItemScore
}

/// The best of a query's matches, best first, and how many matches there are in all.
struct RankedMatches: Sendable {
    /// The best `RankingWeights.rankedPrefix` or more (all when there are fewer).
    let matches: [RankedMatch]
    let count: Int
}
