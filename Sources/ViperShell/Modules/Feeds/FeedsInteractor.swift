import CatalogueImport
import CatalogueStore
import FeedSync
import FoundationEssentials
import ItemsModel
import QiitaAPI
import ShellKit
import UserState

/// Feeds' use cases: the user's follows on this site, the mirror's counts (read marks from the
/// user's reads), a sync through `FeedSyncer` against the API, and the notify command.
package struct FeedsInteractor: FeedsInteractorInterface {
    /// What the interactor works with, built by `AppDependencies`.
    package struct Dependencies: Sendable {
        package var follows: any FollowsClient
        package var catalogue: ItemCatalogue
        /// The user's read and stocked item IDs, for `is:unread`.
        package var marks: @Sendable () throws(ItemCatalogueError) -> ItemMarks
        /// The API for a sync: each response's rate headers go to the budget given.
        package var api: @Sendable (RateBudget) -> any QiitaFeedAPI
        /// Whose rate budget requests spend now: anonymous, or the token's (by its fingerprint).
        /// Finding the token may run the `token-command` setting, which may fail.
        package var rateIdentity: @Sendable () throws(QiitaAPIError) -> RateIdentity
        package var commandSettings: CommandSettings
        /// Ctrl-C during a sync (reset as each starts).
        package var interrupt: InterruptLatch
        /// The shell's clock (what `following` says was synced when); the rate limit's windows
        /// are always read against the real time, as the server's `Rate-Reset` is.
        package var now: @Sendable () -> Date
        /// Where `sync --images` fetches and keeps images (none: it fetches nothing).
        package var images: ArticleImageShelf? = nil
        /// Makes the user's stocks here those on Qiita (what changed); nil: `sync` leaves stocks alone.
        package var reconcileStocks: (@Sendable ([QiitaItem]) throws(StorageError) -> StockReconciliation)? = nil
    }

    package let dependencies: Dependencies

    package init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    package func followed() throws(FeedsFailure) -> [FollowedFeed] {
        do { return try dependencies.follows.all() } catch { throw FeedsFailure(error.message) }
    }

    package func follow(_ feeds: [Feed]) throws(FeedsFailure) -> [Feed] {
        do { return try dependencies.follows.follow(feeds) } catch { throw FeedsFailure(error.message) }
    }

    package func unfollow(_ feed: Feed) throws(FeedsFailure) -> Bool {
        do { return try dependencies.follows.unfollow(feed) } catch { throw FeedsFailure(error.message) }
    }

    package func otherSites() throws(FeedsFailure) -> [FollowedSite] {
        do { return try dependencies.follows.otherSites() } catch { throw FeedsFailure(error.message) }
    }

    package func followsOnQiita() async throws(FeedsFailure) -> [Feed] {
        let identity: RateIdentity
        do { identity = try dependencies.rateIdentity() } catch { throw FeedsFailure(error.message) }
        let api = dependencies.api(RateBudget(kept: nil, identity: identity, now: Date()))
        do {
            let user = try await api.tokenUser()
            let tags = try await Self.allPages { page throws(QiitaAPIError) in
                try await api.followingTags(userID: user, page: page, perPage: 100)
            }
            let users = try await Self.allPages { page throws(QiitaAPIError) in
                try await api.followees(userID: user, page: page, perPage: 100)
            }
            return tags.compactMap { Feed("tag:" + $0) } + users.compactMap { Feed("user:" + $0) }
        } catch {
            throw FeedsFailure(error.message)
        }
    }

    /// Every name of a paged list, up to Qiita's last page.
    private static func allPages(
        _ page: (Int) async throws(QiitaAPIError) -> QiitaNamesPage
    ) async throws(QiitaAPIError) -> [String] {
        var names: [String] = []
        for number in 1...FeedPagePlan.lastPage {
            let answer = try await page(number)
            names += answer.names
            if !answer.hasMore { break }
        }
        return names
    }

    package func rows(for feeds: [FollowedFeed]) async throws(FeedsFailure) -> [FollowingRow] {
        guard !feeds.isEmpty else { return [] }
        let store: ItemStore
        do { store = try await dependencies.catalogue.mirrorStore() } catch { throw FeedsFailure(error.message) }
        let states: [String: MirrorFeedState]
        do { states = try store.mirrorFeedStates() } catch { throw FeedsFailure(error.message) }
        let marks: ItemMarks
        do { marks = try dependencies.marks() } catch { throw FeedsFailure(error.message) }
        var rows: [FollowingRow] = []
        for followed in feeds {
            let (items, unread) = try Self.counts(of: followed.feed, in: store, marks: marks)
            rows.append(
                FollowingRow(
                    feed: followed.feed, since: followed.since, items: items, unread: unread,
                    lastSynced: states[followed.feed.key]?.lastSynced))
        }
        return rows
    }

    /// The feed's items in `store`, and those `marks` says are unread: the counts `saved`
    /// shows for the same query on the mirror.
    private static func counts(
        of feed: Feed, in store: ItemStore, marks: ItemMarks
    ) throws(FeedsFailure) -> (Int, Int) {
        // A name the query syntax cannot say has no items to count.
        guard let query = try? ItemQueryParser.parse(feed.queryText),
            let unreadQuery = try? ItemQueryParser.parse(feed.queryText + " is:unread")
        else { return (0, 0) }
        do {
            return (
                try store.search(query, page: 1, perPage: 1).totalCount,
                try store.search(unreadQuery, page: 1, perPage: 1, marks: marks).totalCount
            )
        } catch {
            throw FeedsFailure(error.message)
        }
    }

    package func sync(_ feeds: [Feed], limit: Int, progress: any FeedSyncProgress) async -> FeedSyncReport {
        // Whose budget this is comes first: a token-command that fails stops the sync before
        // any request, and the budget another identity spent holds nothing back.
        let identity: RateIdentity
        do { identity = try dependencies.rateIdentity() } catch {
            return FeedSyncReport(feeds: feeds, ending: .failed(error))
        }
        // Where the follows are reached, for a later session without `--api-url` (best effort:
        // the sync does not depend on it).
        try? dependencies.follows.rememberSite()
        let store: ItemStore
        let kept: MirrorRateState?
        do {
            store = try await dependencies.catalogue.mirrorStore()
        } catch {
            return FeedSyncReport(feeds: feeds, ending: .storeFailed(error.message))
        }
        do { kept = try store.mirrorRate(identity: identity.key) } catch {
            return FeedSyncReport(feeds: feeds, ending: .storeFailed(error.message))
        }
        let budget = RateBudget(kept: kept, identity: identity, now: Date())
        var syncer = FeedSyncer(api: dependencies.api(budget), store: store, budget: budget)
        syncer.limit = limit
        syncer.progress = progress
        dependencies.interrupt.reset()
        syncer.shouldStop = { [interrupt = dependencies.interrupt] in interrupt.check() }
        syncer.now = dependencies.now
        var report = await syncer.sync(feeds)
        // With a token, the user's stocks on Qiita are a feed of their own: kept in the mirror,
        // and the stocks here made the same (`is:stocked` offline is Qiita's stocks).
        guard report.ending == .complete, identity != .anonymous, let reconcile = dependencies.reconcileStocks else {
            return report
        }
        let sentBefore = budget.sent
        do {
            let stocks = try await QiitaStocksFetch(api: dependencies.api(budget), store: store, budget: budget).fetch()
            let change = try reconcile(stocks)
            report.qiitaStocks = (stocks.count, change.added, change.removed)
        } catch let error as QiitaAPIError {
            report.ending = .failed(error)
        } catch {
            report.ending = .storeFailed((error as? StorageError)?.message ?? Message(FeedsMessage.syncNothingFollowed))
        }
        report.requestsSent += budget.sent - sentBefore
        report.requestsLeft = budget.remaining
        if let kept = budget.kept { try? store.saveMirrorRate(kept) }
        return report
    }

    /// Whether `sync` keeps the user's stocks on Qiita (a token is in use): it then runs even
    /// with nothing followed.
    package var syncsQiitaStocks: Bool {
        dependencies.reconcileStocks != nil && ((try? dependencies.rateIdentity()).map { $0 != .anonymous } ?? false)
    }

    package func notify(text: String, newItems: Int, perFeed: [(Feed, Int)]) async -> NotifyOutcome {
        guard let command = dependencies.commandSettings.notifyCommand else { return .notSet }
        return await NotifyCommand.run(
            command,
            environment: [
                "VIPER_SHELL_NEW": text, "VIPER_SHELL_NEW_COUNT": String(newItems),
                "VIPER_SHELL_NEW_FEEDS": perFeed.map { "\($0.0.text)=\($0.1)" }.joined(separator: " "),
            ])
    }
}
