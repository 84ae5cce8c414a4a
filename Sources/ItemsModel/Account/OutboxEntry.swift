import FoundationEssentials

/// An action in the outbox: numbered in the order it was queued (numbers are never reused), with
/// what is known of its sending. The outbox keeps it until Qiita has it, so a crash, a network
/// failure or the rate limit never loses it; `sentAt` and `result` let the next send tell an
/// action Qiita already has from one it never got.
package struct OutboxEntry: Codable, Sendable, Equatable {
    package var number: Int
    package var action: OutboxAction
    package var queuedAt: Date
    /// When a request for it last went out (recorded before sending): a creating action with a
    /// `sentAt` and no `result` may have reached Qiita, which is asked before it is sent again.
    package var sentAt: Date?
    /// The ID Qiita gave what it created (a comment, an article), recorded as soon as known; the
    /// entry then only waits for its follow-up (the file written back) before it leaves.
    package var result: String?
    /// The `updated_at` Qiita answered for an article created or updated.
    package var resultUpdatedAt: String?
    /// Why Qiita refused it (a 400 or 422's message, an article changed on Qiita since the
    /// file's copy): it is held, not sent again, until dropped or replaced.
    package var refusal: String?

    package init(number: Int, action: OutboxAction, queuedAt: Date) {
        self.number = number
        self.action = action
        self.queuedAt = queuedAt
    }
}

/// `outbox.json`: each local user's queue and the next number to give.
package struct OutboxDocument: Codable, Sendable, Equatable {
    /// One user's queue, oldest first.
    package struct Queue: Codable, Sendable, Equatable {
        package var next: Int
        package var entries: [OutboxEntry]

        package init(next: Int = 1, entries: [OutboxEntry] = []) {
            self.next = next
            self.entries = entries
        }
    }

    package var version: Int
    package var users: [String: Queue]

    package static var empty: Self { Self(version: 1, users: [:]) }
}
