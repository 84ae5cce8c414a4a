import ItemsModel
import ShellKit

/// What one sending of the outbox did, in queue order.
package struct OutboxSendReport: Sendable, Equatable {
    /// One entry Qiita now has, with what it made or became.
    package struct Delivery: Sendable, Equatable {
        package var entry: OutboxEntry
        /// The comment posted or edited.
        package var comment: QiitaComment?
        /// The article created or updated.
        package var item: QiitaItem?
        /// It had reached Qiita before (a send cut short), found there instead of sent again.
        package var foundOnQiita = false
    }

    package var delivered: [Delivery] = []
    /// Entries taken out without effect, each with why (the article is gone: 404).
    package var dropped: [(entry: OutboxEntry, reason: Message)] = []
    /// Entries Qiita refused (held in the outbox with the reason, not sent again).
    package var refused: [OutboxEntry] = []
    /// Why sending stopped with entries left (offline, the rate limit, no write scope); nil when
    /// every entry was tried.
    package var stopped: QiitaAPIError?
    /// Entries still queued afterwards (refused ones included).
    package var waiting = 0
    /// The outbox file could not be read or written: nothing more was sent.
    package var storage: StorageError?

    package init() {}

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.delivered == rhs.delivered && lhs.refused == rhs.refused && lhs.stopped == rhs.stopped
            && lhs.waiting == rhs.waiting && lhs.storage == rhs.storage
            && lhs.dropped.map(\.entry) == rhs.dropped.map(\.entry)
    }
}
