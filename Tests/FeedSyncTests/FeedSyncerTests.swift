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

    /// Each token's identity (the app names a token by a fingerprint of it, made in UserState).
    static let identities = [
        "fixture-token": RateIdentity.token(fingerprint: "f1x7u4e70ken0000"),
        "wrong-token": .token(fingerprint: "0000wr0n670ken00"),
    ]
    static let tokenIdentity = identities["fixture-token"]!

    /// A syncer sending `token` (nil: none; the fixture server counts a token it does not know
    /// in the anonymous bucket), with the budget the mirror kept for its identity.
    private func syncer(
        token: String? = "fixture-token", limit: Int = 100, now: Date = Date(), baseURL: URL? = nil,
        tokenCommand: TokenCommand? = nil
    ) throws -> FeedSyncer {
        let identity = token.map { Self.identities[$0]! } ?? .anonymous
        let budget = RateBudget(kept: try store.mirrorRate(identity: identity.key), identity: identity, now: now)
        let api = HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(
                baseURL: baseURL ?? server.baseURL, token: tokenCommand == nil ? token : nil),
            tokenCommand: tokenCommand, rateObserver: { budget.observe($0) }, retriesTransient: false)
        var syncer = FeedSyncer(api: api, store: store, budget: budget)
        syncer.limit = limit
        syncer.backoff = .milliseconds(20)
        return syncer
    }

    /// A syncer made now (with the budget the mirror kept), run once.
    private func run(
        token: String? = "fixture-token", limit: Int = 100, now: Date = Date()
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
        #expect(report.commentsFetched == expected.values.reduce(0, +), "every comment of every item, counted")
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
        let first = try await run(token: nil, limit: 20)([.tag("swift"), .tag("python")])
        #expect(first.ending == .rateLimited)
        #expect(first.requestsSent == 7 && first.requestsLeft == 0)
        #expect(first.feedsLeft + first.commentsLeft > 0)
        let refusedEarly = try await run(token: nil)([.tag("swift"), .tag("python")])
        #expect(refusedEarly.ending == .rateLimited && refusedEarly.requestsSent == 0, "the kept budget says no")
        // An hour later (the kept window over), the server's new window has room.
        try await server.setRate(remaining: 60, resetIn: 7200, bucket: "anonymous")
        let resumed = try await run(token: nil, now: Date().addingTimeInterval(3601))([.tag("swift"), .tag("python")])
        #expect(resumed.ending == .complete)
        #expect(try await server.stats().refused == 0, "no request was sent that the budget said would fail")
        #expect(try store.pendingCommentItemIDs().isEmpty)
    }

    @Test func anUnknownFeedIsSaidAndTheOthersSync() async throws {
        let report = try await run(limit: 5)([.tag("no-such-tag-here"), .tag("swift")])
        #expect(report.ending == .complete)
        #expect(report.feeds[0].missing && report.feeds[1].newItems == 5)
    }

    /// No token, or a wrong one (which the fixture server counts in the anonymous bucket), spends
    /// the anonymous bucket: what it spent is its own, and a valid token then syncs.
    @Test(arguments: [nil, "wrong-token"] as [String?])
    func aBudgetSpentByOneIdentityHoldsBackNoOthersRequests(spender: String?) async throws {
        try await server.setRate(remaining: 3, resetIn: 3600, bucket: "anonymous")
        let spent = try await run(token: spender, limit: 20)([.tag("swift")])
        #expect(spent.ending == .rateLimited && spent.requestsSent == 3)
        #expect(try await run(token: spender)([.tag("swift")]).requestsSent == 0, "its own budget is spent")
        let withToken = try await run()([.tag("swift")])
        #expect(withToken.ending == .complete, "a valid token's budget is its own")
        #expect(withToken.requestsSent > 0)
        #expect(try await server.stats().refused == 0)
        // Each kept apart: the spender's is still spent, the token's is what its answers said.
        let spenderKey = spender.map { Self.identities[$0]!.key } ?? RateIdentity.anonymous.key
        #expect(try store.mirrorRate(identity: spenderKey)?.remaining == 0)
        #expect(try store.mirrorRate(identity: Self.tokenIdentity.key)?.remaining == withToken.requestsLeft)
    }

    @Test func requestsThatNeverLeftAreNotCounted() async throws {
        let failing = TokenCommand()
        failing.set("exit 3")
        let noToken = try await syncer(tokenCommand: failing).sync([.tag("swift"), .tag("python")])
        #expect(noToken.ending == .failed(.tokenCommandFailed("exit status 3")))
        #expect(noToken.requestsSent == 0, "the token-command failed before any request")
        #expect(try await server.stats().served == 0)

        // A port nothing listens on: the connection is refused before any request.
        let nowhere = URL(string: "http://127.0.0.1:9")!
        let refused = try await syncer(baseURL: nowhere).sync([.tag("swift")])
        #expect(refused.ending == .failed(.cannotConnect(host: "127.0.0.1")))
        #expect(refused.requestsSent == 0)
    }

    @Test func aResumedSyncFetchesTheCommentsLeftAndCountsThem() async throws {
        // Stopped among the comments: the page is in, some items still wait for theirs.
        try await server.fail("429", times: 1, path: "/comments")
        let stopped = try await run(limit: 20)([.tag("swift")])
        #expect(stopped.ending == .rateLimited && stopped.commentsLeft > 0)
        let waiting = try store.pendingCommentItemIDs()
        var expected = 0
        for id in waiting { expected += try #require(try store.item(id: id)).commentsCount }
        let resumed = try await run(now: Date().addingTimeInterval(3601))([.tag("swift")])
        #expect(resumed.ending == .complete)
        #expect(resumed.newItems == 0 && resumed.updatedItems == 0, "nothing new: only comments")
        #expect(resumed.commentsFetched == expected)
        #expect(resumed.requestsSent == waiting.count + 1, "a request per item waiting, and the feed's page")
    }
}
