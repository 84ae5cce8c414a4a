import CatalogueImport
import ItemsModel
import ShellKit
import UserState

/// One user's saved searches as the modules use them: those saved, then each followed feed
/// as a search named as it is typed (`tag:swift`), so `saved` counts a feed as `following`
/// does and `saved tag:swift` runs it.
package struct UserSavedSearches: Sendable {
    package let store: SavedSearchStore
    package let userID: String
    package let follows: (any FollowsClient)?

    package init(store: SavedSearchStore, userID: String, follows: (any FollowsClient)? = nil) {
        self.store = store
        self.userID = userID
        self.follows = follows
    }

    package func all() throws(ItemCatalogueError) -> [SavedSearch] {
        do {
            let saved = try store.searches(for: userID)
            let feeds = try follows?.all() ?? []
            return saved
                + feeds.filter { feed in !saved.contains { $0.name.lowercased() == feed.feed.text.lowercased() } }.map {
                    SavedSearch(name: $0.feed.text, query: $0.feed.queryText, order: ItemOrder())
                }
        } catch {
            throw .storage(error)
        }
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
