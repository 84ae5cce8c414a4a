import CatalogueImport
import ItemsModel
import ShellKit
import UserState

/// One user's read-later list as the modules use it: adding and removing also drop the listing
/// loader's cached pages, so a `later` listing shows the change at once.
package struct UserReadLater: Sendable {
    package let store: ReadLaterStore
    package let userID: String
    package let clock: ShellClock
    package let loader: ItemListingLoader

    package init(store: ReadLaterStore, userID: String, clock: ShellClock, loader: ItemListingLoader) {
        self.store = store
        self.userID = userID
        self.clock = clock
        self.loader = loader
    }

    /// Adds the item at the top of the list; false when it was there already.
    package func add(_ item: QiitaItem) throws(ItemCatalogueError) -> Bool {
        defer { loader.invalidate() }
        do { return try store.add(item, for: userID, at: clock.now()) } catch { throw .storage(error) }
    }

    /// The listed item with this ID, kept whole (so it opens from any source).
    package func listedItem(id: String) throws(ItemCatalogueError) -> QiitaItem? {
        do { return try store.entries(for: userID).first { $0.item.id == id }?.item } catch { throw .storage(error) }
    }

    /// Takes the item off the list; false when it was not on it.
    package func remove(itemID: String) throws(ItemCatalogueError) -> Bool {
        defer { loader.invalidate() }
        do { return try store.remove(itemID: itemID, for: userID) } catch { throw .storage(error) }
    }
}
