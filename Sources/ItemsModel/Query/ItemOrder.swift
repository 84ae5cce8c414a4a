import ShellKit

/// How a listing is ordered: by one of an item's dates or counts, largest or newest first unless
/// `ascending`, or by relevance to the query's words (`rel`, best first). Ties are newest first,
/// then by id (by rowid for relevance, see `ItemRankPlan`), so every order is total and stable; `--asc` on the default order reverses it whole
/// (oldest first).
package struct ItemOrder: Hashable, Sendable, Codable {
    /// What items are ordered by (`--sort`).
    package enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        case created
        case updated
        case likes
        case stocks
        case comments
        /// Relevance to the query's words (Qiita's `sort=rel`): ranked by the catalogue, see
        /// `ItemRankPlan`. The API has no such order.
        case relevance = "rel"
    }

    package var field: Field
    /// `--asc`: oldest or smallest first.
    package var ascending: Bool
    /// Relevance chosen by default (a query with words, no `--sort`), not typed: the live
    /// source, which cannot rank, then lists newest first without a word; a saved search keeps it.
    package var isImplied: Bool

    package init(_ field: Field = .created, ascending: Bool = false, isImplied: Bool = false) {
        self.field = field
        self.ascending = ascending
        self.isImplied = isImplied
    }

    private enum CodingKeys: String, CodingKey {
        case field
        case ascending
        case isImplied = "implied"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Field.self, forKey: .field), ascending: try container.decode(Bool.self, forKey: .ascending),
            isImplied: try container.decodeIfPresent(Bool.self, forKey: .isImplied) ?? false)
    }

    /// `implied` is written only when true, so files saved before it read the same.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(field, forKey: .field)
        try container.encode(ascending, forKey: .ascending)
        if isImplied { try container.encode(true, forKey: .isImplied) }
    }

    /// Qiita's own order: newest first.
    package static let newest = ItemOrder()

    /// Best matches first, as `search` orders a query with words unless told otherwise.
    package static let relevance = ItemOrder(.relevance)

    /// The order of a query given no `--sort`: by relevance when it has words to rank by (see
    /// `ItemQuery.hasFreeText`), else newest first.
    package static func implied(for query: ItemQuery) -> ItemOrder {
        query.hasFreeText ? ItemOrder(.relevance, isImplied: true) : .newest
    }

    package var isNewestFirst: Bool { field == .created && !ascending }

    package var isRelevance: Bool { field == .relevance }

    /// `--sort likes --asc` as typed back (empty for the default order of the query).
    package var optionsText: String {
        if isImplied { return "" }
        return (field == .created ? "" : "--sort \(field.rawValue)")
            + (ascending ? (field == .created ? "--asc" : " --asc") : "")
    }

    /// Whether `a` comes before `b` in this order (for sorting a page fetched from the API).
    /// The same order as `ItemSearchSQL.orderBy`.
    package func precedes(_ a: QiitaItem, _ b: QiitaItem) -> Bool {
        let (left, right) = (key(a), key(b))
        if left != right { return ascending ? left < right : left > right }
        if field == .created || field == .relevance { return ascending ? a.id > b.id : a.id < b.id }
        let (newerA, newerB) = (
            ItemTimestamp.epochSeconds(a.createdAt) ?? 0, ItemTimestamp.epochSeconds(b.createdAt) ?? 0
        )
        return newerA != newerB ? newerA > newerB : a.id < b.id
    }

    private func key(_ item: QiitaItem) -> Int64 {
        switch field {
        case .created: ItemTimestamp.epochSeconds(item.createdAt) ?? 0
        case .updated: ItemTimestamp.epochSeconds(item.updatedAt) ?? 0
        case .likes: Int64(item.likesCount)
        case .stocks: Int64(item.stocksCount)
        case .comments: Int64(item.commentsCount)
        // Only the catalogue ranks: a page without ranks keeps newest first.
        case .relevance: ItemTimestamp.epochSeconds(item.createdAt) ?? 0
        }
    }
}
