import CatalogueImport
import ItemsModel

/// A user's stocks. `UserStocks` is the live one.
package protocol StocksClient: Sendable {
    func isStocked(itemID: String) throws(ItemCatalogueError) -> Bool
    /// The stocked item with this ID, kept whole, from any source.
    func stockedItem(id: String) throws(ItemCatalogueError) -> QiitaItem?
    /// Stocks `item`; false when it already was.
    func stock(_ item: QiitaItem) throws(ItemCatalogueError) -> Bool
    /// Unstocks the item; false when it was not stocked.
    func unstock(itemID: String) throws(ItemCatalogueError) -> Bool
}

extension UserStocks: StocksClient {}
