@testable import OutputTools
@testable import ShellHost
import Synchronization
import Testing
@testable import CatalogueImport
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell

/// Records what the Tags presenter shows.
@MainActor final class TagsViewSpy: TagsViewInterface {
    var listings: [TagListingViewModel] = []
    var json: [(tags: [TagCount], fields: [String]?)] = []
    var infos: [Message] = []
    /// One error shown (the presenter returns the status).
    struct ShownError: Equatable { let message: Message }
    var errors: [ShownError] = []
    func showTags(_ listing: TagListingViewModel) { listings.append(listing) }
    func showTagsJSON(_ tags: [TagCount], fields: [String]?) { json.append((tags, fields)) }
    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message) { errors.append(ShownError(message: message)) }
}

/// Records where the Tags presenter routes and the places it reports.
@MainActor final class TagsWireframeSpy: TagsWireframeInterface {
    var destinations: [TagsDestination] = []
    func navigate(to destination: TagsDestination) async -> CommandOutcome {
        destinations.append(destination)
        return .success
    }
    var places: [TagsPlace] = []
    func didShow(_ place: TagsPlace) { places.append(place) }
}

/// 45 tags, `tag01` (45 items) … `tag45` (1 item); the prefix filters names; calls counted.
final class TagsInteractorStub: TagsInteractorInterface, Sendable {
    let requests = Mutex<[(prefix: String, page: Int)]>([])
    let fails = Mutex(false)
    static let tags = (1...45).map { TagCount(name: String(format: "tag%02d", $0), itemsCount: 46 - $0) }

    func page(prefix: String, page: Int, perPage: Int) async throws(ItemCatalogueError) -> TagPage {
        requests.withLock { $0.append((prefix, page)) }
        if fails.withLock({ $0 }) { throw .storage(.unreadable(path: "/stub", reason: "disk on fire")) }
        let all = Self.tags.filter { $0.name.hasPrefix(prefix) }
        return TagPage(
            tags: Array(all.slice(forPage: page, perPage: perPage)), totalCount: all.count, page: page, perPage: perPage
        )
    }
}

/// The Tags presenter with spies: the first page on arrival, paging to the edges, JSON with
/// fields, a row or a name routed to Items, failures keeping the page.
@MainActor struct TagsPresenterTests {
    let view = TagsViewSpy()
    let wireframe = TagsWireframeSpy()
    let interactor = TagsInteractorStub()

    private func presenter(prefix: String = "", format: OutputFormat = .table) async -> TagsPresenter {
        let presenter = TagsPresenter(
            request: TagsRequest(prefix: prefix, format: format, perPage: 20), view: view, interactor: interactor,
            wireframe: wireframe)
        _ = await presenter.start()
        return presenter
    }

    @Test func startShowsTheFirstPageAndPagingStopsAtTheEdges() async {
        let presenter = await presenter()
        #expect(view.listings.first?.rows.first == TagListingViewModel.Row(number: 1, name: "tag01", itemsCount: 45))
        #expect(view.listings.first?.pageCount == 3)
        _ = await presenter.handle(.previousPage(format: .table))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsFirstPage))
        _ = await presenter.handle(.page(3, format: .table))
        #expect(view.listings.last?.rows.map(\.name) == ["tag41", "tag42", "tag43", "tag44", "tag45"])
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsLastPage))
        #expect(await presenter.handle(.page(4, format: .table)) == .failed(.failure), "as next past the end")
        _ = await presenter.handle(.list(format: .json(fields: ["id"])))
        #expect(view.json.last?.tags.map(\.name) == ["tag41", "tag42", "tag43", "tag44", "tag45"])
        #expect(view.json.last?.fields == ["id"])
    }

    @Test func pagingPrintsJSONWhenAskedAndARefusedFieldKeepsThePage() async throws {
        let presenter = await presenter()
        #expect(await presenter.handle(.nextPage(format: .json(fields: ["id"]))) == .success)
        let second = try await interactor.page(prefix: "", page: 2, perPage: 20)
        #expect(view.json.last?.tags == second.tags && view.json.last?.fields == ["id"])
        #expect(await presenter.handle(.page(3, format: .json())) == .success)
        #expect(view.json.last?.tags.map(\.name) == ["tag41", "tag42", "tag43", "tag44", "tag45"])
        let requests = interactor.requests.withLock { $0.count }
        #expect(await presenter.handle(.previousPage(format: .json(fields: ["name"]))) == .failed(.usage))
        #expect(view.errors.last?.message == JSONFieldSet.tag.unknownFieldMessage("name"))
        #expect(interactor.requests.withLock { $0.count } == requests, "no page was loaded")
        #expect(await presenter.handle(.previousPage(format: .json(fields: ["items_count"]))) == .success)
        #expect(view.json.last?.tags == second.tags, "from page 3, as before the refusal")
        #expect(view.listings.count == 1, "only the first page printed a table")
    }

    @Test func aPrefixAndJSONFromTheStart() async {
        _ = await presenter(prefix: "tag4", format: .json())
        #expect(view.json.first?.tags.map(\.name) == (40...45).map { "tag\($0)" })
        #expect(interactor.requests.withLock { $0.first?.prefix } == "tag4")
        #expect(view.listings.isEmpty)
    }

    @Test func aRowOrANameOpensThatTagsItems() async {
        let presenter = await presenter()
        _ = await presenter.handle(.openTag(.row(2)))
        _ = await presenter.handle(.openTag(.name("Swift")))
        #expect(wireframe.destinations == [.items(tag: "tag02"), .items(tag: "Swift")])
        _ = await presenter.handle(.openTag(.row(21)))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsNoSuchRow, "21", "20"))
        _ = await presenter.handle(.back)
        #expect(wireframe.destinations.last == .back)
    }

    @Test func aFailureKeepsThePageOnScreen() async {
        let presenter = await presenter()
        interactor.fails.withLock { $0 = true }
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.errors.count == 1)
        interactor.fails.withLock { $0 = false }
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.listings.last?.page == 2, "still on page 1 after the failure, so next is page 2")
    }

    @Test func everyPageShownIsReportedAsAPlace() async {
        let presenter = await presenter()
        _ = await presenter.handle(.nextPage(format: .table))
        _ = await presenter.handle(.show(prefix: "tag4", format: .json()))
        #expect(wireframe.places.map(\.prefix) == ["", "", "tag4"])
        #expect(wireframe.places.map(\.page.page) == [1, 2, 1])
        interactor.fails.withLock { $0 = true }
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(wireframe.places.count == 3, "a page that failed to load is no place")
    }

    @Test func backToTheseTagsShowsThePageAsItWasWithoutAskingAgain() async throws {
        let page = try await interactor.page(prefix: "tag", page: 2, perPage: 20)
        let requests = interactor.requests.withLock { $0.count }
        let place = TagsPlace(prefix: "tag", page: page)
        let presenter = TagsPresenter(
            request: TagsRequest(returningTo: place, format: .table), view: view, interactor: interactor,
            wireframe: wireframe)
        _ = await presenter.start()
        #expect(interactor.requests.withLock { $0.count } == requests, "shown from memory")
        #expect(view.listings.map(\.page) == [2])
        #expect(view.listings.first?.rows.first?.name == "tag21")
        #expect(wireframe.places == [place])
        // The page is the current one: rows and paging work from it.
        _ = await presenter.handle(.openTag(.row(1)))
        #expect(wireframe.destinations == [.items(tag: "tag21")])
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.listings.last?.page == 3)
    }

    @Test func backToTagsPrintsNothingForJSONScripts() async throws {
        let place = TagsPlace(prefix: "", page: try await interactor.page(prefix: "", page: 1, perPage: 20))
        let presenter = TagsPresenter(
            request: TagsRequest(returningTo: place, format: .json()), view: view, interactor: interactor,
            wireframe: wireframe, defaultFormat: .json())
        _ = await presenter.start()
        #expect(view.listings.isEmpty && view.json.isEmpty)
        _ = await presenter.handle(.list(format: .json()))
        #expect(view.json.count == 1)
    }
}
