import FeedSync
import FoundationEssentials
import ItemsModel
import OutputTools
import ShellHost
import ShellKit
import UserState

/// Feeds' decisions: what to follow, how a sync's outcome is said and what exit status it
/// gives (0 done, 3 stopped by the rate limit with work left, 1 an error), and watch's rounds.
@MainActor package final class FeedsPresenter: FeedsPresenterInterface {
    package weak var view: FeedsViewInterface?
    private let interactor: FeedsInteractorInterface
    private let now: @Sendable () -> Date

    package init(
        view: FeedsViewInterface, interactor: FeedsInteractorInterface, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.view = view
        self.interactor = interactor
        self.now = now
    }

    package func handle(_ event: FeedsViewEvent) async -> CommandOutcome {
        switch event {
        case .follow(let feeds): return follow(feeds)
        case .followFromQiita:
            do { return follow(try await interactor.followsOnQiita(), fromQiita: true) } catch {
                return fail(error.message)
            }
        case .unfollow(let feeds): return unfollow(feeds)
        case .following(let format): return await following(format: format)
        case let .sync(limit, quiet, images):
            let outcome = await sync(limit: limit, quiet: quiet).outcome
            guard images, outcome == .success else { return outcome }
            return await syncImages(quiet: quiet)
        case let .watch(minutes, rounds): return await watch(minutes: minutes, rounds: rounds)
        }
    }

    private func follow(_ typed: [Feed], fromQiita: Bool = false) -> CommandOutcome {
        if fromQiita && typed.isEmpty {
            view?.showInfo(Message(FeedsMessage.fromQiitaNone, "Qiita"))
            return .success
        }
        let feeds = Self.distinct(typed)
        do {
            let added = try interactor.follow(feeds)
            for feed in feeds {
                let isNew = added.contains { $0.key == feed.key }
                view?.showInfo(Message(isNew ? FeedsMessage.followed : FeedsMessage.alreadyFollowed, feed.text))
            }
            return .success
        } catch {
            return fail(error.message)
        }
    }

    private func unfollow(_ feeds: [Feed]) -> CommandOutcome {
        var outcome = CommandOutcome.success
        for feed in Self.distinct(feeds) {
            do {
                if try interactor.unfollow(feed) {
                    view?.showInfo(Message(FeedsMessage.unfollowed, feed.text))
                } else {
                    outcome = outcome.then(fail(Message(FeedsMessage.notFollowed, feed.text)))
                }
            } catch {
                return fail(error.message)
            }
        }
        return outcome
    }

    /// Each feed once, as first typed (`tag:swift tag:Swift` is one feed).
    private static func distinct(_ feeds: [Feed]) -> [Feed] {
        var seen: Set<String> = []
        return feeds.filter { seen.insert($0.key).inserted }
    }

    private func following(format: OutputFormat) async -> CommandOutcome {
        do {
            let rows = try await interactor.rows(for: try interactor.followed())
            switch format {
            case .json(let fields): view?.showFollowingJSON(rows, fields: fields)
            case .table:
                // Nothing here, but follows on another site: say where, and the --api-url to pass.
                let others = rows.isEmpty ? try interactor.otherSites() : []
                if others.isEmpty {
                    view?.showFollowing(rows)
                } else {
                    view?.showResult(SyncReportWording.elsewhere(others))
                }
            }
            return .success
        } catch {
            return fail(error.message)
        }
    }

    /// One sync, said in one line (nothing but errors when `quiet`); the report with how it ended.
    private func sync(limit: Int, quiet: Bool) async -> (outcome: CommandOutcome, report: FeedSyncReport?) {
        let feeds: [Feed]
        do { feeds = try interactor.followed().map(\.feed) } catch { return (fail(error.message), nil) }
        guard !feeds.isEmpty || interactor.syncsQiitaStocks else { return (nothingToSync(quiet: quiet), nil) }
        let progress: any FeedSyncProgress =
            quiet ? SilentFeedSyncProgress() : view?.syncProgress() ?? SilentFeedSyncProgress()
        let report = await interactor.sync(feeds, limit: limit, progress: progress)
        if !quiet, !feeds.isEmpty, let summary = SyncReportWording.summary(report) { view?.showResult(summary) }
        // The stocks line only when the stocks here changed (in step, the summary is enough).
        if !quiet, let stocks = report.qiitaStocks, stocks.added + stocks.removed > 0 {
            view?.showResult(
                Message(FeedsMessage.syncQiitaStocks, String(stocks.count), String(stocks.added), String(stocks.removed)))
        }
        guard let stop = SyncReportWording.stop(report) else { return (.success, report) }
        return (fail(stop, status: report.ending == .rateLimited ? .rateLimited : .failure), report)
    }

    /// `sync --images`, after the feeds: the mirror's images fetched into the cache.
    private func syncImages(quiet: Bool) async -> CommandOutcome {
        let line = quiet ? nil : view?.imageSyncProgress()
        let report: ImageSyncReport
        do {
            report = try await interactor.syncImages { done, total in line?.update(done: done, total: total) }
        } catch {
            line?.finish()
            return fail(error.message)
        }
        line?.finish()
        if !quiet {
            view?.showResult(
                Message(
                    FeedsMessage.syncImagesSummary, String(report.found), String(report.fetched),
                    String(report.alreadyCached), String(report.refused), String(report.failed)))
        }
        if report.interrupted { return fail(Message(FeedsMessage.syncImagesInterrupted)) }
        return .success
    }

    /// Nothing followed on this site: fine, unless the follows are on another site (then an
    /// error even under --quiet, naming them with the --api-url to pass: a cron job would
    /// otherwise sync nothing, silently, for ever).
    private func nothingToSync(quiet: Bool) -> CommandOutcome {
        let others: [FollowedSite]
        do { others = try interactor.otherSites() } catch { return fail(error.message) }
        guard others.isEmpty else { return fail(SyncReportWording.elsewhere(others)) }
        if !quiet { view?.showInfo(Message(FeedsMessage.syncNothingFollowed)) }
        return .success
    }

    private func watch(minutes: Int, rounds: Int?) async -> CommandOutcome {
        let count: Int
        do { count = try interactor.followed().count } catch { return fail(error.message) }
        view?.showInfo(Message(FeedsMessage.watchStarted, String(count), String(minutes)))
        var round = 0
        var outcome = CommandOutcome.success
        while true {
            round += 1
            let (result, report) = await sync(limit: FeedsCommandParser.defaultLimit, quiet: true)
            outcome = result
            if let report {
                view?.showResult(
                    Message(
                        FeedsMessage.watchRound,
                        parts: [.text(ISO8601.localMinuteText(now())), SyncReportWording.perFeed(report)]))
                if report.newItems > 0 { await notify(report) }
            }
            if report?.ending == .interrupted { break }
            if let rounds, round >= rounds { break }
            guard await view?.wait(.seconds(minutes * 60)) == true else { break }
        }
        view?.showInfo(Message(FeedsMessage.watchStopped))
        return outcome
    }

    private func notify(_ report: FeedSyncReport) async {
        let news = report.feeds.filter { $0.newItems > 0 }
        let text = Message(
            FeedsMessage.watchNews, String(report.newItems),
            news.map { "\($0.feed.text) \($0.newItems)" }.joined(separator: ", ")
        ).text(in: .english)
        switch await interactor.notify(
            text: text, newItems: report.newItems, perFeed: news.map { ($0.feed, $0.newItems) })
        {
        case .ran: break
        case .failed(let status): view?.showError(Message(FeedsMessage.notifyFailed, String(status)))
        case .notSet: _ = view?.alert(text)
        }
    }

    private func fail(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        view?.showError(message)
        return .failed(status)
    }
}
