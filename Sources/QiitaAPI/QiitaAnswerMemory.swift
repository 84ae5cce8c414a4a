import ItemsModel
import Synchronization

/// What the live API answered during this session, by request, so that asking again (`list`,
/// `prev`, `page N` to a page seen, the same search, `user ID` again, an item's comments again)
/// costs no request: the API allows 60 requests an hour without a token. A page of items also
/// answers any smaller page inside it (`user ID` sums the newest 100 items, and its listing's
/// first page is among them). Errors are never kept, and `forget()` (the `refresh` command)
/// makes the next asks go to the API again. It holds the newest `capacity` answers, in memory
/// only: the store's cache is what outlives the session (and it is read only when offline).
package final class QiitaAnswerMemory: Sendable {
    /// A request whose answer is kept; pages are kept with where they start and end.
    package enum Request: Hashable, Sendable {
        case items(query: String, page: Int, perPage: Int)
        case userItems(id: String, page: Int, perPage: Int)
        case tags(page: Int, perPage: Int)
        case user(id: String)
        case item(id: String)
        case comments(itemID: String)
    }

    /// An answer as the API gave it (nil: 404).
    package enum Answer: Sendable {
        case items(QiitaItemsPage?)
        case tags(QiitaTagsPage)
        case user(QiitaUserProfile?)
        case item(QiitaItem?)
        case comments([QiitaComment]?)
    }

    private struct State {
        /// Oldest first.
        var entries: [(request: Request, answer: Answer)] = []
        /// The newest `Rate-Remaining` the API sent: a page from memory shows it, not its own.
        var rateRemaining: Int?
    }

    /// The most answers kept (a page of 100 items with their bodies can take a megabyte).
    package static let capacity = 32
    private let state = Mutex(State())

    package init() {}

    /// The answer kept for `request`: the same request's, or for a page of items, one a kept
    /// page of the same listing holds whole.
    package func answer(to request: Request) -> Answer? {
        state.withLock { state in
            for entry in state.entries.reversed() {
                if entry.request == request { return Self.withRateRemaining(entry.answer, state.rateRemaining) }
                if let page = Self.page(request, within: entry) {
                    return .items(Self.withRateRemaining(page, state.rateRemaining))
                }
            }
            return nil
        }
    }

    /// Keeps `answer` to `request` (replacing an older one), dropping the oldest beyond `capacity`.
    package func keep(_ answer: Answer, for request: Request) {
        state.withLock { state in
            if case .items(let page?) = answer, let remaining = page.rateRemaining { state.rateRemaining = remaining }
            state.entries.removeAll { $0.request == request }
            state.entries.append((request, answer))
            if state.entries.count > Self.capacity { state.entries.removeFirst(state.entries.count - Self.capacity) }
        }
    }

    /// Forgets every answer: the next asks go to the API.
    package func forget() {
        state.withLock { $0.entries.removeAll() }
    }

    /// Page `page` of `perPage` cut from a kept page of the same listing that spans it (a 404
    /// kept for a user's items answers every page of them).
    private static func page(_ request: Request, within entry: (request: Request, answer: Answer)) -> QiitaItemsPage?? {
        guard case .items(let kept) = entry.answer else { return nil }
        let wanted: (page: Int, perPage: Int)
        let held: (page: Int, perPage: Int)
        switch (request, entry.request) {
        case let (.items(query, page, perPage), .items(keptQuery, keptPage, keptPerPage)) where query == keptQuery:
            (wanted, held) = ((page, perPage), (keptPage, keptPerPage))
        case let (.userItems(id, page, perPage), .userItems(keptID, keptPage, keptPerPage)) where id == keptID:
            (wanted, held) = ((page, perPage), (keptPage, keptPerPage))
        default:
            return nil
        }
        guard let kept else { return .some(nil) }
        let start = (wanted.page - 1) * wanted.perPage
        let heldStart = (held.page - 1) * held.perPage
        guard wanted.page >= 1, start >= heldStart, start + wanted.perPage <= heldStart + held.perPage else {
            return nil
        }
        let from = min(start - heldStart, kept.items.count)
        let to = min(from + wanted.perPage, kept.items.count)
        return QiitaItemsPage(
            items: Array(kept.items[from..<to]), totalCount: kept.totalCount, rateRemaining: kept.rateRemaining)
    }

    private static func withRateRemaining(_ answer: Answer, _ remaining: Int?) -> Answer {
        guard case .items(let page?) = answer else { return answer }
        return .items(withRateRemaining(page, remaining))
    }

    private static func withRateRemaining(_ page: QiitaItemsPage?, _ remaining: Int?) -> QiitaItemsPage? {
        guard let page, let remaining else { return page }
        return QiitaItemsPage(items: page.items, totalCount: page.totalCount, rateRemaining: remaining)
    }
}
