import FeedSync
import Foundation
import ItemsModel
import Testing
@testable import ShellKit
@testable import ViperShell

/// What a sync says when it ends: "Synced" only when it completed, what each feed got (or that
/// it was not finished), the comments fetched, only the requests sent, singular where one; and
/// through the presenter, which line goes where and with which exit status.
@MainActor struct SyncReportWordingTests {
    /// A report of `feeds`, each completed unless listed in `unfinished`.
    private func report(
        _ ending: FeedSyncReport.Ending, feeds: [Feed] = [.tag("swift")], unfinished: Set<Feed> = [],
        new: [Int] = [], sent: Int, left: Int?, comments: Int = 0
    ) -> FeedSyncReport {
        var report = FeedSyncReport(feeds: feeds, ending: ending)
        for index in report.feeds.indices {
            report.feeds[index].completed = !unfinished.contains(feeds[index])
            report.feeds[index].newItems = index < new.count ? new[index] : 0
        }
        report.requestsSent = sent
        report.requestsLeft = left
        report.commentsFetched = comments
        report.feedsLeft = unfinished.count
        report.resetAt = Date().addingTimeInterval(58 * 60)
        return report
    }

    /// The presenter's lines for one sync: standard output's, standard error's, and the status.
    private func sync(
        _ report: FeedSyncReport
    ) async -> (results: [String], errors: [String], status: ShellKit.ExitStatus) {
        let view = FeedsViewSpy()
        let presenter = FeedsPresenter(
            view: view,
            interactor: FeedsInteractorSpy(follows: report.feeds.map(\.feed), reports: [report]))
        let outcome = await presenter.handle(.sync(limit: 100, quiet: false, images: false))
        return (
            view.results.map { $0.text(in: .english) }, view.errors.map { $0.text(in: .english) }, outcome.status
        )
    }

    @Test func aStopAtTheRateLimitSaysItStoppedAndWhatWasNotFinished() async {
        let stopped = report(.rateLimited, feeds: [.tag("ios")], unfinished: [.tag("ios")], sent: 1, left: 0)
        let (results, errors, status) = await sync(stopped)
        #expect(results == ["Sync stopped: tag:ios not finished — 1 request, 0 left"])
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix("sync stopped at Qiita's rate limit with 1 feed and the comments of 0 items left")
                == true)
        #expect(errors.first?.contains("(in 58 min)") == true)
        #expect(status == .rateLimited)
        #expect(
            SyncReportWording.summary(stopped)?.text(in: .japanese)
                == "同期は途中で止まりました: tag:ios 未完了 — リクエスト 1 回、残り 0 回")
    }

    @Test func aStopSaysWhatCameInSoFarAndWhichFeedsCompleted() async {
        let stopped = report(
            .rateLimited, feeds: [.tag("swift"), .tag("python")], unfinished: [.tag("swift")], new: [10, 0],
            sent: 10, left: 0)
        #expect(
            await sync(stopped).results == [
                "Sync stopped: tag:swift 10 new, 0 updated so far · tag:python nothing new — 10 requests, 0 left"
            ])
    }

    @Test func aTokenCommandThatFailsSendsNothingAndIsOneLineWithNoSummary() async {
        let failed = report(.failed(.tokenCommandFailed("exit status 3")), feeds: [.tag("rust")], sent: 0, left: nil)
        let (results, errors, status) = await sync(failed)
        #expect(results.isEmpty, "no request was sent and nothing came in")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("sync failed before sending any request: token-command gave no token") == true)
        #expect(status == .failure)
    }

    @Test func aFailureAfterSomeRequestsSaysWhatWasKept() async {
        let failed = report(
            .failed(.server(status: 503)), feeds: [.tag("rust")], unfinished: [.tag("rust")], new: [3], sent: 4,
            left: 50)
        let (results, errors, _) = await sync(failed)
        #expect(results == ["Sync stopped: tag:rust 3 new, 0 updated so far — 4 requests, 50 left"])
        #expect(errors.first?.hasPrefix("sync stopped: ") == true)
        #expect(errors.first?.contains("what was fetched is kept") == true)
    }

    @Test func aResumedCommentFetchSaysHowManyCommentsCameIn() async {
        let resumed = report(.complete, sent: 28, left: 32, comments: 57)
        #expect(
            await sync(resumed).results == [
                "Synced: tag:swift nothing new · 57 comments fetched — 28 requests, 32 left"
            ])
        #expect(
            SyncReportWording.summary(resumed)?.text(in: .japanese)
                == "同期しました: tag:swift 新着なし · コメント 57 件を取得 — リクエスト 28 回、残り 32 回")
    }

    @Test func oneIsSingular() async {
        let one = report(.complete, sent: 1, left: nil, comments: 1)
        #expect(await sync(one).results == ["Synced: tag:swift nothing new · 1 comment fetched — 1 request"])
        let limited = report(.rateLimited, unfinished: [.tag("swift")], sent: 1, left: 0)
        var oneItemWaiting = limited
        oneItemWaiting.commentsLeft = 1
        #expect(
            SyncReportWording.stop(oneItemWaiting)?.text(in: .english).hasPrefix(
                "sync stopped at Qiita's rate limit with 1 feed and the comments of 1 item left") == true)
        #expect(Message(FeedsMessage.followingHeader, "1").text(in: .english).hasPrefix("Following 1 feed ("))
        #expect(Message(FeedsMessage.watchStarted, "1", "5").text(in: .english).hasPrefix("Watching 1 feed every"))
        #expect(
            Message(FeedsMessage.syncProgress, "1", "1", "1").text(in: .english)
                == "syncing: 1 item, 1 comment, 1 request")
        #expect(
            Message(FeedsMessage.syncProgress, "2", "0", "3").text(in: .english)
                == "syncing: 2 items, 0 comments, 3 requests")
    }
}
