import FoundationEssentials
import ItemsModel
import ShellKit

/// An item kept in one of a user's lists (stocks, read later), with a copy of the item so the
/// list survives switching sources.
package protocol KeptItem: Codable, Equatable, Sendable {
    var item: QiitaItem { get }
    init(item: QiitaItem, keptAt: Date)
}

/// A file of per-user lists: `{"version": 1, "users": {"alice1234": [...]}}`, newest first.
package struct KeptItemsDocument<Entry: KeptItem>: Codable, Equatable, Sendable {
    package var version: Int
    package var users: [String: [Entry]]

    package static var empty: Self { Self(version: 1, users: [:]) }
}

/// Per-user lists of kept items in one JSON file (atomic, 0600, changed under the file's lock
/// like the session file): `StockStore`, `ReadLaterStore`.
package struct KeptItemStore<Entry: KeptItem>: Sendable {
    package let file: JSONFileStore<KeptItemsDocument<Entry>>

    package init(file: JSONFileStore<KeptItemsDocument<Entry>>) {
        self.file = file
    }

    /// The user's list, newest first.
    package func entries(for userID: String) throws(StorageError) -> [Entry] {
        try file.load()?.users[userID] ?? []
    }

    /// Adds the item at the front; false when it was already in the list.
    package func add(_ item: QiitaItem, for userID: String, at date: Date) throws(StorageError) -> Bool {
        try file.update { document in
            var current = document ?? .empty
            var list = current.users[userID] ?? []
            guard !list.contains(where: { $0.item.id == item.id }) else { return false }
            list.insert(Entry(item: item, keptAt: date), at: 0)
            current.users[userID] = list
            document = current
            return true
        }
    }

    /// Removes the item; false when it was not in the list.
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
