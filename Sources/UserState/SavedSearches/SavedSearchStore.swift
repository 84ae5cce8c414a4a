import FoundationEssentials
import ItemsModel
import ShellKit

/// A search a user keeps under a name (`save NAME`): the query as text and its order.
package struct SavedSearch: Codable, Equatable, Sendable {
    package var name: String
    /// The query's canonical text (parsed again when the search runs).
    package var query: String
    package var order: ItemOrder

    package init(name: String, query: String, order: ItemOrder) {
        self.name = name
        self.query = query
        self.order = order
    }

    /// 1–32 letters, digits, `-` and `_`.
    package static func isValidName(_ name: String) -> Bool {
        (1...32).contains(name.count)
            && name.unicodeScalars.allSatisfy {
                switch $0 {
                case "A"..."Z", "a"..."z", "0"..."9", "-", "_": true
                default: false
                }
            }
    }
}

/// `saved-searches.json`: `{"version": 1, "users": {"alice1234": [...]}}`, in the order saved.
package struct SavedSearchesDocument: Codable, Equatable, Sendable {
    package var version: Int
    package var users: [String: [SavedSearch]]

    package static let empty = SavedSearchesDocument(version: 1, users: [:])
}

/// Per-user saved searches in one JSON file (atomic, 0600, locked like stocks).
package struct SavedSearchStore: Sendable {
    package let file: JSONFileStore<SavedSearchesDocument>

    package init(file: JSONFileStore<SavedSearchesDocument>) {
        self.file = file
    }

    package func searches(for userID: String) throws(StorageError) -> [SavedSearch] {
        try file.load()?.users[userID] ?? []
    }

    /// Saves the search, replacing one of the same name (names compare without case) in its
    /// place; true when it replaced one.
    @discardableResult
    package func save(_ search: SavedSearch, for userID: String) throws(StorageError) -> Bool {
        try file.update { document in
            var current = document ?? .empty
            var list = current.users[userID] ?? []
            let index = list.firstIndex { $0.name.lowercased() == search.name.lowercased() }
            if let index { list[index] = search } else { list.append(search) }
            current.users[userID] = list
            document = current
            return index != nil
        }
    }

    /// Forgets the search; false when there was none of that name.
    package func remove(name: String, for userID: String) throws(StorageError) -> Bool {
        try file.update { document in
            guard var current = document, var list = current.users[userID],
                let index = list.firstIndex(where: { $0.name.lowercased() == name.lowercased() })
            else { return false }
            list.remove(at: index)
            current.users[userID] = list.isEmpty ? nil : list
            document = current
            return true
        }
    }
}
