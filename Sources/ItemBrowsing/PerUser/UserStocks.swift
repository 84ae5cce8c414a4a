import CatalogueImport
import ItemsModel
import ShellKit
import UserState

/// One user's stocks as the modules use them: stocking and unstocking also drop the listing
/// loader's cached pages, so a stocks listing shows the change at once.
package struct UserStocks: Sendable {
    package let store: StockStore
    package let userID: String
    package let clock: ShellClock
    package let loader: ItemListingLoader

    package init(store: StockStore, userID: String, clock: ShellClock, loader: ItemListingLoader) {
        self.store = store
        self.userID = userID
        self.clock = clock
        self.loader = loader
    }

    package func isStocked(itemID: String) throws(ItemCatalogueError) -> Bool {
        do { return try store.stocks(for: userID).contains { $0.item.id == itemID } } catch { throw .storage(error) }
    }

    /// The stocked copy of an item (stocks keep their items, so they open from any source).
    package func stockedItem(id: String) throws(ItemCatalogueError) -> QiitaItem? {
        do { return try store.stocks(for: userID).first { $0.item.id == id }?.item } catch { throw .storage(error) }
    }

    /// Adds the item; false when it was already stocked.
    package func stock(_ item: QiitaItem) throws(ItemCatalogueError) -> Bool {
        defer { loader.invalidate() }
        do { return try store.add(item, for: userID, at: clock.now()) } catch { throw .storage(error) }
    }

    /// Makes the stocks here those on Qiita (`sync`), leaving the items in `waiting` (an outbox
    /// action for them is the newer word) as they are.
    package func reconcile(withQiita items: [QiitaItem], waiting: Set<String>) throws(StorageError) -> StockReconciliation {
        defer { loader.invalidate() }
        return try store.reconcile(withQiita: items, for: userID, at: clock.now(), waiting: waiting)
    }

    /// Notes that Qiita has these stocks (their actions were delivered).
    package func markOnQiita(_ itemIDs: Set<String>) throws(StorageError) {
        try store.markOnQiita(itemIDs, for: userID)
    }

    /// Removes the item; false when it was not stocked.
    package func unstock(itemID: String) throws(ItemCatalogueError) -> Bool {
        defer { loader.invalidate() }
        do { return try store.remove(itemID: itemID, for: userID) } catch { throw .storage(error) }
    }
}
