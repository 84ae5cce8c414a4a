import FoundationEssentials
import ItemsModel
import ShellKit

/// An item a user stocked (favourited), with a copy of the item so stocks survive switching
/// sources.
package struct StockedItem: KeptItem {
    package var item: QiitaItem
    package var stockedAt: Date
    /// True once Qiita is known to have this stock (sent there, or seen by `sync` in the user's
    /// stocks on Qiita): `sync` then drops it here when it is gone there. A stock never on Qiita
    /// (made without a token) stays until `stocks --push` sends it.
    package var onQiita: Bool?

    package init(item: QiitaItem, keptAt: Date) {
        self.item = item
        stockedAt = keptAt
    }
}

/// What `sync` changed in a user's stocks to match their stocks on Qiita.
package struct StockReconciliation: Sendable, Equatable {
    /// Stocked on Qiita, now here too.
    package var added = 0
    /// Unstocked on Qiita since, now gone here too.
    package var removed = 0

    package init(added: Int = 0, removed: Int = 0) {
        self.added = added
        self.removed = removed
    }
}

/// `stocks.json`: `{"version": 1, "users": {"alice1234": [...]}}`, newest stock first.
package typealias StocksDocument = KeptItemsDocument<StockedItem>

/// Per-user stocks in one JSON file (atomic, 0600, locked like the session file).
package typealias StockStore = KeptItemStore<StockedItem>

extension KeptItemStore where Entry == StockedItem {
    package func stocks(for userID: String) throws(StorageError) -> [StockedItem] { try entries(for: userID) }

    /// Notes that Qiita has these stocks (an action delivered).
    package func markOnQiita(_ itemIDs: Set<String>, for userID: String) throws(StorageError) {
        guard !itemIDs.isEmpty else { return }
        try file.update { document in
            guard var current = document, var list = current.users[userID] else { return }
            for index in list.indices where itemIDs.contains(list[index].item.id) { list[index].onQiita = true }
            current.users[userID] = list
            document = current
        }
    }

    /// Makes the user's stocks here those on Qiita (`qiita`, most recently stocked first): each
    /// one added (at its place in time, the newest first) or marked, and each one Qiita had
    /// before and has no more removed. Items with an action still waiting in the outbox are left
    /// as they are here (`waiting`): that action is the newer word.
    package func reconcile(
        withQiita qiita: [QiitaItem], for userID: String, at date: Date, waiting: Set<String>
    ) throws(StorageError) -> StockReconciliation {
        try file.update { document in
            var current = document ?? .empty
            var list = current.users[userID] ?? []
            var change = StockReconciliation()
            let onQiita = Set(qiita.map(\.id))
            let before = list.count
            list.removeAll { $0.onQiita == true && !onQiita.contains($0.item.id) && !waiting.contains($0.item.id) }
            change.removed = before - list.count
            let here = Dictionary(list.enumerated().map { ($1.item.id, $0) }, uniquingKeysWith: { first, _ in first })
            var added: [StockedItem] = []
            for item in qiita where !waiting.contains(item.id) {
                if let index = here[item.id] {
                    list[index].onQiita = true
                } else {
                    var stocked = StockedItem(item: item, keptAt: date)
                    stocked.onQiita = true
                    added.append(stocked)
                }
            }
            change.added = added.count
            list = added + list
            current.users[userID] = list.isEmpty ? nil : list
            document = current
            return change
        }
    }
}
