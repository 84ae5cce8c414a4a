import FoundationEssentials
import ShellKit

/// One page of search results in the query's order, with the size of the whole result.
package struct ItemPage: Sendable, Equatable {
    package let items: [QiitaItem]
    /// How many items match the query in all.
    package let totalCount: Int
    /// 1-based; may lie beyond the last page, in which case `items` is empty.
    package let page: Int
    package let perPage: Int
    /// For the live source: why cached results are shown instead (the network failed).
    package var cachedBecause: QiitaAPIError? = nil
    /// For the live source: the API's `Rate-Remaining`.
    package var rateRemaining: Int? = nil
    /// For the live source: the query has `is:` qualifiers, which the API does not know, so the
    /// items cached from it were searched instead.
    package var searchedCacheForMarks = false
    /// For the live source with an order other than newest first: the API lists newest first
    /// only, so only the page fetched was ordered.
    package var orderedFetchedPage = false
    /// For the live source asked for relevance: the API cannot rank, so its order (newest
    /// first) was kept.
    package var keptNewestFirst = false
    /// For a search of a Japanese compound noun (`非同期処理`): its spellings apart that were
    /// searched too (`非同期 処理`), for snippets and the reader to mark.
    package var alsoSearched: [String] = []
    /// For a search of Japanese that could be a compound noun: it was searched as typed only,
    /// for want of MeCab's dictionary (said once a session).
    package var compoundsUnsplit = false
    /// For the reading history: when each item was read, by item id.
    package var readTimes: [String: Date] = [:]
    /// For a ranked search: each item's score and its parts, by item id.
    package var scores: [String: ItemScore] = [:]

    package init(
        items: [QiitaItem], totalCount: Int, page: Int, perPage: Int, cachedBecause: QiitaAPIError? = nil,
        rateRemaining: Int? = nil, readTimes: [String: Date] = [:]
    ) {
        self.items = items
        self.totalCount = totalCount
        self.page = page
        self.perPage = perPage
        self.cachedBecause = cachedBecause
        self.rateRemaining = rateRemaining
        self.readTimes = readTimes
    }

    /// The number of pages, at least 1 so that "page 1 of 1" reads well for an empty result.
    package var pageCount: Int {
        Paging.pageCount(total: totalCount, perPage: perPage)
    }

    /// True when a page after this one holds items.
    package var hasNextPage: Bool { page < pageCount }
}

extension ItemPage {
    /// `terms` of the search, then the spellings it added (`alsoSearched`) that are not among
    /// them: what snippets and the reader mark.
    package func marking(_ terms: [String]) -> [String] {
        terms + alsoSearched.filter { !terms.contains($0) }
    }
}
