@testable import OutputTools
import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Items presenter and the history of places, with spies: every listing shown is reported
/// (an author's with the profile above it), `back` goes where the wireframe can go or says there
/// is nowhere, going back shows the listing as it was without asking the source again, and
/// switching the source forgets the places (and, at a terminal, lists the new source).
@MainActor struct ItemsPlacesPresenterTests {
    let view = ItemsViewSpy()
    let wireframe = ItemsWireframeSpy()
    let interactor = CatalogueInteractorStub(items: ItemsPresenterTests.items)

    private func presenter(
        landsOnNewest: Bool = false, liveAPIHost: String? = nil, format: OutputFormat = .table
    ) -> ItemsPresenter {
        ItemsPresenter(
            view: view, interactor: interactor, wireframe: wireframe, perPage: 20, defaultFormat: format,
            landsOnNewest: landsOnNewest, liveAPIHost: liveAPIHost)
    }

    @Test func everyListingShownIsReportedAsAPlace() async {
        let presenter = presenter()
        _ = await presenter.handle(.search(ItemsPresenterTests.query("swift"), format: .table))
        _ = await presenter.handle(.nextPage(format: .table))
        _ = await presenter.handle(.author("user1", format: .table))
        _ = await presenter.handle(.stocks(format: .json()))
        #expect(
            wireframe.places.map(\.kind) == [
                .search(ItemsPresenterTests.query("swift")), .search(ItemsPresenterTests.query("swift")),
                .author("user1"), .stocks,
            ])
        #expect(wireframe.places.map(\.page.page) == [1, 2, 1, 1])
        #expect(wireframe.places[2].author?.profile.id == "user1", "the author's page keeps the profile")
        #expect(wireframe.places.allSatisfy { $0.kind == .author("user1") || $0.author == nil })
    }

    @Test func backWithNowhereToGoSaysSoAndRoutesNowhere() async {
        let presenter = presenter()
        #expect(await presenter.handle(.back) == .failed(.failure))
        #expect(view.errors.map(\.message) == [Message(ItemsMessage.backNowhere)])
        #expect(wireframe.destinations.isEmpty)
        wireframe.canGoBack = true
        _ = await presenter.handle(.back)
        #expect(wireframe.destinations == [.back])
        #expect(view.errors.count == 1)
    }

    @Test func goingBackShowsTheAuthorsPageAsItWasWithoutAskingAgain() async throws {
        let presenter = presenter()
        _ = await presenter.handle(.author("user2", format: .table))
        let place = try #require(wireframe.places.last)
        _ = await presenter.handle(.search(ItemsPresenterTests.query("other"), format: .table))
        try await interactor.markRead(place.page.items[0])
        let requests = interactor.pageRequests.count
        view.authors = []

        _ = await presenter.didGoBack(to: place)
        #expect(interactor.pageRequests.count == requests, "shown from memory")
        #expect(view.authors.map(\.profile.id) == ["user2"])
        #expect(view.listings.last?.title == .author("user2"))
        #expect(view.listings.last?.rows.first?.isRead == true, "what was read meanwhile shows")
        // The listing is the current one again: rows and paging work on it.
        _ = await presenter.handle(.open(.row(1), format: .table))
        guard case .detail(let request)? = wireframe.destinations.last else {
            Issue.record("not opened")
            return
        }
        #expect(request.item.id == place.page.items[0].id)
        #expect(wireframe.places.last?.kind == .author("user2"))
    }

    @Test func goingBackPrintsNothingForJSONScripts() async throws {
        let presenter = presenter(format: .json())
        _ = await presenter.handle(.search(ItemQuery(clauses: []), format: .json()))
        let place = try #require(wireframe.places.last)
        let shown = view.jsonPages.count
        _ = await presenter.didGoBack(to: place)
        #expect(view.jsonPages.count == shown && view.listings.isEmpty)
        _ = await presenter.handle(.list(format: .json()))
        #expect(view.jsonPages.count == shown + 1, "but the listing is current again")
    }

    @Test func switchingTheSourceForgetsThePlacesAndListsItAtATerminal() async {
        let script = presenter()
        _ = await script.handle(.switchSource(.demo))
        #expect(wireframe.sourceSwitches == 1)
        #expect(view.listings.isEmpty, "scripts ask for a listing themselves")

        let terminal = presenter(landsOnNewest: true)
        _ = await terminal.handle(.switchSource(.qiita))
        #expect(wireframe.sourceSwitches == 2)
        #expect(view.infos.last == Message(ItemsMessage.sourceLive, "qiita", "45"))
        #expect(view.listings.last?.title == .search(query: ""), "the newest items of the new source, as on arrival")
        #expect(view.listings.count == 1)
    }

    @Test func theLiveSourceNamesTheHostItAsksWhenNotQiitas() async {
        let presenter = presenter(liveAPIHost: "127.0.0.1:8081")
        _ = await presenter.handle(.switchSource(.qiita))
        #expect(view.infos.last == Message(ItemsMessage.sourceLiveAt, "qiita", "45", "127.0.0.1:8081"))
        #expect(
            view.infos.last?.text(in: .english)
                == "Source: qiita (the Qiita API at 127.0.0.1:8081; 45 items cached for offline use)")
        _ = await presenter.handle(.switchSource(.demo))
        #expect(
            view.infos.last == Message(ItemsMessage.source, "demo", "45"), "the host is named for the live source only")
    }

    @Test func openingARowOfAnEmptyListingSaysItIsEmpty() async {
        let presenter = presenter()
        _ = await presenter.handle(.author("nobody", format: .table))
        _ = await presenter.handle(.stocks(format: .table))
        _ = await presenter.handle(.open(.row(1), format: .table))
        #expect(view.errors.last?.message == Message(ItemsMessage.noRows, "1"))
        #expect(view.errors.last?.message.text(in: .english) == "no row 1: the listing is empty")
    }

    @Test func unreadByIDNamesAnItemOnThePageByTitle() async throws {
        let presenter = presenter()
        _ = await presenter.handle(.search(ItemQuery(clauses: []), format: .table))
        try await interactor.markRead(ItemsPresenterTests.items[1])
        _ = await presenter.handle(.markUnread(.id("id2")))
        #expect(
            view.infos.last
                == Message(
                    SharedMessage.readUnmarked, parts: [.message(Message(SharedMessage.itemQuotedTitle, "Item 2"))]))
        try await interactor.markRead(ItemsPresenterTests.items[0])
        _ = await presenter.handle(.search(ItemsPresenterTests.query("x"), format: .table))
        _ = await presenter.handle(.markRead(.row(3)))
        #expect(view.infos.last?.text(in: .english) == "Marked “Item 3” as read.")
    }
}
