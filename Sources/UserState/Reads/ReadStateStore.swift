import FoundationEssentials
import ItemsModel
import ShellKit
import Synchronization

/// Per-user read state and reading history in one JSON file (atomic, 0600, changed under the
/// file's lock like stocks, so two shells marking at once lose nothing).
///
/// Every listing asks which of its rows were read, so the decoded document is kept while the
/// file is the same one (same inode, size and modification time; every write replaces the file).
///
/// With `writesBehind`, marking an item read does not wait for the file: the mark is kept in
/// memory and written with the others made meanwhile (`PendingReadMarks`); this store sees it at
/// once. Unmarking and clearing write what is kept first, then change the file themselves.
package final class ReadStateStore: Sendable {
    /// The most marks kept per user by default: the oldest reads beyond it are forgotten.
    package static let historyLimit = 10_000

    package let file: JSONFileStore<ReadStateDocument>
    private let limit: Int
    private let decoded = Mutex<(identity: FileIdentity, document: ReadStateDocument?)?>(nil)
    /// Marks not written yet (nil: each mark is written before `markRead` returns).
    private let pending: PendingReadMarks?
    /// The last list the marks kept were laid over, and what it was made from.
    private let laidOver = Mutex<(key: LaidOverKey, marks: [ReadMark])?>(nil)

    private struct LaidOverKey: Equatable {
        /// The file's identity when it was read.
        let file: FileIdentity
        let version: Int
        let userID: String
    }

    /// `writesBehind`: how long a mark may wait to be written with the next ones (the shell
    /// uses 100 ms); nil writes each mark before `markRead` returns. `whenMarksWait`: see
    /// `PendingReadMarks`.
    package init(
        file: JSONFileStore<ReadStateDocument>, historyLimit: Int = ReadStateStore.historyLimit,
        writesBehind delay: Duration? = nil,
        whenMarksWait: (@Sendable (_ flush: @escaping @Sendable () -> Void) -> Void)? = nil
    ) {
        self.file = file
        let limit = historyLimit
        self.limit = limit
        pending = delay.map { delay in
            PendingReadMarks(
                delay: delay,
                write: { entries throws(StorageError) in
                    _ = try file.update { document in
                        for entry in entries { Self.record(entry.mark, for: entry.userID, in: &document, limit: limit) }
                    }
                }, whenMarksWait: whenMarksWait)
        }
    }

    /// The `reads.json` store: rewritten for the items opened (every one, or each batch when
    /// written behind), so its folder is not flushed each time (see `AtomicFileWriter`), and the
    /// document written is kept as given (marks are made to the second and items hold only text
    /// and numbers, so it reads back equal).
    package static func file(
        path: String, now: @escaping @Sendable () -> Date = { Date() }, recovery: NoticeBoard? = nil
    ) -> JSONFileStore<ReadStateDocument> {
        JSONFileStore(path: path, now: now, recovery: recovery, syncsFolder: false, readsBackAsWritten: true)
    }

    /// The user's marks, the most recent first (those not written yet included). Every listing
    /// asks, so the marks kept are laid over the file's once while neither changes.
    package func marks(for userID: String) throws(StorageError) -> [ReadMark] {
        guard let pending else { return try document().document?.users[userID] ?? [] }
        // The marks kept are taken before the file is read: a write landing in between then
        // finds them in the file too (laying a mark over itself changes nothing), where the
        // other order could miss a mark that left memory for a file read just before.
        let (kept, version) = pending.entries(for: userID)
        let document = try document()
        if kept.isEmpty { return document.document?.users[userID] ?? [] }
        let key = document.identity.map { LaidOverKey(file: $0, version: version, userID: userID) }
        if let key, let laidOver = laidOver.withLock({ $0 }), laidOver.key == key { return laidOver.marks }
        var list = document.document?.users[userID] ?? []
        for mark in kept { Self.record(mark, in: &list, limit: limit) }
        if let key { laidOver.withLock { $0 = (key, list) } }
        return list
    }

    /// Writes the marks not written yet; throws when that fails (they are kept for another try).
    package func flush() throws(StorageError) {
        try pending?.flush()
    }

    /// Marks the item read now: it moves to the front of the history. False when it was read before.
    /// The time is kept to the second (as `reads.json` stores it), so a document this store
    /// writes reads back equal to itself (see `ReadStateStore.file(path:…)`).
    @discardableResult
    package func markRead(_ item: QiitaItem, for userID: String, at date: Date) throws(StorageError) -> Bool {
        let mark = ReadMark(item: item, readAt: Self.toTheSecond(date))
        guard let pending else {
            return try file.update { document in Self.record(mark, for: userID, in: &document, limit: limit) }
        }
        // A write behind that failed is tried again now, and its failure reported by this mark.
        if pending.failure != nil { try pending.flush() }
        let isNew = try !marks(for: userID).contains { $0.item.id == item.id }
        pending.add(.init(userID: userID, mark: mark))
        return isNew
    }

    /// Marks every item of `items` read now, in one write (`read --all`): the first becomes the
    /// most recent read, and items read before move up, keeping where their reader stopped. How
    /// many were not read before. Past `historyLimit` the oldest reads are forgotten, as ever.
    @discardableResult
    package func markRead(_ items: [QiitaItem], for userID: String, at date: Date) throws(StorageError) -> Int {
        let readAt = Self.toTheSecond(date)
        return try afterPendingMarks { () throws(StorageError) -> Int in
            try file.update { document in
                var current = document ?? .empty
                let earlier = current.users[userID] ?? []
                var resumes: [String: ReadingPosition] = [:]
                for mark in earlier { if let resume = mark.resume { resumes[mark.item.id] = resume } }
                var marked: Set<String> = []
                var list: [ReadMark] = []
                for item in items where marked.insert(item.id).inserted {
                    var mark = ReadMark(item: item, readAt: readAt)
                    mark.resume = resumes[item.id]
                    list.append(mark)
                }
                let before = earlier.filter { marked.contains($0.item.id) }.count
                list += earlier.filter { !marked.contains($0.item.id) }
                if list.count > limit { list.removeLast(list.count - limit) }
                current.users[userID] = list.isEmpty ? nil : list
                document = current
                return marked.count - before
            }
        }
    }

    /// `date` to the second, as `reads.json` keeps it (see `markRead`).
    private static func toTheSecond(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// `record(_:in:limit:)` on the user's list in the document (an empty one when there is none).
    @discardableResult
    private static func record(
        _ mark: ReadMark, for userID: String, in document: inout ReadStateDocument?, limit: Int
    ) -> Bool {
        var current = document ?? .empty
        var list = current.users[userID] ?? []
        let isNew = record(mark, in: &list, limit: limit)
        current.users[userID] = list
        document = current
        return isNew
    }

    /// Puts the mark at the front of the list (dropping an earlier mark of the same item, whose
    /// reading position it keeps when it has none) and forgets the oldest beyond `limit`; true
    /// when the item was not in the list.
    @discardableResult
    private static func record(_ mark: ReadMark, in list: inout [ReadMark], limit: Int) -> Bool {
        var mark = mark
        let index = list.firstIndex { $0.item.id == mark.item.id }
        if let index {
            if mark.resume == nil { mark.resume = list[index].resume }
            list.remove(at: index)
        }
        list.insert(mark, at: 0)
        if list.count > limit { list.removeLast(list.count - limit) }
        return index == nil
    }

    /// Runs a change of the file after the marks kept are written, so none lands after it.
    private func afterPendingMarks<Value: Sendable>(
        _ change: () throws(StorageError) -> Value
    ) throws(StorageError) -> Value {
        guard let pending else { return try change() }
        return try pending.afterFlushing(change)
    }

    /// Forgets that the item was read; false when it was not.
    package func markUnread(itemID: String, for userID: String) throws(StorageError) -> Bool {
        try afterPendingMarks { () throws(StorageError) -> Bool in
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

    /// Keeps where the reader stopped in a read item (nil: at its start or end, nothing to
    /// return to), leaving the history's order as it is; false when the item is not read.
    @discardableResult
    package func setResume(_ position: ReadingPosition?, itemID: String, for userID: String) throws(StorageError)
        -> Bool
    {
        try afterPendingMarks { () throws(StorageError) -> Bool in
            try file.update { document in
                guard var current = document, var list = current.users[userID],
                    let index = list.firstIndex(where: { $0.item.id == itemID })
                else { return false }
                guard list[index].resume != position else { return true }
                list[index].resume = position
                current.users[userID] = list
                document = current
                return true
            }
        }
    }

    /// Forgets every read of the user; how many there were.
    package func clear(for userID: String) throws(StorageError) -> Int {
        try afterPendingMarks { () throws(StorageError) -> Int in
            try file.update { document in
                guard var current = document, let list = current.users[userID] else { return 0 }
                current.users[userID] = nil
                document = current
                return list.count
            }
        }
    }

    /// The document, decoded again only when the file changed, with the file's identity when
    /// the document is known to be that file's (nil otherwise).
    private func document() throws(StorageError) -> (document: ReadStateDocument?, identity: FileIdentity?) {
        let identity = FileIdentity(path: file.path)
        if let identity, let cached = decoded.withLock({ $0 }), cached.identity == identity {
            return (cached.document, identity)
        }
        let document = try file.load()
        // Taken again after reading: a write in between must not be cached under the old name.
        guard let identity, FileIdentity(path: file.path) == identity else { return (document, nil) }
        decoded.withLock { $0 = (identity, document) }
        return (document, identity)
    }
}
