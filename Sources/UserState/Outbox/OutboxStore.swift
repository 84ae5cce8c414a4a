import FoundationEssentials
import ItemsModel
import ShellKit

/// Each user's outbox in `outbox.json` (atomic, 0600, changed under the file's lock): the queue
/// is written before a request goes out and again as soon as its answer is known, so a shell
/// killed at any moment finds every action either still queued (with what it knew of its
/// sending) or gone because Qiita has it.
package struct OutboxStore: Sendable {
    package let file: JSONFileStore<OutboxDocument>

    package init(file: JSONFileStore<OutboxDocument>) {
        self.file = file
    }

    /// Held while one shell sends (`.outbox.json.sending.lock`), so two shells sending at once
    /// never both send the same entry: the second waits, then finds it gone.
    package func sendingLock() throws(StorageError) -> FileLock {
        try FileLock(path: FilePath.join(FilePath.parent(of: file.path), ".\(FilePath.name(of: file.path)).sending.lock"))
    }

    /// The user's queue, oldest first.
    package func entries(for userID: String) throws(StorageError) -> [OutboxEntry] {
        try file.load()?.users[userID]?.entries ?? []
    }

    /// Queues `action` last and gives it the next number. A publish of a file replaces an entry
    /// for the same file that was never sent (its newer text is what counts).
    package func queue(_ action: OutboxAction, for userID: String, at date: Date) throws(StorageError) -> OutboxEntry {
        try file.update { document in
            var current = document ?? .empty
            var queue = current.users[userID] ?? OutboxDocument.Queue()
            if case .publish(let draft) = action {
                queue.entries.removeAll { Self.isReplaced($0, byPublishing: draft) }
            }
            let entry = OutboxEntry(number: queue.next, action: action, queuedAt: date)
            queue.next += 1
            queue.entries.append(entry)
            current.users[userID] = queue
            document = current
            return entry
        }
    }

    /// Whether queueing `draft` replaces `entry`: a publish of the same file Qiita has not taken
    /// (never sent, held, or an update). A create that went out without an answer stays: the
    /// next send must look on Qiita for the article it may have made.
    static func isReplaced(_ entry: OutboxEntry, byPublishing draft: ArticleDraft) -> Bool {
        guard case .publish(let queued) = entry.action, queued.file == draft.file, entry.result == nil else {
            return false
        }
        return entry.sentAt == nil || entry.refusal != nil || queued.id != nil
    }

    /// Replaces the entry with the same number (what is known of its sending); false when it is
    /// no longer queued.
    @discardableResult
    package func record(_ entry: OutboxEntry, for userID: String) throws(StorageError) -> Bool {
        try file.update { document in
            guard var current = document, var queue = current.users[userID],
                let index = queue.entries.firstIndex(where: { $0.number == entry.number })
            else { return false }
            queue.entries[index] = entry
            current.users[userID] = queue
            document = current
            return true
        }
    }

    /// Takes entry `number` out of the queue: the removed entry, nil when none has it.
    @discardableResult
    package func remove(number: Int, for userID: String) throws(StorageError) -> OutboxEntry? {
        try file.update { document in
            guard var current = document, var queue = current.users[userID],
                let index = queue.entries.firstIndex(where: { $0.number == number })
            else { return nil }
            let removed = queue.entries.remove(at: index)
            current.users[userID] = queue
            document = current
            return removed
        }
    }
}
