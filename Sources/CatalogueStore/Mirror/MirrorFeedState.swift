import FoundationEssentials

/// Where `sync` stands with one feed in the mirror, committed with each page it stores.
package struct MirrorFeedState: Sendable, Equatable {
    /// `tag:swift` (a tag in lower case), as `Feed.key`.
    package var feedKey: String
    /// The page a run in progress fetches next; nil when no run is in progress.
    package var nextPage: Int?
    /// How many items a first run reaches back; nil for a run that stops at the items it has.
    package var runLimit: Int?
    /// Items the run in progress has seen so far.
    package var runSeen: Int
    /// The newest `created_at` (epoch seconds) seen by the run in progress.
    package var runNewestEpoch: Int64?
    /// The newest `created_at` when the last run completed: a run stops at an item it already
    /// has, unchanged, no newer than this. Nil until a first run completes.
    package var boundaryEpoch: Int64?
    /// When the last run completed.
    package var lastSynced: Date?

    package init(
        feedKey: String, nextPage: Int? = nil, runLimit: Int? = nil, runSeen: Int = 0, runNewestEpoch: Int64? = nil,
        boundaryEpoch: Int64? = nil, lastSynced: Date? = nil
    ) {
        self.feedKey = feedKey
        self.nextPage = nextPage
        self.runLimit = runLimit
        self.runSeen = runSeen
        self.runNewestEpoch = runNewestEpoch
        self.boundaryEpoch = boundaryEpoch
        self.lastSynced = lastSynced
    }

    /// Whether a run was started and not completed (it resumes at `nextPage`).
    package var isInProgress: Bool { nextPage != nil }
}

/// What the mirror holds of an item: its `updated_at` and how many comments it keeps (nil when
/// they were never fetched).
package struct MirrorItemVersion: Sendable, Equatable {
    package let updatedAt: String
    package let keptComments: Int?

    package init(updatedAt: String, keptComments: Int?) {
        self.updatedAt = updatedAt
        self.keptComments = keptComments
    }
}

/// The rate budget the last response left, kept for the next `sync` of the same identity: it
/// never sends a request that this says will be refused.
package struct MirrorRateState: Sendable, Equatable {
    /// Whose budget it is, never a secret: `anonymous` (Qiita counts requests without a token
    /// per address), or `token:` and a fingerprint of the token (counted per user).
    package var identity: String
    package var remaining: Int
    package var resetAt: Date?

    package init(identity: String, remaining: Int, resetAt: Date?) {
        self.identity = identity
        self.remaining = remaining
        self.resetAt = resetAt
    }
}
