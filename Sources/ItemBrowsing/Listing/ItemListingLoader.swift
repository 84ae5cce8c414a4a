import CatalogueImport
import CatalogueStore
import ItemsModel
import QiitaAPI
import ShellKit
import Synchronization
import UserState

/// Loads pages of a listing (search results from the catalogue, a user's stocks or reading
/// history) and keeps
/// the next page ready: after each page it prepares the following one in the background, so
/// `next` is instant. Shared by the Items and ItemDetail interactors.
///
/// With the live Qiita source, searches go to the API (no page is fetched ahead: the API's
/// rate limit is small; a page asked again in the session is answered by the client's
/// `QiitaAnswerMemory`) and what it returns is cached in the source's store; when the network
/// fails, the cached matches are shown instead, saying why. A query with `is:` qualifiers,
/// which the API does not know, searches the cached items.
package final class ItemListingLoader: Sendable {
    private struct PageKey: Hashable, Sendable {
        package let kind: ItemListingKind
        package let page: Int
        package let perPage: Int
    }

    private let catalogue: ItemCatalogue
    private let stocks: StockStore
    /// The read-later lists (nil: every user's is empty).
    private let later: ReadLaterStore?
    private let reads: ReadStateStore
    private let userID: String
    private let remote: QiitaAPIClient?
    private let prepared = Mutex<(key: PageKey, task: Task<ItemPage, Error>)?>(nil)

    /// The API serves at most this many pages of a query.
    package static let apiPageLimit = 100

    package init(
        catalogue: ItemCatalogue, stocks: StockStore, reads: ReadStateStore, userID: String,
        remote: QiitaAPIClient? = nil, later: ReadLaterStore? = nil
    ) {
        self.catalogue = catalogue
        self.stocks = stocks
        self.later = later
        self.reads = reads
        self.userID = userID
        self.remote = remote
    }

    /// Page `page` of the listing (from the prepared one when it matches), then prepares the next.
    package func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        let key = PageKey(kind: kind, page: page, perPage: perPage)
        let ready = prepared.withLock { slot -> Task<ItemPage, Error>? in
            defer { slot = nil }
            return slot?.key == key ? slot?.task : nil
        }
        let result: ItemPage
        if let ready, let page = try? await ready.value {
            result = page
        } else {
            result = try await load(kind, page: page, perPage: perPage)
        }
        if await !isLive(kind) { prepareNext(after: result, kind: kind) }
        return result
    }

    /// Whether `kind` is answered by the live API (searches without `is:`, and authors' items,
    /// while the source is `qiita`).
    private func isLive(_ kind: ItemListingKind) async -> Bool {
        guard remote != nil else { return false }
        switch kind {
        case .search(let query) where query.usesMarks: return false
        case .search, .author: return (try? await catalogue.activeStore().source) == .qiita
        case .stocks, .later, .history: return false
        }
    }

    /// Forgets the prepared page (after switching sources or changing stocks).
    package func invalidate() {
        prepared.withLock { slot in
            slot?.task.cancel()
            slot = nil
        }
    }

    /// Forgets the prepared page when it depends on what the user read (after marking).
    package func invalidateMarkedPages() {
        prepared.withLock { slot in
            guard let prepared = slot, prepared.key.kind.dependsOnReads else { return }
            prepared.task.cancel()
            slot = nil
        }
    }

    private func prepareNext(after page: ItemPage, kind: ItemListingKind) {
        guard page.hasNextPage else { return }
        let next = page.page + 1
        // A page the store keeps needs no preparing: asking for it reads nothing either.
        if case .search(let query) = kind,
            catalogue.openedStore?.keepsPage(of: query, page: next, perPage: page.perPage) == true
        {
            return
        }
        let key = PageKey(kind: kind, page: next, perPage: page.perPage)
        // A page prepared in the background never heals the catalogue: its notice could come
        // after the last command, unseen. The command that asks for the page meets the damage
        // itself and heals it in the foreground.
        let task = Task.detached { [self] () throws -> ItemPage in
            try await self.load(kind, page: next, perPage: page.perPage, heals: false)
        }
        prepared.withLock { slot in
            slot?.task.cancel()
            slot = (key, task)
        }
    }

    /// The page; when the catalogue turns out damaged while reading it, the catalogue is
    /// rebuilt from its source (the user is told) and the page read again, once.
    private func load(
        _ kind: ItemListingKind, page: Int, perPage: Int, heals: Bool = true
    ) async throws(ItemCatalogueError) -> ItemPage {
        var read: ItemStore?
        do {
            return try await loadOnce(kind, page: page, perPage: perPage, reading: &read)
        } catch .store(.damaged(let path, let reason)) {
            guard heals else { throw .store(.damaged(path: path, reason: reason)) }
            try await catalogue.healActive(reason: reason, ifStill: read)
            return try await loadOnce(kind, page: page, perPage: perPage, reading: &read)
        }
    }

    /// `reading` is set to the store the page is read from.
    private func loadOnce(
        _ kind: ItemListingKind, page: Int, perPage: Int,
        reading: inout ItemStore?
    ) async throws(ItemCatalogueError) -> ItemPage {
        switch kind {
        case .search(let query):
            let active = try await catalogue.activeStore()
            reading = active.store
            if active.source == .qiita, let remote, !query.usesMarks {
                return try await remotePage(query, page: page, perPage: perPage, store: active.store, remote: remote)
            }
            let marks = query.usesMarks ? try self.marks() : .none
            do {
                var result = try active.store.search(query, page: page, perPage: perPage, marks: marks)
                result.searchedCacheForMarks = query.usesMarks && active.source == .qiita
                return result
            } catch { throw .store(error) }
        case .history:
            return try await historyPage(page: page, perPage: perPage, reading: &reading)
        case .author(let id):
            let active = try await catalogue.activeStore()
            reading = active.store
            if active.source == .qiita, let remote {
                return try await remoteAuthorPage(id, page: page, perPage: perPage, store: active.store, remote: remote)
            }
            do { return try active.store.search(Self.authorQuery(id), page: page, perPage: perPage) } catch {
                throw .store(error)
            }
        case .stocks:
            let all: [StockedItem]
            do { all = try stocks.stocks(for: userID) } catch { throw .storage(error) }
            return ItemPage(
                items: all.slice(forPage: page, perPage: perPage).map(\.item), totalCount: all.count, page: page,
                perPage: perPage)
        case .later:
            let all: [LaterItem]
            do { all = try later?.entries(for: userID) ?? [] } catch { throw .storage(error) }
            return ItemPage(
                items: all.slice(forPage: page, perPage: perPage).map(\.item), totalCount: all.count, page: page,
                perPage: perPage)
        }
    }

    /// How many items of the active catalogue match `query` (for the live source: of the items
    /// cached from it, never asking the API), and whether that was the live source's cache.
    package func localCount(of query: ItemQuery) async throws(ItemCatalogueError) -> (count: Int, inLiveCache: Bool) {
        let active = try await catalogue.activeStore()
        let marks = query.usesMarks ? try self.marks() : .none
        // A count needs no ranking: any order counts the same matches.
        var counted = query
        counted.order = .newest
        do {
            return (
                try active.store.search(counted, page: 1, perPage: 1, marks: marks).totalCount, active.source == .qiita
            )
        } catch { throw .store(error) }
    }

    /// Every item `query` matches in the active catalogue (for the live source: its cache),
    /// newest first, read a page of `ItemStore.maximumPerPage` at a time; nil past `limit`.
    package func localMatches(
        of query: ItemQuery, limit: Int
    ) async throws(ItemCatalogueError) -> (items: [QiitaItem]?, count: Int, inLiveCache: Bool) {
        let active = try await catalogue.activeStore()
        let marks = query.usesMarks ? try self.marks() : .none
        var newest = query
        newest.order = .newest
        do {
            var found = try active.store.search(newest, page: 1, perPage: ItemStore.maximumPerPage, marks: marks)
            let count = found.totalCount
            guard count <= limit else { return (nil, count, active.source == .qiita) }
            var items = found.items
            while items.count < count, !found.items.isEmpty {
                found = try active.store.search(
                    newest, page: found.page + 1, perPage: ItemStore.maximumPerPage, marks: marks)
                items += found.items
            }
            return (items, count, active.source == .qiita)
        } catch { throw .store(error) }
    }

    /// The user's read and stocked item IDs, for a query with `is:`.
    package func marks() throws(ItemCatalogueError) -> ItemMarks {
        do {
            return ItemMarks(
                readIDs: try reads.marks(for: userID).map(\.item.id),
                stockedIDs: try stocks.stocks(for: userID).map(\.item.id))
        } catch { throw .storage(error) }
    }

    /// A page of the reading history: the items as the active catalogue holds them now (with
    /// their bodies), else as they were when read.
    private func historyPage(
        page: Int, perPage: Int, reading: inout ItemStore?
    ) async throws(ItemCatalogueError) -> ItemPage {
        let all: [ReadMark]
        do { all = try reads.marks(for: userID) } catch { throw .storage(error) }
        let marks = all.slice(forPage: page, perPage: perPage)
        let active = try await catalogue.activeStore()
        reading = active.store
        let current: [String: QiitaItem]
        do { current = try active.store.items(ids: marks.map(\.item.id)) } catch { throw .store(error) }
        var result = ItemPage(
            items: marks.map { current[$0.item.id] ?? $0.item }, totalCount: all.count, page: page, perPage: perPage)
        result.readTimes = Dictionary(marks.map { ($0.item.id, $0.readAt) }, uniquingKeysWith: { first, _ in first })
        return result
    }

    /// `user:ID`: an author's items as a search of the catalogue.
    package static func authorQuery(_ id: String) -> ItemQuery {
        ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(.user(id))])])
    }

    /// An author's items from `/users/:id/items`, cached; the cached ones when the network fails.
    private func remoteAuthorPage(
        _ id: String, page: Int, perPage: Int, store: ItemStore,
        remote: QiitaAPIClient
    ) async throws(ItemCatalogueError) -> ItemPage {
        let fetched: QiitaItemsPage?
        do {
            fetched = try await remote.userItems(id: id, page: page, perPage: perPage)
        } catch {
            guard error.isTransient, let cached = try? store.search(Self.authorQuery(id), page: page, perPage: perPage),
                cached.totalCount > 0
            else {
                throw .remote(error)
            }
            var shown = cached
            shown.cachedBecause = error
            return shown
        }
        guard let fetched else { return ItemPage(items: [], totalCount: 0, page: page, perPage: perPage) }
        do { try store.upsert(fetched.items) } catch { throw .store(error) }
        return ItemPage(
            items: fetched.items, totalCount: min(fetched.totalCount, Self.apiPageLimit * perPage), page: page,
            perPage: perPage,
            rateRemaining: fetched.rateRemaining)
    }

    private func remotePage(
        _ query: ItemQuery, page: Int, perPage: Int, store: ItemStore,
        remote: QiitaAPIClient
    ) async throws(ItemCatalogueError) -> ItemPage {
        let result: QiitaItemsPage
        do {
            result = try await remote.items(page: page, perPage: perPage, query: query.canonicalText)
        } catch {
            guard error.isTransient, let cached = try? store.search(query, page: page, perPage: perPage),
                cached.totalCount > 0
            else {
                throw .remote(error)
            }
            var shown = cached
            shown.cachedBecause = error
            return shown
        }
        do { try store.upsert(result.items) } catch { throw .store(error) }
        var total = min(result.totalCount, Self.apiPageLimit * perPage)
        // The API lists newest first only: another order applies to the page fetched, except
        // relevance, which it cannot rank by (its order is kept).
        let keepsOrder = query.order.isNewestFirst || query.order.isRelevance
        let items = keepsOrder ? result.items : result.items.sorted(by: query.order.precedes)
        // An empty page ends the listing, whatever Total-Count said.
        if result.items.isEmpty, page > 1 { total = min(total, (page - 1) * perPage) }
        var shown = ItemPage(
            items: items, totalCount: total, page: page, perPage: perPage, rateRemaining: result.rateRemaining)
        shown.orderedFetchedPage = !keepsOrder
        shown.keptNewestFirst = query.order.isRelevance
        return shown
    }
}
