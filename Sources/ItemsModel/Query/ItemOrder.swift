import ShellKit

/// How a listing is ordered: by one of an item's dates or counts, largest or newest first unless
/// `ascending`. Ties are newest first, then by id, so every order is total and stable; `--asc`
/// on the default order reverses it whole (oldest first).
package struct ItemOrder: Hashable, Sendable, Codable {
    /// What items are ordered by (`--sort`).
    package enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        case created
        case updated
        case likes
        case stocks
        case comments
    }

    package var field: Field
    /// `--asc`: oldest or smallest first.
    package var ascending: Bool

    package init(_ field: Field = .created, ascending: Bool = false) {
        self.field = field
        self.ascending = ascending
    }

    /// Qiita's own order: newest first.
    package static let newest = ItemOrder()

    package var isNewestFirst: Bool { self == .newest }

    /// `--sort likes --asc` as typed back (empty for the default order).
    package var optionsText: String {
        (field == .created ? "" : "--sort \(field.rawValue)")
            + (ascending ? (field == .created ? "--asc" : " --asc") : "")
    }

    /// Whether `a` comes before `b` in this order (for sorting a page fetched from the API).
    /// The same order as `ItemSearchSQL.orderBy`.
    package func precedes(_ a: QiitaItem, _ b: QiitaItem) -> Bool {
        let (left, right) = (key(a), key(b))
        if left != right { return ascending ? left < right : left > right }
        if field == .created { return ascending ? a.id > b.id : a.id < b.id }
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
        }
    }
}
