import ItemsModel
/// What `ItemStore.search` keeps between calls while the database is unchanged: match counts
/// by query, so that paging counts once, the rankings of the last ranked queries and what
/// ranking reads of every item, and the last pages served, so that going back to a
/// listing, `refresh`, a script repeating its searches, or `next` onto the page prepared ahead
/// read no rows again. Everything is dropped when SQLite's `data_version` moves (another
/// connection committed) or this store writes. Queries with `is:` depend on the user's marks
/// too and are never kept.
struct ItemSearchCache {
    /// A page of one query in one order. Queries are compared byte for byte, as SQLite
    /// compares text (`String` equality would take `café` composed and decomposed for one).
    struct PageKey: Hashable {
        var query: [UInt8]
        var page: Int
        var perPage: Int
    }

    /// How many pages are kept (the oldest is dropped first): a few queries with the page
    /// before and after, a few MB at most.
    static let pageLimit = 16

    /// How many rankings are kept (each the best thousand or more of a query's matches).
    static let rankingLimit = 4

    private var dataVersion: Int64 = -1
    /// What every ranking needs, read on the first ranked search.
    var statics: RankStatics?
    /// How many items hold each phrase ranked so far.
    var frequencies = DocumentFrequencies()
    private var rankings: [[UInt8]: RankedMatches] = [:]
    /// `rankings`' keys, oldest kept first.
    private var rankingOrder: [[UInt8]] = []
    private var counts: [[UInt8]: Int] = [:]
    private var pages: [PageKey: ItemPage] = [:]
    /// `pages`' keys, oldest kept first.
    private var pageOrder: [PageKey] = []

    /// The key of a query's count (the order does not change it).
    static func countKey(_ query: ItemQuery) -> [UInt8] { Array(query.canonicalText.utf8) }

    static func pageKey(_ query: ItemQuery, page: Int, perPage: Int) -> PageKey {
        PageKey(
            query: Array(
                (query.canonicalText + "\u{0}" + query.order.field.rawValue + (query.order.ascending ? " asc" : "")).utf8),
            page: page, perPage: perPage)
    }

    /// Drops everything kept unless it was kept at `version`, which it is from now on.
    mutating func use(dataVersion version: Int64) {
        guard version != dataVersion else { return }
        self = ItemSearchCache()
        dataVersion = version
    }

    func count(_ key: [UInt8]) -> Int? { counts[key] }

    mutating func keep(count: Int, for key: [UInt8]) { counts[key] = count }

    func page(_ key: PageKey) -> ItemPage? { pages[key] }

    /// The matches of a query ranked (by its count key: the ranking has no other order).
    func ranking(_ key: [UInt8]) -> RankedMatches? { rankings[key] }

    mutating func keep(ranking: RankedMatches, for key: [UInt8]) {
        if rankings.updateValue(ranking, forKey: key) == nil { rankingOrder.append(key) }
        if rankingOrder.count > Self.rankingLimit { rankings[rankingOrder.removeFirst()] = nil }
    }

    mutating func keep(_ page: ItemPage, for key: PageKey) {
        if pages.updateValue(page, forKey: key) == nil { pageOrder.append(key) }
        if pageOrder.count > Self.pageLimit { pages[pageOrder.removeFirst()] = nil }
    }

    /// Drops everything: the store is about to write (its own commits leave `data_version` alone).
    mutating func forget() { self = ItemSearchCache() }
}
