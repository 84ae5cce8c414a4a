import FeedSync
import Foundation
import ItemsModel
import ShellKit
import Synchronization
import UserState
@testable import ViperShell

/// Records what the Feeds presenter told the view; Ctrl-C ends a wait when `waitsAllowed` is spent.
@MainActor final class FeedsViewSpy: FeedsViewInterface {
    var infos: [Message] = []
    var errors: [Message] = []
    var results: [Message] = []
    var tables: [[FollowingRow]] = []
    var json: [([FollowingRow], [String]?)] = []
    var alerts: [String] = []
    var waits: [Duration] = []
    var waitsAllowed = 0
    var isTerminal = true

    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message) { errors.append(message) }
    func showResult(_ message: Message) { results.append(message) }
    func showFollowing(_ rows: [FollowingRow]) { tables.append(rows) }
    func showFollowingJSON(_ rows: [FollowingRow], fields: [String]?) { json.append((rows, fields)) }
    func syncProgress() -> any FeedSyncProgress { SilentFeedSyncProgress() }
    func imageSyncProgress() -> ImageSyncProgressLine { ImageSyncProgressLine(isEnabled: false, language: .english) }
    func alert(_ text: String) -> Bool {
        alerts.append(text)
        return isTerminal
    }
    func wait(_ duration: Duration) async -> Bool {
        waits.append(duration)
        waitsAllowed -= 1
        return waitsAllowed >= 0
    }
}

/// Follows in memory (and other sites' follows, as given), and sync reports handed out in turn.
final class FeedsInteractorSpy: FeedsInteractorInterface, Sendable {
    private struct State {
        var follows: [FollowedFeed] = []
        var reports: [FeedSyncReport] = []
        var synced: [[Feed]] = []
        var notified: [String] = []
    }
    private let state = Mutex(State())
    let notifyOutcome: NotifyOutcome
    let others: [FollowedSite]
    /// No token in these tests: a sync with nothing followed does nothing.
    var syncsQiitaStocks: Bool { false }

    init(
        follows: [Feed] = [], reports: [FeedSyncReport] = [], notifyOutcome: NotifyOutcome = .notSet,
        others: [FollowedSite] = []
    ) {
        state.withLock { current in
            current.follows = follows.map { FollowedFeed(feed: $0, since: Date(timeIntervalSince1970: 0)) }
            current.reports = reports
        }
        self.notifyOutcome = notifyOutcome
        self.others = others
    }

    var synced: [[Feed]] { state.withLock { $0.synced } }
    var notified: [String] { state.withLock { $0.notified } }

    func followed() throws(FeedsFailure) -> [FollowedFeed] { state.withLock { $0.follows } }
    func follow(_ feeds: [Feed]) throws(FeedsFailure) -> [Feed] {
        state.withLock { current in
            let added = feeds.filter { feed in !current.follows.contains { $0.feed.key == feed.key } }
            current.follows += added.map { FollowedFeed(feed: $0, since: Date(timeIntervalSince1970: 0)) }
            return added
        }
    }
    func unfollow(_ feed: Feed) throws(FeedsFailure) -> Bool {
        state.withLock { current in
            guard let index = current.follows.firstIndex(where: { $0.feed.key == feed.key }) else { return false }
            current.follows.remove(at: index)
            return true
        }
    }
    func otherSites() throws(FeedsFailure) -> [FollowedSite] { others }
    func followsOnQiita() async throws(FeedsFailure) -> [Feed] { [.tag("swift"), .user("qiita_user")] }
    func rows(for feeds: [FollowedFeed]) async throws(FeedsFailure) -> [FollowingRow] {
        feeds.map { FollowingRow(feed: $0.feed, since: $0.since, items: 3, unread: 1, lastSynced: nil) }
    }
    /// What `sync --images` reports, and how many times it ran.
    let imageSync = Mutex((report: ImageSyncReport(), runs: 0))
    func syncImages(progress: @escaping @Sendable (Int, Int) -> Void) async throws(FeedsFailure) -> ImageSyncReport {
        imageSync.withLock { $0.runs += 1 }
        return imageSync.withLock { $0.report }
    }

    func sync(_ feeds: [Feed], limit: Int, progress: any FeedSyncProgress) async -> FeedSyncReport {
        state.withLock { current in
            current.synced.append(feeds)
            return current.reports.isEmpty ? FeedSyncReport(feeds: feeds) : current.reports.removeFirst()
        }
    }
    func notify(text: String, newItems: Int, perFeed: [(Feed, Int)]) async -> NotifyOutcome {
        state.withLock { $0.notified.append(text) }
        return notifyOutcome
    }
}
