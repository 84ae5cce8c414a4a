import FoundationEssentials
import ItemsModel
import ShellKit

/// An item a user stocked (favourited), with a copy of the item so stocks survive switching
/// sources.
package struct StockedItem: Codable, Equatable, Sendable {
    package var item: QiitaItem
    package var stockedAt: Date
}

/// `stocks.json`: `{"version": 1, "users": {"alice1234": [...]}}`, newest stock first.
package struct StocksDocument: Codable, Equatable, Sendable {
    package var version: Int
    package var users: [String: [StockedItem]]

    package static let empty = StocksDocument(version: 1, users: [:])
}

/// Per-user stocks in one JSON file (atomic, 0600, locked like the session file).
package struct StockStore: Sendable {
    package let file: JSONFileStore<StocksDocument>

    package init(file: JSONFileStore<StocksDocument>) {
        self.file = file
    }

    package func stocks(for userID: String) throws(StorageError) -> [StockedItem] {
        try file.load()?.users[userID] ?? []
    }

    /// Adds the item at the front; false when it was already stocked.
    package func add(_ item: QiitaItem, for userID: String, at date: Date) throws(StorageError) -> Bool {
        try file.update { document in
            var current = document ?? .empty
            var list = current.users[userID] ?? []
            guard !list.contains(where: { $0.item.id == item.id }) else { return false }
            list.insert(StockedItem(item: item, stockedAt: date), at: 0)
            current.users[userID] = list
            document = current
            return true
        }
    }

    /// Removes the item; false when it was not stocked.
    package func remove(itemID: String, for userID: String) throws(StorageError) -> Bool {
        try file.update { document in
            guard var current = document, var list = current.users[userID],
                let index = list.firstIndex(where: { $0.item.id == itemID })
            else { return false }
            list.remove(at: index)
            current.users[userID] = list.isEmpty ? nil : list
            document = current
            return true
        }
    }
}
