import CatalogueImport
import ItemBrowsing
import ItemsModel
import QiitaAPI

/// Finds one item by ID wherever the shell can: the catalogue, the live API (kept in the
/// catalogue once fetched), the user's stocks, their read-later list, and what they read before. `open ID` in Items
/// and a Qiita link followed in the reader use it.
package struct ItemLookup: Sendable {
    package var catalogue: any CatalogueClient
    package var remote: (any QiitaAPIClient)?
    package var stocks: any StocksClient
    package var reads: any ReadsClient
    /// The read-later list, which keeps its items whole (nil: none).
    package var later: (any ReadLaterClient)?

    package init(
        catalogue: any CatalogueClient, remote: (any QiitaAPIClient)?, stocks: any StocksClient, reads: any ReadsClient,
        later: (any ReadLaterClient)? = nil
    ) {
        self.later = later
        self.catalogue = catalogue
        self.remote = remote
        self.stocks = stocks
        self.reads = reads
    }

    package func item(id: String) async throws(ItemCatalogueError) -> QiitaItem? {
        let (stored, source) = try await catalogue.item(id: id)
        if let stored { return stored }
        if source == .qiita, let remote {
            let fetched: QiitaItem?
            do { fetched = try await remote.item(id: id) } catch {
                // Offline: fall through to the stocks, which hold their items.
                guard error.isTransient else { throw .remote(error) }
                fetched = nil
            }
            if let fetched {
                try await catalogue.keep([fetched])
                return fetched
            }
        }
        // A stocked item from another source is still openable, and so is one read before
        // (without its body, which the history does not keep).
        if let stocked = try stocks.stockedItem(id: id) { return stocked }
        if let listed = try later?.listedItem(id: id) { return listed }
        return try reads.readItem(id: id)
    }
}
