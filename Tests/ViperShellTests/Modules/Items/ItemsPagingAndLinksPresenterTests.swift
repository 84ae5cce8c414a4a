@testable import OutputTools
import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// Items' `next`, `prev` and `page N` with `--json` as `search` has it, and `links N|ID` from the
/// listing as `code N|ID` is: spies for the view and wireframe over an in-memory catalogue.
@MainActor struct ItemsPagingAndLinksPresenterTests {
    /// 45 items as ItemsPresenterTests has them; item 2's body holds two links.
    static let items = ItemsPresenterTests.items.enumerated().map { index, item in
        guard index == 1 else { return item }
        var linked = item
        linked.body = "See [Swift](https://swift.org) and <https://example.com/a>.\n"
        return linked
    }

    let view = ItemsViewSpy()
    let wireframe = ItemsWireframeSpy()
    let interactor = CatalogueInteractorStub(items: ItemsPagingAndLinksPresenterTests.items)
    let presenter: ItemsPresenter

    init() {
        presenter = ItemsPresenter(view: view, interactor: interactor, wireframe: wireframe, perPage: 20)
    }

    private func searched() async throws {
        let outcome = await presenter.handle(.search(ItemsPresenterTests.query("Item"), format: .table))
        try #require(outcome == .success)
    }

    /// The page the catalogue gives for the search (the oracle).
    private func page(_ number: Int) async throws -> [String] {
        try await interactor.page(.search(ItemsPresenterTests.query("Item")), page: number, perPage: 20).items.map(\.id)
    }

    @Test func pagingPrintsJSONWhenAskedAndTheTableOtherwise() async throws {
        try await searched()
        #expect(await presenter.handle(.nextPage(format: .json(fields: ["id"]))) == .success)
        #expect(view.jsonPages.last?.map(\.id) == (try await page(2)))
        #expect(view.jsonFields.last == ["id"] && view.jsonFieldSets.last == .listing)
        #expect(await presenter.handle(.page(3, format: .json())) == .success)
        #expect(view.jsonPages.last?.map(\.id) == (try await page(3)))
        #expect(view.jsonFields.last == .some(nil))
        #expect(await presenter.handle(.previousPage(format: .json(fields: ["title", "url"]))) == .success)
        #expect(view.jsonPages.last?.map(\.id) == (try await page(2)))
        #expect(view.listings.count == 1, "only the search printed a table")
        #expect(await presenter.handle(.nextPage(format: .table)) == .success)
        #expect(view.listings.last?.page == 3 && view.jsonPages.count == 3)
    }

    @Test func aFieldTheListingLacksIsRefusedAndThePageStays() async throws {
        try await searched()
        let requests = interactor.pageRequests.count
        #expect(await presenter.handle(.nextPage(format: .json(fields: ["read_at"]))) == .failed(.usage))
        #expect(view.errors.last?.message == JSONFieldSet.listing.unknownFieldMessage("read_at"))
        #expect(interactor.pageRequests.count == requests, "no page was loaded")
        #expect(await presenter.handle(.nextPage(format: .json(fields: ["id"]))) == .success)
        #expect(view.jsonPages.last?.map(\.id) == (try await page(2)), "still on page 1 before")
    }

    @Test func linksOfARowOrAnIDAsTheOpenItemListsThem() async throws {
        try await searched()
        let row = try #require(view.listings.last?.rows.first { $0.title == "Item 2" }?.number)
        #expect(await presenter.handle(.links(.row(row))) == .success)
        let item = Self.items[1]
        let expected = ItemLinksViewModel(
            itemID: item.id, itemTitle: item.title, links: ItemArticle(body: item.body).links(base: item.url))
        #expect(view.tools.links == [expected])
        #expect(expected.links.map(\.url) == ["https://swift.org", "https://example.com/a"])
        #expect(await presenter.handle(.links(.id(item.id))) == .success)
        #expect(view.tools.links.count == 2 && view.tools.links.last == expected)
        #expect(view.errors.isEmpty)
    }

    @Test func anItemWithoutLinksSaysSoAndABadRowIsAUsageError() async throws {
        #expect(await presenter.handle(.links(.row(1))) == .failed(.failure), "as code 1 with nothing listed")
        #expect(view.errors.last?.message == Message(ItemsMessage.noListing))
        try await searched()
        let row = try #require(view.listings.last?.rows.first { $0.title == "Item 3" }?.number)
        #expect(await presenter.handle(.links(.row(row))) == .success)
        #expect(view.infos.last == Message(ItemDetailMessage.linksNone, parts: [ItemName.of(Self.items[2])]))
        #expect(view.tools.links.isEmpty)
        #expect(await presenter.handle(.links(.row(21))) == .failed(.usage))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsNoSuchRow, "21", "20"))
    }

    @Test func completionOffersJSONAndItsFieldsAfterPagingCommands() throws {
        let screen = Screen(console: CapturingConsole(), language: .english, colorEnabled: false)
        let itemsView = ItemsView(
            screen: screen, defaultFormat: .table, pager: Pager(screen: screen, isAvailable: false, environment: [:]),
            places: SourcePlaces(workingDirectory: "/", home: "/")
        ) { [interactor, wireframe] view in
            ItemsPresenter(view: view, interactor: interactor, wireframe: wireframe, perPage: 20)
        }
        for command in ["next", "prev", "previous"] {
            #expect(itemsView.completions(command: command, arguments: [], prefix: "--") == ["--json"])
            #expect(itemsView.completions(command: command, arguments: [], prefix: "--json=ti") == ["--json=title"])
        }
        #expect(
            itemsView.completions(command: "page", arguments: ["2", "--json"], prefix: "id,u")
                == ["id,url", "id,user", "id,updated_at"])
        #expect(itemsView.completions(command: "links", arguments: [], prefix: "--") == [])
    }
}
