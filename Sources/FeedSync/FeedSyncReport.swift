import FoundationEssentials
import ItemsModel
import ShellKit

/// How one `sync` went: per feed, the items new and updated; the requests sent and left; what
/// is left to do when it stopped early, and why it stopped.
package struct FeedSyncReport: Sendable, Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.feeds == rhs.feeds && lhs.ending == rhs.ending && lhs.requestsSent == rhs.requestsSent
            && lhs.commentsFetched == rhs.commentsFetched && lhs.requestsLeft == rhs.requestsLeft
            && lhs.resetAt == rhs.resetAt && lhs.feedsLeft == rhs.feedsLeft && lhs.commentsLeft == rhs.commentsLeft
            && lhs.plannedAtLeast == rhs.plannedAtLeast && lhs.qiitaStocks.map { [$0.0, $0.1, $0.2] }
            == rhs.qiitaStocks.map { [$0.0, $0.1, $0.2] }
    }

    /// One feed's share of the run.
    package struct FeedTally: Sendable, Equatable {
        package let feed: Feed
        package var newItems = 0
        package var updatedItems = 0
        /// The run reached where it stops (the items it had, its limit, the last page).
        package var completed = false
        /// Qiita knows no such tag or user (404).
        package var missing = false

        package init(feed: Feed) { self.feed = feed }
    }

    /// Why the run ended.
    package enum Ending: Sendable, Equatable {
        /// Every feed and every comment is in.
        case complete
        /// The rate budget ran out with work left; the next `sync` resumes.
        case rateLimited
        /// The API failed (a 429 included) or a network error: the work done is kept.
        case failed(QiitaAPIError)
        /// Writing the mirror failed.
        case storeFailed(Message)
        /// Ctrl-C.
        case interrupted
    }

    package var feeds: [FeedTally]
    package var ending: Ending = .complete
    /// Requests this run sent (those that reached the server, or may have).
    package var requestsSent = 0
    /// Comments fetched this run (all the comments of each item whose comments were fetched).
    package var commentsFetched = 0
    /// What the last response said is left, and when the window resets.
    package var requestsLeft: Int?
    package var resetAt: Date?
    /// At the end: feeds whose run did not complete, and items still waiting for comments.
    package var feedsLeft = 0
    package var commentsLeft = 0
    /// The fewest requests the run needed, planned before it began: a page per feed and a
    /// request per item waiting for its comments.
    package var plannedAtLeast = 0
    /// The user's stocks on Qiita (with a token): how many, and what changed here to match.
    package var qiitaStocks: (count: Int, added: Int, removed: Int)?

    package init(feeds: [Feed], ending: Ending = .complete) {
        self.feeds = feeds.map(FeedTally.init)
        self.ending = ending
    }

    package var newItems: Int { feeds.reduce(0) { $0 + $1.newItems } }
    package var updatedItems: Int { feeds.reduce(0) { $0 + $1.updatedItems } }
}

/// Shows a running `sync`: the app draws it at a terminal, as an import's progress.
package protocol FeedSyncProgress: Sendable {
    /// Called after each response is stored.
    func update(items: Int, comments: Int, requests: Int)
    /// Called once, when the run ends (clears the line).
    func finish()
}

/// Shows nothing.
package struct SilentFeedSyncProgress: FeedSyncProgress {
    package init() {}
    package func update(items: Int, comments: Int, requests: Int) {}
    package func finish() {}
}
