import ItemsModel

/// One match of a ranked search: its row and its score.
struct RankedMatch: Sendable, Equatable {
    let rowid: Int64
    var score: ItemScore
}
