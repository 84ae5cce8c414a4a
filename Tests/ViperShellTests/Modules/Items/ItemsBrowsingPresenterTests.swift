import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import UserState
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Items presenter's browsing commands with spies: landing on the newest page at a
/// terminal, tags routed to Tags, an author's profile and items, sorting in the header,
/// saved searches (replacing asked first), and JSON fields passed through.
@MainActor struct ItemsBrowsingPresenterTests {
    let view = ItemsViewSpy()
    let wireframe = ItemsWireframeSpy()
    let interactor = CatalogueInteractorStub(items: ItemsPresenterTests.items)

    private func presenter(landing: Bool = false) -> ItemsPresenter {
        ItemsPresenter(view: view, interactor: interactor, wireframe: wireframe, perPage: 20, landsOnNewest: landing)
    }

    @Test func atATerminalArrivingListsTheNewestAtOnce() async {
        _ = await presenter(landing: false).didReturn()
        #expect(view.listings.isEmpty, "scripts and pipes: nothing until a command asks")
        _ = await presenter(landing: true).didReturn()
        #expect(view.listings.count == 1)
        #expect(view.listings.first?.title == .search(query: ""))
    }

    @Test func tagsGoToTheTagsModuleWithTheRowsPerPage() async {
        let presenter = presenter()
        _ = await presenter.handle(.setPerPage(7))
        _ = await presenter.handle(.tags(prefix: "sw", format: .json(fields: ["id"])))
        #expect(wireframe.destinations == [.tags(TagsRequest(prefix: "sw", format: .json(fields: ["id"]), perPage: 7))])
    }

    @Test func anAuthorsProfileThenTheirItems() async throws {
        let presenter = presenter()
        _ = await presenter.handle(.author("user1", format: .table))
        let profile = try #require(view.authors.first?.profile)
        let theirs = ItemsPresenterTests.items.filter { $0.user.id == "user1" }
        #expect(profile.itemsCount == theirs.count)
        #expect(profile.likesCount == theirs.map(\.likesCount).reduce(0, +))
        #expect(view.listings.last?.title == .author("user1"))
        #expect(interactor.pageRequests.last?.kind == .author("user1"))
        // The listing pages like any other.
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsLastPage), "\(theirs.count) items fit one page")

        #expect(await presenter.handle(.author("nobody", format: .table)) == .failed(.failure))
        #expect(view.errors.last?.message == Message(ItemsMessage.authorUnknown, "nobody"))

        _ = await presenter.handle(.author("user2", format: .json(fields: ["id", "items"])))
        #expect(view.authorsJSON.first?.profile.id == "user2")
        #expect(view.authorsJSON.first?.items.count == ItemsPresenterTests.items.filter { $0.user.id == "user2" }.count)
        #expect(view.authorsJSON.first?.fields == ["id", "items"])
    }

    @Test func theHeaderSaysTheOrderAndJSONKeepsTheFields() async {
        let presenter = presenter()
        var query = ItemsPresenterTests.query("item")
        query.order = ItemOrder(.likes)
        _ = await presenter.handle(.search(query, format: .table))
        #expect(view.listings.last?.order == ItemOrder(.likes))
        _ = await presenter.handle(.search(ItemsPresenterTests.query("item"), format: .table))
        #expect(view.listings.last?.order == nil, "newest first says nothing")
        _ = await presenter.handle(.list(format: .json(fields: ["id", "read"])))
        #expect(view.jsonFields.last == ["id", "read"])
        _ = await presenter.handle(.history(format: .json()))
        #expect(view.jsonFieldSets.last == .history)
    }

    @Test func savedSearchesAreSavedListedRunAndForgotten() async throws {
        let presenter = presenter()
        _ = await presenter.handle(.save(name: "daily", query: nil))
        #expect(view.errors.last?.message == Message(ItemsMessage.savedNoListing))

        var query = ItemsPresenterTests.query("tag:tag")
        query.order = ItemOrder(.stocks, ascending: true)
        _ = await presenter.handle(.search(query, format: .table))
        _ = await presenter.handle(.save(name: "daily", query: nil))
        #expect(
            interactor.savedSearchList == [
                SavedSearch(name: "daily", query: "tag:tag", order: ItemOrder(.stocks, ascending: true))
            ])
        #expect(view.infos.last == Message(ItemsMessage.savedSaved, "daily", "tag:tag --sort stocks --asc"))

        // Saving over a name asks; no keeps it, yes replaces it.
        view.confirmsReplacing = false
        _ = await presenter.handle(.save(name: "Daily", query: ItemsPresenterTests.query("other")))
        #expect(view.replacementsAsked == ["daily"])
        #expect(view.infos.last == Message(ItemsMessage.savedKept, "daily"))
        view.confirmsReplacing = true
        _ = await presenter.handle(.save(name: "Daily", query: ItemsPresenterTests.query("other")))
        #expect(view.infos.last == Message(ItemsMessage.savedReplaced, "Daily", "other"))

        try await interactor.markRead(ItemsPresenterTests.items[0])
        _ = await presenter.handle(.savedSearches(format: .table))
        let rows = try #require(view.savedLists.last?.rows)
        #expect(rows.map(\.total) == [45])
        #expect(rows.map(\.unread) == [44])

        // One saved in a syntax this version does not read is said, not dropped.
        _ = try await interactor.saveSearch(SavedSearch(name: "old", query: "foo:bar", order: .newest))
        _ = await presenter.handle(.savedSearches(format: .table))
        #expect(view.savedLists.last?.rows.count == 1)
        #expect(view.savedLists.last?.notes == [Message(ItemsMessage.savedUnreadable, "old")])

        _ = await presenter.handle(.runSaved("DAILY", format: .table))
        #expect(view.listings.last?.title == .search(query: "other"))
        _ = await presenter.handle(.runSaved("nope", format: .table))
        #expect(view.errors.last?.message == Message(ItemsMessage.savedUnknown, "nope"))
        _ = await presenter.handle(.unsave("daily"))
        #expect(view.infos.last == Message(ItemsMessage.savedRemoved, "daily"))
        #expect(interactor.savedSearchList.map(\.name) == ["old"])
        _ = await presenter.handle(.unsave("daily"))
        #expect(view.errors.last?.message == Message(ItemsMessage.savedUnknown, "daily"))
    }
}
