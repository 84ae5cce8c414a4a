import FeedSync
import FoundationEssentials
import ItemsModel
import ShellKit
import UserState

/// How a sync's report is said: the summary line (what came in per feed, the comments fetched,
/// the requests sent and left), headed "Synced" only when the sync completed; the line saying
/// why it stopped; and where the user's follows are when this site has none.
enum SyncReportWording {
    /// `Synced: tag:swift 3 new, 1 updated · 5 comments fetched — 9 requests, 51 left`, or
    /// `Sync stopped: …` when it did not complete; nil when there is nothing to say (no request
    /// left and nothing came in: the line saying why is enough).
    static func summary(_ report: FeedSyncReport) -> Message? {
        let complete = report.ending == .complete
        guard complete || report.requestsSent > 0 || report.newItems + report.updatedItems > 0 else { return nil }
        var parts = [perFeed(report)]
        if report.commentsFetched > 0 {
            parts.append(.message(Message(FeedsMessage.syncComments, String(report.commentsFetched))))
        }
        return Message(
            complete ? FeedsMessage.syncSummary : FeedsMessage.syncStoppedSummary,
            parts: [.list(parts, separator: " · "), requests(report)])
    }

    /// `tag:swift 3 new, 1 updated · user:alice nothing new`; a feed the run did not finish says
    /// so (`… so far`, `not finished`) rather than "nothing new".
    static func perFeed(_ report: FeedSyncReport) -> Message.Argument {
        .list(
            report.feeds.map { tally in
                let name = TerminalSanitizer.inline(tally.feed.text)
                let (new, updated) = (String(tally.newItems), String(tally.updatedItems))
                let changed = tally.newItems + tally.updatedItems > 0
                let message =
                    if tally.missing {
                        Message(FeedsMessage.syncFeedMissing, name)
                    } else if !tally.completed && report.ending != .complete {
                        changed
                            ? Message(FeedsMessage.syncFeedPartial, name, new, updated)
                            : Message(FeedsMessage.syncFeedUnfinished, name)
                    } else if changed {
                        Message(FeedsMessage.syncFeedNew, name, new, updated)
                    } else {
                        Message(FeedsMessage.syncFeedNothing, name)
                    }
                return .message(message)
            }, separator: " · ")
    }

    /// `1 request`, `9 requests, 51 left`: only the requests that were sent.
    static func requests(_ report: FeedSyncReport) -> Message.Argument {
        let sent = String(report.requestsSent)
        guard let left = report.requestsLeft else { return .message(Message(FeedsMessage.syncRequests, sent)) }
        return .message(Message(FeedsMessage.syncRequestsLeft, sent, String(left)))
    }

    /// Why a sync that did not complete stopped, and what the next one does; nil when it completed.
    static func stop(_ report: FeedSyncReport, now: Date = Date()) -> Message? {
        let (feedsLeft, commentsLeft) = (String(report.feedsLeft), String(report.commentsLeft))
        let startedNothing = report.requestsSent == 0 && report.newItems + report.updatedItems == 0
        let failed = startedNothing ? FeedsMessage.syncNotStarted : FeedsMessage.syncFailed
        switch report.ending {
        case .complete: return nil
        case .rateLimited:
            guard let reset = report.resetAt else {
                return Message(FeedsMessage.syncRateLimitedUnknownReset, feedsLeft, commentsLeft)
            }
            let minutes = max(0, Int((reset.timeIntervalSince(now) / 60).rounded(.up)))
            return Message(
                FeedsMessage.syncRateLimited, feedsLeft, commentsLeft, ISO8601.localMinuteText(reset), String(minutes))
        case .failed(let error):
            return Message(failed, parts: [.message(error.message)])
        case .storeFailed(let message):
            return Message(failed, parts: [.message(message)])
        case .interrupted: return Message(FeedsMessage.syncInterrupted)
        }
    }

    /// `You follow nothing on this site: your follows are on team.example.com (pass --api-url …)`.
    static func elsewhere(_ sites: [FollowedSite]) -> Message {
        Message(
            FeedsMessage.followingElsewhere,
            parts: [
                .list(
                    sites.map { site in
                        let name = TerminalSanitizer.inline(site.site)
                        guard let apiURL = site.apiURL else { return .message(Message(FeedsMessage.siteNoURL, name)) }
                        return .message(Message(FeedsMessage.siteWithURL, name, TerminalSanitizer.inline(apiURL)))
                    }, separator: ", ")
            ])
    }
}
