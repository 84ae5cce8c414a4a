import Synchronization

/// Loads pages of a listing (search results from the catalogue, or a user's stocks) and keeps
/// the next page ready: after each page it prepares the following one in the background, so
/// `next` is instant. Shared by the Items and ItemDetail interactors.
final class ItemListingLoader: Sendable {
    private struct PageKey: Hashable, Sendable {
        let kind: ItemListingKind
        let page: Int
        let perPage: Int
    }

    private let catalogue: ItemCatalogue
    private let stocks: StockStore
    private let userID: String
    private let prepared = Mutex<(key: PageKey, task: Task<ItemPage, Error>)?>(nil)

    init(catalogue: ItemCatalogue, stocks: StockStore, userID: String) {
        self.catalogue = catalogue
        self.stocks = stocks
        self.userID = userID
    }

    /// Page `page` of the listing (from the prepared one when it matches), then prepares the next.
    func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
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
        prepareNext(after: result, kind: kind)
        return result
    }

    /// Forgets the prepared page (after switching sources or changing stocks).
    func invalidate() {
        prepared.withLock { slot in
            slot?.task.cancel()
            slot = nil
        }
    }

    private func prepareNext(after page: ItemPage, kind: ItemListingKind) {
        guard page.hasNextPage else { return }
        let next = page.page + 1
        let key = PageKey(kind: kind, page: next, perPage: page.perPage)
        let task = Task.detached { [self] () throws -> ItemPage in
            try await self.load(kind, page: next, perPage: page.perPage)
        }
        prepared.withLock { slot in
            slot?.task.cancel()
            slot = (key, task)
        }
    }

    private func load(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        switch kind {
        case .search(let query):
            let store = try await catalogue.activeStore().store
            do { return try store.search(query, page: page, perPage: perPage) } catch { throw .store(error) }
        case .stocks:
            let all: [StockedItem]
            do { all = try stocks.stocks(for: userID) } catch { throw .storage(error) }
            let start = min(all.count, (page - 1) * perPage)
            let end = min(all.count, start + perPage)
            return ItemPage(items: all[start..<end].map(\.item), totalCount: all.count, page: page, perPage: perPage)
        }
    }
}
