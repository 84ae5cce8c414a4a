import CatalogueImport
import ItemsModel

/// A user's listings, page by page, from the active catalogue or the live API, marked with
/// their reads and stocks. `ItemListingLoader` is the live one; Items and ItemDetail share it.
package protocol ItemListingClient: Sendable {
    func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage
    /// How many items `query` matches here; `inLiveCache` when that is the live source's cache.
    func localCount(of query: ItemQuery) async throws(ItemCatalogueError) -> (count: Int, inLiveCache: Bool)
    /// Every item `query` matches here, newest first (for the live source: of the items cached
    /// from it), or nil when there are more than `limit`; `inLiveCache` as for `localCount`.
    func localMatches(
        of query: ItemQuery, limit: Int
    ) async throws(ItemCatalogueError) -> (items: [QiitaItem]?, count: Int, inLiveCache: Bool)
    /// Forgets every page (the source changed).
    func invalidate()
    /// Forgets the pages whose marks changed (a stock or a read).
    func invalidateMarkedPages()
}

extension ItemListingLoader: ItemListingClient {}
