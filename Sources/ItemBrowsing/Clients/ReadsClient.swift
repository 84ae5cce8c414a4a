import CatalogueImport
import ItemsModel

/// What a user read, and when. `UserReads` is the live one.
package protocol ReadsClient: Sendable {
    func readIDs(among itemIDs: [String]) throws(ItemCatalogueError) -> Set<String>
    /// A read item (without its body, which the history does not keep).
    func readItem(id: String) throws(ItemCatalogueError) -> QiitaItem?
    /// Marks `item` read now; false when it already was.
    func markRead(_ item: QiitaItem) throws(ItemCatalogueError) -> Bool
    /// Marks every item read now, in one write; how many were not read before.
    func markRead(_ items: [QiitaItem]) throws(ItemCatalogueError) -> Int
    /// Marks the item unread; false when it was not read.
    func markUnread(itemID: String) throws(ItemCatalogueError) -> Bool
    /// Forgets the whole history; how many items it held.
    func clear() throws(ItemCatalogueError) -> Int
    func count() throws(ItemCatalogueError) -> Int
}

extension UserReads: ReadsClient {}
