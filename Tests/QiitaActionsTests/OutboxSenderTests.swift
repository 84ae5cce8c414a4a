import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import FeedSync
@testable import ItemsModel
@testable import QiitaActions
@testable import QiitaAPI
@testable import ShellKit
import Testing
import TestSupport
@testable import UserState

/// `OutboxSender` against the fixture server's write endpoints: in order, each action once,
/// answers lost after the effect (a cut connection, a 500) looked up instead of sent again, and
/// what each failure does to the queue.
@Suite struct OutboxSenderTests {
    let folder: TemporaryDirectory
    let server: QiitaFixtureServer
    let store: OutboxStore

    init() throws {
        folder = try TemporaryDirectory()
        server = try QiitaFixtureServer()
        store = OutboxStore(file: JSONFileStore(path: folder.file("outbox.json")))
    }

    private func sender(token: String = "fixture-token", budget: RateBudget? = nil) -> OutboxSender {
        let budget = budget ?? RateBudget(kept: nil, identity: .anonymous, now: Date())
        let api = HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(baseURL: server.baseURL, token: token),
            rateObserver: { budget.observe($0) }, retriesTransient: false)
        return OutboxSender(
            api: api, store: store, userID: "alice", budget: budget,
            files: ArticleFiles(workingDirectory: folder.file("")))
    }

    private func queue(_ actions: OutboxAction...) throws {
        for action in actions { _ = try store.queue(action, for: "alice", at: Date()) }
    }

    private func itemIDs() async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("api/v2/items"))
        return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func sendsInOrderAndEmptiesTheQueue() async throws {
        let ids = try await itemIDs()
        try queue(
            .stock(itemID: ids[0], title: "A"), .comment(itemID: ids[1], title: "B", body: "First"),
            .unstock(itemID: ids[0], title: "A"), .stock(itemID: ids[2], title: "C"))
        let report = await sender().send()
        #expect(report.delivered.map(\.entry.number) == [1, 2, 3, 4])
        #expect(report.stopped == nil && report.waiting == 0)
        #expect(report.delivered[1].comment?.body == "First")
        #expect(try await server.writes().map { $0["method"] as? String } == ["PUT", "POST", "DELETE", "PUT"])
        #expect(try await server.stocks() == [ids[2]])
        #expect(try store.entries(for: "alice").isEmpty)
    }

    @Test func aCommentWhoseAnswerWasLostIsLookedUpNotSentAgain() async throws {
        let ids = try await itemIDs()
        for (number, fault) in ["cut-after", "500-after", "timeout-after"].enumerated() where fault != "timeout-after" {
            try await server.fail(fault, method: "POST")
            try queue(.comment(itemID: ids[number], title: "T", body: "Exactly once \(fault)"))
            let first = await sender().send()
            #expect(first.stopped != nil, "\(fault) stops the sending")
            let waiting = try #require(try store.entries(for: "alice").first)
            #expect(waiting.sentAt != nil && waiting.result == nil)

            let second = await sender().send()
            #expect(second.delivered.first?.foundOnQiita == true, "\(fault)")
            #expect(second.waiting == 0)
            let posted = try await server.ownComments().filter { $0.body == "Exactly once \(fault)" }
            #expect(posted.count == 1)
            #expect(second.delivered.first?.entry.result == posted.first?.id)
        }
    }

    @Test func aCommentThatNeverArrivedIsSentAgain() async throws {
        let ids = try await itemIDs()
        try await server.fail("500", method: "POST")
        try queue(.comment(itemID: ids[0], title: "T", body: "Second try"))
        #expect(await sender().send().stopped == .serverFailedWrite(status: 500))
        let second = await sender().send()
        #expect(second.delivered.first?.foundOnQiita == false)
        #expect(try await server.ownComments().map(\.body) == ["Second try"])
    }

    @Test func aGoneItemIsDroppedAMissingScopeStopsARefusalIsHeld() async throws {
        let ids = try await itemIDs()
        try queue(
            .stock(itemID: "00000000000000000000", title: "Gone"), .comment(itemID: ids[0], title: "T", body: ""),
            .stock(itemID: ids[1], title: "B"))
        let report = await sender().send()
        #expect(report.dropped.map(\.entry.number) == [1])
        #expect(report.refused.map(\.number) == [2])
        #expect(report.refused.first?.refusal?.contains("400") == true)
        #expect(report.delivered.map(\.entry.number) == [3])
        #expect(try store.entries(for: "alice").map(\.number) == [2])

        // Held entries are not sent again unless asked.
        #expect(await sender().send().delivered.isEmpty)
        try queue(.stock(itemID: ids[2], title: "C"))
        let readOnly = await sender(token: "fixture-read-token").send()
        #expect(readOnly.stopped == .forbidden)
        #expect(try store.entries(for: "alice").map(\.number) == [2, 4])
        #expect(try await server.stocks() == [ids[1]])
    }

    @Test func theRateBudgetHoldsTheQueueUntilItsReset() async throws {
        let ids = try await itemIDs()
        let budget = RateBudget(kept: nil, identity: .anonymous, now: Date())
        budget.observe(QiitaRateLimit(remaining: 0, limit: 1000, resetAt: Date().addingTimeInterval(600)))
        try queue(.stock(itemID: ids[0], title: "A"))
        let report = await sender(budget: budget).send()
        guard case .rateLimited? = report.stopped else {
            Issue.record("expected the rate limit, got \(String(describing: report.stopped))")
            return
        }
        #expect(try await server.writes().isEmpty)
        #expect(report.waiting == 1)
    }

    @Test func anArticleIsCreatedOnceAndItsFileWrittenBack() async throws {
        let path = try folder.write("---\ntitle: New\ntags: [swift]\nid: null\n---\nHello\n", to: "new.md")
        let draft = try ArticleFiles(workingDirectory: folder.file("")).draft(at: path)
        try await server.fail("cut-after", method: "POST")
        try queue(.publish(draft))
        #expect(await sender().send().stopped != nil)
        let report = await sender().send()
        #expect(report.delivered.first?.foundOnQiita == true)
        let items = try await server.state()["items_by_fixture_user"] as? [[String: Any]] ?? []
        #expect(items.count == 1)
        let written = try ArticleFiles(workingDirectory: folder.file("")).draft(at: path)
        #expect(written.id == items.first?["id"] as? String)
        #expect(written.updatedAt == items.first?["updated_at"] as? String)
    }
}
