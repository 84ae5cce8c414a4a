import CatalogueImport
import ShellKit
import UserState

/// One user's saved searches as the modules use them.
package struct UserSavedSearches: Sendable {
    package let store: SavedSearchStore
    package let userID: String

    package init(store: SavedSearchStore, userID: String) {
        self.store = store
        self.userID = userID
    }

    package func all() throws(ItemCatalogueError) -> [SavedSearch] {
        do { return try store.searches(for: userID) } catch { throw .storage(error) }
    }

    /// true when it replaced one of the same name.
    package func save(_ search: SavedSearch) throws(ItemCatalogueError) -> Bool {
        do { return try store.save(search, for: userID) } catch { throw .storage(error) }
    }

    /// false when there was none of that name.
    package func remove(named name: String) throws(ItemCatalogueError) -> Bool {
        do { return try store.remove(name: name, for: userID) } catch { throw .storage(error) }
    }
}
