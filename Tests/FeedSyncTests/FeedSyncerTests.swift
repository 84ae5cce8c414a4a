import CatalogueStore
import FeedSync
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ItemsModel
import QiitaAPI
import Testing
import TestSupport

/// `FeedSyncer` against Scripts/qiita-fixture-server (real HTTP) into a real SQLite mirror: what
/// a sync stores, how many requests it makes, and how it meets faults and the rate limit.
@Suite struct FeedSyncerTests {
    let folder: TemporaryDirectory
    let server: QiitaFixtureServer
    let store: ItemStore

    init() throws {
        folder = try TemporaryDirectory()
        server = try QiitaFixtureServer()
        store = try ItemStore(path: folder.file("items-mirror.sqlite"))
        try store.prepareMirror()
    }

    private func syncer(token: Bool = true, limit: Int = 100, now: Date = Date()) throws -> FeedSyncer {
        let budget = RateBudget(kept: try store.mirrorRate(), withToken: token, now: now)
        let api = HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(baseURL: server.baseURL, token: token ? "fixture-token" : nil),
            rateObserver: { budget.observe($0) }, retriesTransient: false)
        var syncer = FeedSyncer(api: api, store: store, budget: budget)
        syncer.limit = limit
        syncer.backoff = .milliseconds(20)
        return syncer
    }

    /// A syncer made now (with the budget the mirror kept), run once.
    private func run(
        token: Bool = true, limit: Int = 100, now: Date = Date()
    ) throws -> ([Feed]) async -> FeedSyncReport {
        let syncer = try syncer(token: token, limit: limit, now: now)
        return { feeds in await syncer.sync(feeds) }
    }

    /// What the server serves of a feed, newest first: its items, each with its comment count.
    private func served(_ path: String, limit: Int) async throws -> [(id: String, comments: Int)] {
        var request = URLRequest(
            url: server.baseURL.appendingPathComponent(path).appending(queryItems: [
                URLQueryItem(name: "per_page", value: String(limit))
            ]))
        request.setValue("Bearer fixture-token", forHTTPHeaderField: "Authorization")
        let (data, _) = try await URLSession.shared.data(for: request)
        let items = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return items.map { ($0["id"] as? String ?? "", $0["comments_count"] as? Int ?? -1) }
    }

    @Test func aFirstSyncStoresEveryFeedOnceWithItsCommentsInTheFewestRequests() async throws {
        let feeds = [Feed.tag("swift"), .tag("python"), .user("user1")]
        let report = try await run(limit: 30)(feeds)
        #expect(report.ending == .complete)
        var expected: [String: Int] = [:]
        var perFeed: [Int] = []
        for path in ["api/v2/tags/swift/items", "api/v2/tags/python/items", "api/v2/users/user1/items"] {
            let items = try await served(path, limit: 30)
            perFeed.append(items.count)
            for item in items { expected[item.id] = item.comments }
        }
        #expect(perFeed.reduce(0, +) > expected.count, "the feeds share items")
        #expect(try store.count() == expected.count, "an item in two feeds is stored once")
        for (id, count) in expected {
            #expect(try store.comments(itemID: id)?.count == count, "\(id)")
        }
        #expect(try store.pendingCommentItemIDs().isEmpty)
        let stats = try await server.stats()
        #expect(
            stats.byKind["comments"] == expected.values.filter { $0 > 0 }.count, "comments only where there are some")
        #expect(stats.served == 3 + expected.values.filter { $0 > 0 }.count + 3, "three pages and the lookups above")
        #expect(stats.maxInFlight <= FeedSyncer.parallelism)
        #expect(report.requestsSent == stats.served - 3)
        #expect(report.feeds.map(\.newItems) == perFeed, "an item in two feeds is new in both")
    }

    @Test func anIncrementalSyncFetchesOnlyWhatIsNewOrChanged() async throws {
        let feeds = [Feed.tag("swift")]
        _ = try await run(limit: 10)(feeds)
        try await server.resetStats()
        let added = try await server.addItems(tag: "swift", user: "user2", count: 2, comments: 1)
        let second = try await run()(feeds)
        #expect(second.ending == .complete)
        #expect(second.feeds[0].newItems == 2 && second.feeds[0].updatedItems == 0)
        #expect(try await server.stats().served == 3, "one page and the two new items' comments")
        #expect(try store.comments(itemID: added[0])?.count == 1)

        try await server.touch(id: added[0])
        let third = try await run()(feeds)
        #expect(third.feeds[0].newItems == 0 && third.feeds[0].updatedItems == 1)
        #expect(try store.item(id: added[0])?.title.hasSuffix("(edited)") == true)
    }

    @Test func serverErrorsAreRetriedAndTruncatedAnswersToo() async throws {
        try await server.fail("503", times: 2, path: "/comments")
        let report = try await run(limit: 8)([.tag("swift")])
        #expect(report.ending == .complete)
        try await server.fail("truncated", times: 1)
        _ = try await server.addItems(tag: "swift", user: "user2", count: 1)
        #expect(try await run()([.tag("swift")]).ending == .complete)
    }

    @Test func tooManyRequestsEndsTheSyncAndTheNextResumes() async throws {
        try await server.fail("429", times: 1, path: "/comments")
        let report = try await run(limit: 20)([.tag("swift")])
        #expect(report.ending == .rateLimited)
        #expect(try store.count() == (try await served("api/v2/tags/swift/items", limit: 20)).count, "the page is kept")
        // After the reset the 429 announced (answers still in flight may have said more is left).
        let next = try await run(now: Date().addingTimeInterval(3601))([.tag("swift")])
        #expect(next.ending == .complete)
        #expect(try store.pendingCommentItemIDs().isEmpty)
    }

    @Test func theBudgetIsNeverOverspentAndTheNextSyncResumesOnceItResets() async throws {
        try await server.setRate(remaining: 7, resetIn: 3600, bucket: "anonymous")
        let first = try await run(token: false, limit: 20)([.tag("swift"), .tag("python")])
        #expect(first.ending == .rateLimited)
        #expect(first.requestsSent == 7 && first.requestsLeft == 0)
        #expect(first.feedsLeft + first.commentsLeft > 0)
        let refusedEarly = try await run(token: false)([.tag("swift"), .tag("python")])
        #expect(refusedEarly.ending == .rateLimited && refusedEarly.requestsSent == 0, "the kept budget says no")
        // An hour later (the kept window over), the server's new window has room.
        try await server.setRate(remaining: 60, resetIn: 7200, bucket: "anonymous")
        let resumed = try await run(token: false, now: Date().addingTimeInterval(3601))([.tag("swift"), .tag("python")])
        #expect(resumed.ending == .complete)
        #expect(try await server.stats().refused == 0, "no request was sent that the budget said would fail")
        #expect(try store.pendingCommentItemIDs().isEmpty)
    }

    @Test func anUnknownFeedIsSaidAndTheOthersSync() async throws {
        let report = try await run(limit: 5)([.tag("no-such-tag-here"), .tag("swift")])
        #expect(report.ending == .complete)
        #expect(report.feeds[0].missing && report.feeds[1].newItems == 5)
    }
}
