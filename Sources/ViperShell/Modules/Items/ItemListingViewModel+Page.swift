import ItemsModel
import ShellKit

extension ItemListingViewModel {
    /// The day of a Qiita timestamp in the local zone (`TZ`), as the article's header shows its time.
    static func localDay(_ timestamp: String) -> String {
        guard let seconds = ItemTimestamp.epochSeconds(timestamp) else { return String(timestamp.prefix(10)) }
        return LocalTime.dayText(epochSeconds: seconds)
    }

    /// Page `page` of listing `kind` as the table shows it, the items in `readIDs` marked read.
    init(_ kind: ItemListingKind, _ page: ItemPage, readIDs: Set<String>) {
        // By index: iterating the items would copy each one (a dozen strings retained and released).
        let items = page.items
        let rows = items.indices.map { index in
            let id = items[index].id
            let readAt = page.readTimes.isEmpty ? nil : page.readTimes[id].map { ISO8601.localMinuteText($0) }
            var row = Row(
                number: index + 1, title: items[index].title, user: items[index].user.id,
                likes: items[index].likesCount, stocks: items[index].stocksCount,
                comments: items[index].commentsCount,
                date: readAt ?? Self.localDay(items[index].createdAt),
                updatedDate: Self.localDay(items[index].updatedAt))
            row.isRead = readIDs.contains(id)
            row.score = page.scores[id]
            if case .search(let query) = kind, !query.bodyTerms.isEmpty { row.body = items[index].body }
            return row
        }
        let title: Title
        switch kind {
        case .search(let query): title = .search(query: query.canonicalText)
        case .stocks: title = .stocks
        case .later: title = .later
        case .history: title = .history
        case .author(let id): title = .author(id)
        }
        var notes: [Message] = []
        if let reason = page.cachedBecause {
            notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(reason.message)]))
        }
        if page.searchedCacheForMarks { notes.append(Message(ItemsMessage.markedCache)) }
        if page.orderedFetchedPage { notes.append(Message(ItemsMessage.sortFetchedPageOnly)) }
        if page.keptNewestFirst, case .search(let query) = kind, !query.order.isImplied {
            notes.append(Message(ItemsMessage.sortNewestKeptLive))
        }
        if let remaining = page.rateRemaining {
            notes.append(Message(ItemsMessage.qiitaRateRemaining, String(remaining)))
        }
        self.init(
            title: title, page: page.page, pageCount: page.pageCount, totalCount: page.totalCount, rows: rows,
            notes: notes)
        datesAreReadTimes = kind == .history
        if case .search(let query) = kind, !query.order.isNewestFirst, !page.keptNewestFirst { order = query.order }
        if case .search(let query) = kind, !query.bodyTerms.isEmpty {
            snippetTerms = page.marking(query.bodyTerms)
        }
    }
}
