import CatalogueImport
import UserState

/// A user's saved searches. `UserSavedSearches` is the live one.
package protocol SavedSearchesClient: Sendable {
    func all() throws(ItemCatalogueError) -> [SavedSearch]
    /// Saves `search`; false when it replaced one of the same name.
    func save(_ search: SavedSearch) throws(ItemCatalogueError) -> Bool
    /// Removes the search; false when there was none of that name.
    func remove(named name: String) throws(ItemCatalogueError) -> Bool
}

extension UserSavedSearches: SavedSearchesClient {}
