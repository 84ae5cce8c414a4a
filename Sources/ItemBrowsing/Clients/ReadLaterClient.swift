import CatalogueImport
import ItemsModel

/// A user's read-later list. `UserReadLater` is the live one.
package protocol ReadLaterClient: Sendable {
    /// Adds `item`; false when it was listed already.
    func add(_ item: QiitaItem) throws(ItemCatalogueError) -> Bool
    /// The listed item with this ID, kept whole; nil when it is not on the list.
    func listedItem(id: String) throws(ItemCatalogueError) -> QiitaItem?
    /// Takes the item off the list; false when it was not on it.
    func remove(itemID: String) throws(ItemCatalogueError) -> Bool
}

extension UserReadLater: ReadLaterClient {}
