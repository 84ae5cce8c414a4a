/// One page of search results, newest first, with the size of the whole result.
struct ItemPage: Sendable, Equatable {
    let items: [QiitaItem]
    /// How many items match the query in all.
    let totalCount: Int
    /// 1-based; may lie beyond the last page, in which case `items` is empty.
    let page: Int
    let perPage: Int
    /// For the live source: why cached results are shown instead (the network failed).
    var cachedBecause: Message? = nil
    /// For the live source: the API's `Rate-Remaining`.
    var rateRemaining: Int? = nil

    /// The number of pages, at least 1 so that "page 1 of 1" reads well for an empty result.
    var pageCount: Int {
        max(1, (totalCount + perPage - 1) / perPage)
    }

    /// True when a page after this one holds items.
    var hasNextPage: Bool { page < pageCount }
}
