import FeedSync
import FoundationEssentials
import ItemsModel
import OutputTools
import ShellHost
import ShellKit
import UserState

// The Feeds module's contract: the tags and authors a user follows, `sync` bringing their new
// items into the mirror within Qiita's rate limits, and `watch` doing it every few minutes.
// Read this file first.

/// What the user asked for, parsed by the view.
package enum FeedsViewEvent: Equatable, Sendable {
    case follow([Feed])
    /// `follow --from-qiita`: what the token's user follows on Qiita.
    case followFromQiita
    case unfollow([Feed])
    case following(format: OutputFormat)
    /// `sync [--limit N] [--quiet] [--images]`.
    case sync(limit: Int, quiet: Bool, images: Bool)
    /// `watch [MINUTES] [--rounds N]`: nil rounds, until Ctrl-C.
    case watch(minutes: Int, rounds: Int?)
}

/// One followed feed as `following` lists it.
package struct FollowingRow: Equatable, Sendable {
    package let feed: Feed
    package let since: Date
    /// Items of the feed in the mirror, and how many of them the user has not read.
    package let items: Int
    package let unread: Int
    package let lastSynced: Date?
}

/// What the presenter tells the view to do.
@MainActor package protocol FeedsViewInterface: AnyObject {
    func showInfo(_ message: Message)
    func showError(_ message: Message)
    /// What was asked for (the summary of a sync, a round of watch): standard output.
    func showResult(_ message: Message)
    func showFollowing(_ rows: [FollowingRow])
    func showFollowingJSON(_ rows: [FollowingRow], fields: [String]?)
    /// The progress line of a sync (at a terminal; nothing otherwise).
    func syncProgress() -> any FeedSyncProgress
    /// The progress line of `sync --images` (at a terminal; nothing otherwise): told (done, total).
    func imageSyncProgress() -> ImageSyncProgressLine
    /// An OSC 9 notification and the bell, at a terminal only; false when not shown.
    func alert(_ text: String) -> Bool
    /// Waits `duration`; false when Ctrl-C ended the wait.
    func wait(_ duration: Duration) async -> Bool
}

/// Decisions: feeds checked, the sync's outcome worded, watch's rounds and notifications.
@MainActor package protocol FeedsPresenterInterface: AnyObject {
    func handle(_ event: FeedsViewEvent) async -> CommandOutcome
}

/// Why a Feeds use case failed, worded.
package struct FeedsFailure: Error, Equatable, Sendable {
    package let message: Message

    package init(_ message: Message) { self.message = message }
}

/// How running the notify command went.
package enum NotifyOutcome: Equatable, Sendable {
    /// No `notify-command` is set.
    case notSet
    case ran
    /// It could not start, or exited with this status.
    case failed(Int32)
}

/// Use cases: the user's follows (per site), the mirror's counts, sync, notifying.
package protocol FeedsInteractorInterface: Sendable {
    func followed() throws(FeedsFailure) -> [FollowedFeed]
    /// Whether `sync` keeps the user's stocks on Qiita (a token is in use): it then runs even
    /// with nothing followed.
    var syncsQiitaStocks: Bool { get }
    /// The feeds not followed before, now followed.
    func follow(_ feeds: [Feed]) throws(FeedsFailure) -> [Feed]
    /// False when it was not followed.
    func unfollow(_ feed: Feed) throws(FeedsFailure) -> Bool
    /// The other sites on which the user follows feeds (this one's follows are read otherwise).
    func otherSites() throws(FeedsFailure) -> [FollowedSite]
    /// The tags and users the token's user follows on Qiita.
    func followsOnQiita() async throws(FeedsFailure) -> [Feed]
    /// Each feed's items in the mirror, unread ones, and last sync.
    func rows(for feeds: [FollowedFeed]) async throws(FeedsFailure) -> [FollowingRow]
    func sync(_ feeds: [Feed], limit: Int, progress: any FeedSyncProgress) async -> FeedSyncReport
    /// `sync --images`: the images of the mirror's articles not cached yet, fetched into the cache
    /// four at a time per host; `progress` is told (done, total) after each; Ctrl-C stops it.
    func syncImages(progress: @escaping @Sendable (Int, Int) -> Void) async throws(FeedsFailure) -> ImageSyncReport
    /// Runs `notify-command` with the news in its environment.
    func notify(text: String, newItems: Int, perFeed: [(Feed, Int)]) async -> NotifyOutcome
}
