import FeedSync
import Foundation
import ItemsModel
import Testing
import UserState
@testable import ShellKit
@testable import ViperShell

/// The Feeds presenter: what is said of follows and of a sync, the exit status each ending
/// gives, and watch's rounds and notifications.
@MainActor struct FeedsPresenterTests {
    private func report(
        _ ending: FeedSyncReport.Ending, new: Int = 0, feeds: [Feed] = [.tag("swift")], left: Int? = 40
    ) -> FeedSyncReport {
        var report = FeedSyncReport(feeds: feeds, ending: ending)
        report.feeds[0].newItems = new
        report.requestsSent = 7
        report.requestsLeft = left
        report.resetAt = Date().addingTimeInterval(600)
        report.commentsLeft = 2
        return report
    }

    @Test func followingTwiceSaysSoAndUnfollowingWhatIsNotFollowedFails() async {
        let view = FeedsViewSpy()
        let presenter = FeedsPresenter(view: view, interactor: FeedsInteractorSpy(follows: [.tag("swift")]))
        #expect(await presenter.handle(.follow([.tag("SWIFT"), .user("alice")])) == .success)
        #expect(
            view.infos == [
                Message(FeedsMessage.alreadyFollowed, "tag:SWIFT"), Message(FeedsMessage.followed, "user:alice"),
            ])
        #expect(await presenter.handle(.unfollow([.tag("rust")])) == .failed())
        #expect(view.errors == [Message(FeedsMessage.notFollowed, "tag:rust")])
        #expect(await presenter.handle(.followFromQiita) == .success)
        #expect(view.infos.last == Message(FeedsMessage.followed, "user:qiita_user"))
    }

    @Test func aFeedTypedTwiceInAnyCaseIsFollowedAndSaidOnce() async throws {
        let view = FeedsViewSpy()
        let interactor = FeedsInteractorSpy()
        let presenter = FeedsPresenter(view: view, interactor: interactor)
        let typed: [Feed] = [.tag("swift"), .tag("Swift"), .user("alice"), .tag("SWIFT")]
        #expect(await presenter.handle(.follow(typed)) == .success)
        #expect(
            view.infos == [Message(FeedsMessage.followed, "tag:swift"), Message(FeedsMessage.followed, "user:alice")])
        #expect(try interactor.followed().map(\.feed) == [.tag("swift"), .user("alice")])
        #expect(await presenter.handle(.unfollow([.tag("Swift"), .tag("swift")])) == .success, "once, not then missing")
        #expect(view.infos.last == Message(FeedsMessage.unfollowed, "tag:Swift") && view.errors.isEmpty)
    }

    /// The user follows nothing on this site but does on others: where, and the --api-url to pass.
    @Test func followsOnAnotherSiteAreNamedWithTheirAPIURL() async {
        let others = [
            FollowedSite(site: "127.0.0.1:5678", apiURL: "http://127.0.0.1:5678", feeds: 2),
            FollowedSite(site: "team.example.com", apiURL: nil, feeds: 1),
        ]
        let expected =
            "You follow nothing on this site: your follows are on 127.0.0.1:5678 (pass --api-url "
            + "http://127.0.0.1:5678), team.example.com (pass its --api-url)"
        let view = FeedsViewSpy()
        let presenter = FeedsPresenter(view: view, interactor: FeedsInteractorSpy(others: others))
        #expect(await presenter.handle(.following(format: .table)) == .success)
        #expect(view.results.map { $0.text(in: .english) } == [expected] && view.tables.isEmpty)
        #expect(
            await presenter.handle(.sync(limit: 100, quiet: true, images: false)) == .failed(), "even quiet: cron would sync nothing")
        #expect(view.errors.map { $0.text(in: .english) } == [expected])
        // Nothing anywhere: nothing to sync, and no error.
        let alone = FeedsViewSpy()
        #expect(
            await FeedsPresenter(view: alone, interactor: FeedsInteractorSpy()).handle(.following(format: .table))
                == .success)
        #expect(alone.tables == [[]] && alone.results.isEmpty)
    }

    @Test func eachEndingOfASyncHasItsExitStatus() async {
        let cases: [(FeedSyncReport, ShellKit.ExitStatus)] = [
            (report(.complete, new: 3), .success), (report(.rateLimited), .rateLimited),
            (report(.failed(.unauthorized(.none))), .failure), (report(.interrupted), .failure),
        ]
        for (report, status) in cases {
            let view = FeedsViewSpy()
            let presenter = FeedsPresenter(
                view: view, interactor: FeedsInteractorSpy(follows: [.tag("swift")], reports: [report]))
            #expect(await presenter.handle(.sync(limit: 100, quiet: false, images: false)).status == status)
            #expect(view.errors.count == (status == .success ? 0 : 1))
        }
    }

    @Test func aSyncSaysWhatCameInAndQuietSaysNothingButErrors() async {
        let view = FeedsViewSpy()
        let presenter = FeedsPresenter(
            view: view,
            interactor: FeedsInteractorSpy(
                follows: [.tag("swift")], reports: [report(.complete, new: 3), report(.complete, new: 1)]))
        _ = await presenter.handle(.sync(limit: 100, quiet: false, images: false))
        #expect(
            view.results.map { $0.text(in: .english) } == ["Synced: tag:swift 3 new, 0 updated — 7 requests, 40 left"])
        _ = await presenter.handle(.sync(limit: 100, quiet: true, images: false))
        #expect(view.results.count == 1 && view.infos.isEmpty && view.errors.isEmpty)
    }

    @Test func nothingFollowedIsNothingToSync() async {
        let view = FeedsViewSpy()
        let interactor = FeedsInteractorSpy()
        #expect(
            await FeedsPresenter(view: view, interactor: interactor).handle(.sync(limit: 100, quiet: false, images: false)) == .success
        )
        #expect(interactor.synced.isEmpty)
        #expect(view.infos == [Message(FeedsMessage.syncNothingFollowed)])
    }

    @Test func watchSyncsEachRoundAndNotifiesOnlyWhenSomethingIsNew() async {
        let view = FeedsViewSpy()
        view.waitsAllowed = 5
        let interactor = FeedsInteractorSpy(
            follows: [.tag("swift")],
            reports: [report(.complete, new: 2), report(.complete), report(.complete, new: 1)])
        #expect(
            await FeedsPresenter(view: view, interactor: interactor).handle(.watch(minutes: 5, rounds: 3)) == .success)
        #expect(interactor.synced.count == 3)
        #expect(view.waits == [.seconds(300), .seconds(300)])
        #expect(view.results.count == 3)
        #expect(view.alerts == ["2 new: tag:swift 2", "1 new: tag:swift 1"], "no notify-command: the terminal's alert")
        #expect(view.infos.last == Message(FeedsMessage.watchStopped))
    }

    @Test func ctrlCEndsWatchAndTheNotifyCommandIsUsedWhenSet() async {
        let view = FeedsViewSpy()
        view.waitsAllowed = 0
        let interactor = FeedsInteractorSpy(
            follows: [.tag("swift")], reports: [report(.complete, new: 4)], notifyOutcome: .ran)
        #expect(
            await FeedsPresenter(view: view, interactor: interactor).handle(.watch(minutes: 15, rounds: nil))
                == .success)
        #expect(interactor.synced.count == 1 && view.waits == [.seconds(900)])
        #expect(interactor.notified == ["4 new: tag:swift 4"] && view.alerts.isEmpty)
    }
}
