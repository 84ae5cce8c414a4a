import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Items presenter's reading commands with spies: unread rows marked in tables and JSON,
/// the history listing with read times, clearing it (asked first), comments, browse and
/// read/unread by row or ID.
@MainActor struct ItemsReadingPresenterTests {
    let view = ItemsViewSpy()
    let wireframe = ItemsWireframeSpy()
    let interactor = CatalogueInteractorStub(items: ItemsPresenterTests.items)
    let presenter: ItemsPresenter

    init() {
        presenter = ItemsPresenter(view: view, interactor: interactor, wireframe: wireframe, perPage: 20)
    }

    @Test func unreadRowsAreMarkedInTablesAndJSON() async throws {
        try await interactor.markRead(ItemsPresenterTests.items[1])
        _ = await presenter.handle(.search(ItemQuery(clauses: []), format: .table))
        let rows = try #require(view.listings.last?.rows)
        #expect(rows.map(\.isRead).prefix(3) == [false, true, false])
        _ = await presenter.handle(.list(format: .json()))
        #expect(view.jsonReadIDs.last == ["id2"])
    }

    @Test func returningToTheListingShowsWhatWasReadMeanwhile() async throws {
        _ = await presenter.handle(.search(ItemQuery(clauses: []), format: .table))
        #expect(view.listings.last?.rows.first?.isRead == false)
        try await interactor.markRead(ItemsPresenterTests.items[0])
        _ = await presenter.didReturn()
        #expect(view.listings.last?.rows.first?.isRead == true)
    }

    @Test func theHistoryListsReadItemsWithTheirDates() async throws {
        for item in ItemsPresenterTests.items.prefix(3) { try await interactor.markRead(item) }
        _ = await presenter.handle(.history(format: .table))
        let listing = try #require(view.listings.last)
        #expect(listing.title == .history)
        #expect(listing.datesAreReadTimes)
        #expect(listing.rows.map(\.title) == ["Item 3", "Item 2", "Item 1"])
        #expect(interactor.pageRequests.last?.kind == .history)
        // A row of the history opens like any other.
        _ = await presenter.handle(.open(.row(1), format: .table))
        guard case .detail(let request)? = wireframe.destinations.last else {
            Issue.record("no route")
            return
        }
        #expect(request.item.id == "id3")
        #expect(request.position?.kind == .history)
    }

    @Test func clearingTheHistoryAsksFirst() async throws {
        for item in ItemsPresenterTests.items.prefix(2) { try await interactor.markRead(item) }
        view.confirms = false
        _ = await presenter.handle(.clearHistory)
        #expect(view.confirmationsAsked == [2])
        #expect(view.infos.last == Message(ItemsMessage.historyKept))
        #expect(interactor.history.count == 2)
        view.confirms = true
        _ = await presenter.handle(.clearHistory)
        #expect(view.infos.last == Message(ItemsMessage.historyCleared, "2"))
        #expect(interactor.history.isEmpty)
        _ = await presenter.handle(.clearHistory)
        #expect(view.confirmationsAsked == [2, 2], "nothing to forget: nothing asked")
        #expect(view.infos.last == Message(ItemsMessage.historyCleared, "0"))
    }

    @Test func commentsBrowseAndMarksByRowOrID() async throws {
        _ = await presenter.handle(.comments(.row(1), format: .table))
        #expect(view.errors.last?.message == Message(ItemsMessage.noListing))
        _ = await presenter.handle(.search(ItemQuery(clauses: []), format: .table))
        let comment = QiitaComment(
            id: "c9", body: "Hi", createdAt: "2024-01-01T00:00:00Z", updatedAt: "2024-01-01T00:00:00Z",
            user: QiitaUser(id: "bob", name: "", githubLoginName: nil))
        interactor.setComments(.known([comment]), for: "id2")
        _ = await presenter.handle(.comments(.row(2), format: .json()))
        #expect(view.commentsJSON == [[comment]])
        _ = await presenter.handle(.comments(.id("id3"), format: .table))
        #expect(
            view.infos.last
                == Message(
                    SharedMessage.commentsNone, parts: [.message(Message(SharedMessage.itemQuotedTitle, "Item 3"))]),
            "unknown, but the item counts none")

        _ = await presenter.handle(.browse(.row(1)))
        #expect(interactor.openedURLs == [ItemsPresenterTests.items[0].url])
        #expect(view.urlsWithoutBrowser == [ItemsPresenterTests.items[0].url])

        _ = await presenter.handle(.markRead(.row(4)))
        #expect(interactor.history == ["id4"])
        _ = await presenter.handle(.markUnread(.id("id4")))
        #expect(interactor.history.isEmpty)
        #expect(await presenter.handle(.markUnread(.row(99))) == .failed(.usage))
        _ = await presenter.handle(.markRead(.row(Int.min)))
        #expect(
            view.errors.last?.message == Message(SharedMessage.itemsNoSuchRow, String(Int.min), "20"),
            "refused, not trapped")
    }
}
