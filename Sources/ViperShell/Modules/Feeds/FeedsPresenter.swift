import FeedSync
import Foundation
import ItemsModel
import ShellKit

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
        case let .sync(limit, quiet): return await sync(limit: limit, quiet: quiet).outcome
        case let .watch(minutes, rounds): return await watch(minutes: minutes, rounds: rounds)
        }
    }

    private func follow(_ feeds: [Feed], fromQiita: Bool = false) -> CommandOutcome {
        if fromQiita && feeds.isEmpty {
            view?.showInfo(Message(FeedsMessage.fromQiitaNone, "Qiita"))
            return .success
        }
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
        for feed in feeds {
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

    private func following(format: OutputFormat) async -> CommandOutcome {
        do {
            let rows = try await interactor.rows(for: try interactor.followed())
            switch format {
            case .json(let fields): view?.showFollowingJSON(rows, fields: fields)
            case .table: view?.showFollowing(rows)
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
        guard !feeds.isEmpty else {
            if !quiet { view?.showInfo(Message(FeedsMessage.syncNothingFollowed)) }
            return (.success, nil)
        }
        let progress: any FeedSyncProgress =
            quiet ? SilentFeedSyncProgress() : view?.syncProgress() ?? SilentFeedSyncProgress()
        let report = await interactor.sync(feeds, limit: limit, progress: progress)
        if !quiet, report.ending == .complete || report.requestsSent > 0 || report.newItems > 0 {
            view?.showResult(Message(FeedsMessage.syncSummary, parts: [Self.perFeed(report), Self.requests(report)]))
        }
        switch report.ending {
        case .complete: return (.success, report)
        case .rateLimited:
            if let reset = report.resetAt {
                let minutes = max(0, Int((reset.timeIntervalSinceNow / 60).rounded(.up)))
                view?.showError(
                    Message(
                        FeedsMessage.syncRateLimited, String(report.feedsLeft), String(report.commentsLeft),
                        ISO8601.localMinuteText(reset), String(minutes)))
            } else {
                view?.showError(
                    Message(
                        FeedsMessage.syncRateLimitedUnknownReset, String(report.feedsLeft), String(report.commentsLeft))
                )
            }
            return (.failed(.rateLimited), report)
        case .failed(let error):
            return (fail(Message(FeedsMessage.syncFailed, parts: [.message(error.message)])), report)
        case .storeFailed(let message):
            return (fail(Message(FeedsMessage.syncFailed, parts: [.message(message)])), report)
        case .interrupted: return (fail(Message(FeedsMessage.syncInterrupted)), report)
        }
    }

    /// `tag:swift 3 new, 1 updated · user:alice nothing new`.
    static func perFeed(_ report: FeedSyncReport) -> Message.Argument {
        .list(
            report.feeds.map { tally in
                if tally.missing { return .message(Message(FeedsMessage.syncFeedMissing, tally.feed.text)) }
                guard tally.newItems + tally.updatedItems > 0 else {
                    return .message(Message(FeedsMessage.syncFeedNothing, tally.feed.text))
                }
                return .message(
                    Message(
                        FeedsMessage.syncFeedNew, tally.feed.text, String(tally.newItems), String(tally.updatedItems)))
            }, separator: " · ")
    }

    static func requests(_ report: FeedSyncReport) -> Message.Argument {
        guard let left = report.requestsLeft else {
            return .message(Message(FeedsMessage.syncRequests, String(report.requestsSent)))
        }
        return .message(Message(FeedsMessage.syncRequestsLeft, String(report.requestsSent), String(left)))
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
                        FeedsMessage.watchRound, parts: [.text(ISO8601.localMinuteText(now())), Self.perFeed(report)]))
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
