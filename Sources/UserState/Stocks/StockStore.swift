import FoundationEssentials
import ItemsModel
import ShellKit

/// An item a user stocked (favourited), with a copy of the item so stocks survive switching
/// sources.
package struct StockedItem: KeptItem {
    package var item: QiitaItem
    package var stockedAt: Date

    package init(item: QiitaItem, keptAt: Date) {
        self.item = item
        stockedAt = keptAt
    }
}

/// `stocks.json`: `{"version": 1, "users": {"alice1234": [...]}}`, newest stock first.
package typealias StocksDocument = KeptItemsDocument<StockedItem>

/// Per-user stocks in one JSON file (atomic, 0600, locked like the session file).
package typealias StockStore = KeptItemStore<StockedItem>

extension KeptItemStore where Entry == StockedItem {
    package func stocks(for userID: String) throws(StorageError) -> [StockedItem] { try entries(for: userID) }
}
