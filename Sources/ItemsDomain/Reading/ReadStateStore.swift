import Foundation
import ShellKit
import Synchronization

/// Per-user read state and reading history in one JSON file (atomic, 0600, changed under the
/// file's lock like stocks, so two shells marking at once lose nothing).
///
/// Every listing asks which of its rows were read, so the decoded document is kept while the
/// file is the same one (same inode, size and modification time; every write replaces the file).
package final class ReadStateStore: Sendable {
    /// The most marks kept per user by default: the oldest reads beyond it are forgotten.
    package static let historyLimit = 10_000

    package let file: JSONFileStore<ReadStateDocument>
    private let limit: Int
    private let decoded = Mutex<(identity: FileIdentity, document: ReadStateDocument?)?>(nil)

    package init(file: JSONFileStore<ReadStateDocument>, historyLimit: Int = ReadStateStore.historyLimit) {
        self.file = file
        limit = historyLimit
    }

    /// The `reads.json` store: rewritten on every item opened, so its folder is not flushed
    /// each time (see `AtomicFileWriter`), and the document written is kept as given (marks are
    /// made to the second and items hold only text and numbers, so it reads back equal).
    package static func file(path: String, now: @escaping @Sendable () -> Date = { Date() }, recovery: NoticeBoard? = nil) -> JSONFileStore<ReadStateDocument> {
        JSONFileStore(path: path, now: now, recovery: recovery, syncsFolder: false, readsBackAsWritten: true)
    }

    /// The user's marks, the most recent first.
    package func marks(for userID: String) throws(StorageError) -> [ReadMark] {
        try document()?.users[userID] ?? []
    }

    /// Marks the item read now: it moves to the front of the history. False when it was read before.
    /// The time is kept to the second (as `reads.json` stores it), so a document this store
    /// writes reads back equal to itself (see `ReadStateStore.file(path:…)`).
    @discardableResult
    package func markRead(_ item: QiitaItem, for userID: String, at date: Date) throws(StorageError) -> Bool {
        let date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        return try file.update { document in
            var current = document ?? .empty
            var list = current.users[userID] ?? []
            let index = list.firstIndex { $0.item.id == item.id }
            if let index { list.remove(at: index) }
            list.insert(ReadMark(item: item, readAt: date), at: 0)
            if list.count > limit { list.removeLast(list.count - limit) }
            current.users[userID] = list
            document = current
            return index == nil
        }
    }

    /// Forgets that the item was read; false when it was not.
    package func markUnread(itemID: String, for userID: String) throws(StorageError) -> Bool {
        try file.update { document in
            guard var current = document, var list = current.users[userID],
                  let index = list.firstIndex(where: { $0.item.id == itemID }) else { return false }
            list.remove(at: index)
            current.users[userID] = list.isEmpty ? nil : list
            document = current
            return true
        }
    }

    /// Forgets every read of the user; how many there were.
    package func clear(for userID: String) throws(StorageError) -> Int {
        try file.update { document in
            guard var current = document, let list = current.users[userID] else { return 0 }
            current.users[userID] = nil
            document = current
            return list.count
        }
    }

    /// The document, decoded again only when the file changed.
    private func document() throws(StorageError) -> ReadStateDocument? {
        let identity = FileIdentity(path: file.path)
        if let identity, let cached = decoded.withLock({ $0 }), cached.identity == identity { return cached.document }
        let document = try file.load()
        // Taken again after reading: a write in between must not be cached under the old name.
        if let identity, FileIdentity(path: file.path) == identity { decoded.withLock { $0 = (identity, document) } }
        return document
    }
}
