@testable import OutputTools
import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// ItemDetail's presenter: showing, stepping through the listing across pages, stocking, back.
@MainActor struct ItemDetailPresenterTests {
    let items = ItemsPresenterTests.items
    let interactor = CatalogueInteractorStub(items: ItemsPresenterTests.items)
    let view = ItemDetailViewSpy()
    let wireframe = ItemDetailWireframeSpy()

    /// Opened from row `index + 1` of page `page` (20 a page) of the 45-item listing.
    private func presenter(page: Int, index: Int, format: OutputFormat = .table) async throws -> ItemDetailPresenter {
        let kind = ItemListingKind.search(ItemQuery(clauses: []))
        let loaded = try await interactor.page(kind, page: page, perPage: 20)
        let request = ItemDetailRequest(
            item: loaded.items[index], position: ItemListingPosition(kind: kind, page: loaded, index: index),
            format: format)
        let presenter = ItemDetailPresenter(request: request, view: view, interactor: interactor, wireframe: wireframe)
        _ = await presenter.start()
        return presenter
    }

    @Test func startShowsTheItemAndItsPlaceInTheListing() async throws {
        _ = try await presenter(page: 2, index: 2)
        #expect(view.shown.map(\.item.id) == ["id23"])
        #expect(view.shown.first?.position?.text(in: .english) == "23 of 45")
        #expect(view.shown.first?.isStocked == false)
    }

    @Test func theSearchsWordsGoWithTheItemToTheReader() async throws {
        let query = try ItemQueryParser.parse("item title:body -other tag:tag \"a phrase\"")
        let kind = ItemListingKind.search(query)
        let loaded = try await interactor.page(kind, page: 1, perPage: 20)
        let request = ItemDetailRequest(
            item: loaded.items[0], position: ItemListingPosition(kind: kind, page: loaded, index: 0), format: .table)
        _ = await ItemDetailPresenter(request: request, view: view, interactor: interactor, wireframe: wireframe).start()
        #expect(view.shown.last?.searchedWords == ["item", "body", "a phrase"])
        _ = try await presenter(page: 1, index: 0)
        #expect(view.shown.last?.searchedWords == [], "a listing of every item has no words")
    }

    @Test func nextAndPrevCrossPageBoundariesAndStopAtTheEnds() async throws {
        let presenter = try await presenter(page: 1, index: 19)
        _ = await presenter.handle(.next)
        #expect(view.shown.last?.item.id == "id21")
        #expect(interactor.pageRequests.last?.page == 2)
        _ = await presenter.handle(.previous)
        #expect(view.shown.last?.item.id == "id20")
        #expect(view.shown.last?.position?.text(in: .english) == "20 of 45")

        let atEnd = try await self.presenter(page: 3, index: 4)
        _ = await atEnd.handle(.next)
        #expect(view.errors.last == Message(ItemDetailMessage.lastItem))
        let atStart = try await self.presenter(page: 1, index: 0)
        _ = await atStart.handle(.previous)
        #expect(view.errors.last == Message(ItemDetailMessage.firstItem))
    }

    @Test func aFailedPageLoadKeepsTheItem() async throws {
        let presenter = try await presenter(page: 1, index: 19)
        interactor.failNextCall()
        _ = await presenter.handle(.next)
        #expect(view.errors.count == 1)
        _ = await presenter.handle(.show(format: .table))
        #expect(view.shown.last?.item.id == "id20")
    }

    @Test func anItemOpenedByIDHasNoNeighbours() async {
        let request = ItemDetailRequest(item: items[9], position: nil, format: .json())
        let presenter = ItemDetailPresenter(request: request, view: view, interactor: interactor, wireframe: wireframe)
        _ = await presenter.start()
        #expect(view.json.map(\.id) == ["id10"])
        _ = await presenter.handle(.next)
        #expect(view.errors == [Message(ItemDetailMessage.noListing)])
        _ = await presenter.handle(.show(format: .table))
        #expect(view.shown.last?.position == nil)
    }

    @Test func laterKeepsTheOpenItemOnce() async throws {
        let presenter = try await presenter(page: 1, index: 0)
        _ = await presenter.handle(.later)
        _ = await presenter.handle(.later)
        let name = ItemName.named(id: "id1", title: "Item 1")
        #expect(
            view.infos == [Message(SharedMessage.laterAdded, parts: [name]), Message(SharedMessage.laterAlready, parts: [name])])
        #expect(interactor.later == ["id1"])
    }

    @Test func stockingShowsInTheItemAndBackRoutes() async throws {
        let presenter = try await presenter(page: 1, index: 0)
        _ = await presenter.handle(.stock)
        _ = await presenter.handle(.stock)
        _ = await presenter.handle(.show(format: .table))
        #expect(view.shown.last?.isStocked == true)
        _ = await presenter.handle(.unstock)
        _ = await presenter.handle(.unstock)
        #expect(
            view.infos == [
                Message(SharedMessage.itemsStocked, "id1", "Item 1"),
                Message(SharedMessage.itemsAlreadyStocked, "id1", "Item 1"),
                Message(SharedMessage.itemsUnstocked, parts: [ItemName.named(id: "id1", title: "Item 1")]),
            ])
        #expect(
            view.errors == [Message(SharedMessage.itemsNotStocked, parts: [ItemName.named(id: "id1", title: "Item 1")])]
        )
        #expect(view.infos.last?.text(in: .english) == "Removed “Item 1” from your stocks.")
        _ = await presenter.handle(.back)
        guard case .back(let position)? = wireframe.destinations.first else { Issue.record("no route back"); return }
        #expect(position?.page.page == 1)
        #expect(position?.index == 0)
    }

    @Test func backAfterWalkingOntoTheNextPageReturnsToThatPage() async throws {
        let presenter = try await presenter(page: 1, index: 19)
        _ = await presenter.handle(.next)
        _ = await presenter.handle(.back)
        guard case .back(let position)? = wireframe.destinations.last else { Issue.record("no route back"); return }
        #expect(position?.page.page == 2)
        #expect(position?.page.items[position?.index ?? 0].id == "id21")
    }
}
