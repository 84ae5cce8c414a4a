import Foundation
import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import QiitaActions
@testable import QiitaAPI
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// Records what the Account presenter shows.
@MainActor final class AccountModuleViewSpy: AccountModuleViewInterface, RecordsAccount {
    let account = AccountViewRecording()
    var infos: [Message] = []
    var errors: [Message] = []
    var rows: [[OutboxRow]] = []
    var json: [[OutboxEntry]] = []
    var requests: [(headline: Message, method: String, path: String, body: String)] = []
    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message) { errors.append(message) }
    func showOutbox(_ rows: [OutboxRow]) { self.rows.append(rows) }
    func showOutboxJSON(_ entries: [OutboxEntry], fields: [String]?) { json.append(entries) }
    func showRequest(_ headline: Message, method: String, path: String, body: String) {
        requests.append((headline, method, path, body))
    }
}

/// The account's decisions with spies: what is queued and sent for `publish`, `outbox`, stocks,
/// comments and likes, and what is refused before anything is queued.
@MainActor struct AccountPresenterTests {
    let view = AccountModuleViewSpy()
    let outbox = OutboxSpy()

    private func presenter(_ outbox: OutboxSpy?) -> AccountPresenter {
        AccountPresenter(view: view, interactor: AccountInteractor(outbox: outbox))
    }

    private static func draft(_ file: String, id: String? = nil) -> ArticleDraft {
        ArticleDraft(file: "/work/" + file, title: "Title of \(file)", body: "Body", tags: ["swift"], id: id)
    }

    @Test func publishQueuesTheGoodFilesSaysWhyOfTheBadAndSendsOnce() async {
        outbox.knows(Self.draft("a.md"), at: "a.md")
        outbox.knows(Self.draft("c.md", id: "i3"), at: "c.md")
        let outcome = await presenter(outbox).handle(.publish(files: ["a.md", "b.md", "c.md"], dryRun: false, force: true))
        #expect(outcome == .failed())
        #expect(view.errors.map { $0.key as? ActionMessage } == [.fileUnreadable])
        var expected = [Self.draft("a.md"), Self.draft("c.md", id: "i3")]
        for index in expected.indices { expected[index].force = true }
        #expect(outbox.queued == expected.map { .publish($0) })
        #expect(outbox.sends == 1)
    }

    @Test func aDryRunShowsEachRequestAndQueuesNothing() async {
        outbox.knows(Self.draft("a.md"), at: "a.md")
        outbox.knows(Self.draft("c.md", id: "i3"), at: "c.md")
        #expect(await presenter(outbox).handle(.publish(files: ["a.md", "c.md"], dryRun: true, force: false)) == .success)
        #expect(view.requests.map(\.method) == ["POST", "PATCH"])
        #expect(view.requests.map(\.path) == ["/api/v2/items", "/api/v2/items/i3"])
        #expect(view.requests.first?.body.contains("\"title\" : \"Title of a.md\"") == true)
        #expect(outbox.queued.isEmpty && outbox.sends == 0)
    }

    @Test func withoutATokenNothingIsQueued() async {
        let offline = OutboxSpy(reach: .noToken)
        offline.knows(Self.draft("a.md"), at: "a.md")
        #expect(await presenter(offline).handle(.publish(files: ["a.md"], dryRun: false, force: false)) == .failed())
        #expect(view.errors.map { $0.key as? AccountMessage } == [.needsToken])
        #expect(offline.queued.isEmpty)
        #expect(await presenter(offline).handle(.send(all: false)) == .failed())
        #expect(offline.sends == 0)
    }

    @Test func theOutboxListsEachEntrysStateAndDropsByNumber() async {
        var sent = OutboxEntry(number: 4, action: .comment(itemID: "i", title: "T", body: "b"), queuedAt: Date())
        sent.sentAt = Date()
        var held = OutboxEntry(number: 7, action: .publish(Self.draft("a.md", id: "i")), queuedAt: Date())
        held.refusal = "changed on Qiita"
        var done = OutboxEntry(number: 8, action: .publish(Self.draft("b.md")), queuedAt: Date())
        done.result = "new"
        let waiting = OutboxEntry(number: 9, action: .stock(itemID: "s", title: "S"), queuedAt: Date())
        outbox.holds([sent, held, done, waiting])
        let presenter = presenter(outbox)
        #expect(await presenter.handle(.outbox(format: .table)) == .success)
        #expect(view.rows.last?.map(\.number) == [4, 7, 8, 9])
        #expect(
            view.rows.last?.map { $0.state.key as? AccountMessage } == [.stateSent, .stateHeld, .stateDone, .stateWaiting])
        #expect(await presenter.handle(.drop(7)) == .success)
        #expect(await presenter.handle(.drop(7)) == .failed())
        #expect(view.errors.last?.key as? AccountMessage == .outboxNoEntry)
        #expect(await presenter.handle(.send(all: true)) == .success)
        #expect(outbox.retriedRefused == [true])
    }

    @Test func sendingWhenOnlyHeldEntriesWaitSaysSoAndSendsNothing() async {
        var held = OutboxEntry(number: 3, action: .stock(itemID: "s", title: "S"), queuedAt: Date())
        held.refusal = "(400) no"
        outbox.holds([held])
        #expect(await presenter(outbox).handle(.send(all: false)) == .success)
        #expect(view.infos.map { $0.key as? AccountMessage } == [.outboxOnlyHeld])
        #expect(outbox.sends == 0)
        outbox.holds([])
        #expect(await presenter(outbox).handle(.send(all: false)) == .success)
        #expect(view.infos.last?.key as? AccountMessage == .outboxNothingToSend)
    }

    @Test func aReportSaysWhatReachedQiitaAndWhatWaitsAndWhy() async {
        var report = OutboxSendReport()
        report.delivered = [
            .init(entry: OutboxEntry(number: 1, action: .stock(itemID: "a", title: "A"), queuedAt: Date()))
        ]
        report.stopped = .cannotConnect(host: "qiita.com")
        report.waiting = 2
        outbox.willReport(report)
        outbox.holds([OutboxEntry(number: 2, action: .stock(itemID: "b", title: "B"), queuedAt: Date())])
        // Offline: the rest waits, and that is no failure.
        #expect(await presenter(outbox).handle(.send(all: false)) == .success)
        #expect(view.infos.map { $0.key as? AccountMessage } == [.deliveredStock, .waitingBecause])
        // A token without the scope: a failure, with the queue kept.
        report.stopped = .forbidden
        outbox.willReport(report)
        #expect(await presenter(outbox).handle(.send(all: false)) == .failed())
        #expect(view.errors.last?.key as? QiitaErrorMessage == .missingWriteScope)
    }

    @Test func itemsQueueStocksAndCommentsAndRefuseLikesOffATeam() async {
        let items = ItemsPresenterTests.items
        let interactor = CatalogueInteractorStub(items: items)
        interactor.outbox = outbox
        let itemsView = ItemsViewSpy()
        let presenter = ItemsPresenter(view: itemsView, interactor: interactor, wireframe: ItemsWireframeSpy(), perPage: 20)
        _ = await presenter.handle(.search(ItemsPresenterTests.query("item"), format: .table))
        let first = try? #require(itemsView.listings.last?.rows.first)
        let item = items.first { $0.title == first?.title }
        #expect(await presenter.handle(.stock(.row(1))) == .success)
        #expect(outbox.queued == [.stock(itemID: item?.id ?? "", title: item?.title ?? "")])
        // Stocked already: nothing more is sent.
        #expect(await presenter.handle(.stock(.row(1))) == .success)
        #expect(outbox.queued.count == 1)

        itemsView.account.composed = .text("# template line\nHello there\n\n")
        #expect(await presenter.handle(.account(.row(1), .comment(replyTo: nil))) == .success)
        #expect(outbox.queued.last == .comment(itemID: item?.id ?? "", title: item?.title ?? "", body: "Hello there"))
        #expect(itemsView.account.templates.last?.hasPrefix("# Your comment on") == true)
        itemsView.account.composed = .text("# only the template\n")
        #expect(await presenter.handle(.account(.row(1), .comment(replyTo: nil))) == .success)
        #expect(itemsView.infos.last?.key as? AccountMessage == .commentCancelled)
        #expect(outbox.queued.count == 2)

        #expect(await presenter.handle(.account(.row(1), .like(true))) == .failed())
        #expect(itemsView.errors.last?.message.key as? AccountMessage == .likesTeamOnly)
        #expect(outbox.queued.count == 2)

        // Someone else's comment is never queued for deleting; one's own is, after the question.
        outbox.knows(QiitaComment(id: "c1", body: "x", createdAt: "", updatedAt: "", user: QiitaUser(id: "other", name: "", githubLoginName: nil)))
        outbox.knows(QiitaComment(id: "c2", body: "mine", createdAt: "", updatedAt: "", user: QiitaUser(id: "fixture_user", name: "", githubLoginName: nil)))
        #expect(await presenter.handle(.account(nil, .deleteComment("c1"))) == .failed())
        itemsView.account.confirms = false
        #expect(await presenter.handle(.account(nil, .deleteComment("c2"))) == .success)
        #expect(outbox.queued.count == 2)
        itemsView.account.confirms = true
        #expect(await presenter.handle(.account(nil, .deleteComment("c2"))) == .success)
        #expect(outbox.queued.last == .deleteComment(commentID: "c2"))
    }
}
