import Synchronization
import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The decisions only the full-screen reader asks for (Documentation/design/reader.md §2): a
/// Qiita link read in place with a history, toggles, remembering the place, leaving.
@MainActor struct ItemDetailReaderPresenterTests {
    static let first = "0123456789abcdef0001"
    static let second = "0123456789abcdef0002"
    static let third = "0123456789abcdef0003"

    static let items: [QiitaItem] = [
        item(
            first, "First",
            "See [the second](https://qiita.com/someone/items/\(second)), [elsewhere](https://example.com/page) "
                + "and [a missing one](https://qiita.com/someone/items/ffffffffffffffffffff)."),
        item(second, "Second", "# Second\n\nBody."),
        item(third, "Third", "# Third\n\nBody."),
    ]

    static func item(_ id: String, _ title: String, _ body: String) -> QiitaItem {
        let base = ItemFixtures.make(1, title, body, "someone", ["tag"], 1, 0)
        return QiitaItem(
            id: id, title: title, body: body, url: "https://qiita.com/someone/items/\(id)", user: base.user,
            tags: base.tags, likesCount: 1, stocksCount: 0, commentsCount: 0, createdAt: base.createdAt,
            updatedAt: base.updatedAt)
    }

    let interactor = CatalogueInteractorStub(items: ItemDetailReaderPresenterTests.items)
    let view = ItemDetailViewSpy()
    let wireframe = ItemDetailWireframeSpy()
    let resume = ResumeSpy()

    private func presenter() async throws -> ItemDetailPresenter {
        let kind = ItemListingKind.search(ItemQuery(clauses: []))
        let page = try await interactor.page(kind, page: 1, perPage: 20)
        let index = try #require(page.items.firstIndex { $0.id == Self.first })
        let request = ItemDetailRequest(
            item: page.items[index], position: ItemListingPosition(kind: kind, page: page, index: index),
            format: .table)
        let presenter = ItemDetailPresenter(
            request: request, view: view, interactor: interactor, wireframe: wireframe, resume: resume)
        _ = await presenter.start()
        return presenter
    }

    @Test func aQiitaLinkIsReadHereAndBackspaceReturns() async throws {
        let presenter = try await presenter()
        _ = await presenter.handle(.followLink(1))
        #expect(view.shown.last?.item.id == Self.second)
        #expect(view.shown.last?.historyDepth == 1)
        #expect(view.shown.last?.position == nil)
        #expect(interactor.openedURLs.isEmpty)
        _ = await presenter.handle(.historyBack)
        #expect(view.shown.last?.item.id == Self.first)
        #expect(view.shown.last?.historyDepth == 0)
        #expect(view.shown.last?.position != nil)
        _ = await presenter.handle(.historyBack)
        #expect(view.infos.last == Message(ItemDetailMessage.historyEmpty))
    }

    @Test func anOutsideLinkOrAnItemNotFoundGoesToTheBrowser() async throws {
        let presenter = try await presenter()
        interactor.setBrowserOutcome(.opened(by: "xdg-open"))
        _ = await presenter.handle(.followLink(2))
        _ = await presenter.handle(.followLink(3))
        #expect(interactor.openedURLs == ["https://example.com/page", "https://qiita.com/someone/items/ffffffffffffffffffff"])
        #expect(view.shown.count == 1)
        let outcome = await presenter.handle(.followLink(9))
        #expect(outcome != .success)
    }

    @Test func theNextItemIsTheListingsAfterALink() async throws {
        let presenter = try await presenter()
        _ = await presenter.handle(.followLink(1))
        _ = await presenter.handle(.next)
        let listing = try await interactor.page(.search(ItemQuery(clauses: [])), page: 1, perPage: 20).items
        let after = try #require(listing.firstIndex { $0.id == Self.first }) + 1
        #expect(view.shown.last?.item.id == listing[after].id)
        #expect(view.shown.last?.historyDepth == 0)
    }

    @Test func stockAndReadToggle() async throws {
        let presenter = try await presenter()
        _ = await presenter.handle(.toggleStock)
        #expect(interactor.stockedIDs == [Self.first])
        _ = await presenter.handle(.toggleStock)
        #expect(interactor.stockedIDs.isEmpty)
        // The header is told each time, so that it says whether the item is stocked.
        #expect(view.stockedStates == [true, false])
        #expect(interactor.history.contains(Self.first))
        _ = await presenter.handle(.toggleRead)
        #expect(!interactor.history.contains(Self.first))
        #expect(view.infos.last == Message(SharedMessage.readUnmarked, parts: [ItemName.of(Self.items[0])]))
        _ = await presenter.handle(.toggleRead)
        #expect(interactor.history.contains(Self.first))
    }

    @Test func thePlaceIsRememberedAndOffered() async throws {
        let place = ReadingPosition(block: 3, offset: 10, fraction: 0.5, itemUpdatedAt: "2024")
        resume.positions[Self.first] = place
        let presenter = try await presenter()
        #expect(view.shown.last?.resume == place)
        _ = await presenter.handle(.remember(nil))
        #expect(resume.positions[Self.first] == nil)
        #expect(resume.remembered.count == 1)
    }

    @Test func leavingTheReaderReturnsToTheListingsPlaceEvenAfterALink() async throws {
        let presenter = try await presenter()
        _ = await presenter.handle(.followLink(1))
        _ = await presenter.handle(.leaveReader)
        guard case .leaveReader(let position)? = wireframe.destinations.last else {
            Issue.record("no route out of the reader")
            return
        }
        #expect(position.map { $0.page.items[$0.index].id } == Self.first)
    }
}

/// Keeps resume points in memory, as the read state would.
final class ResumeSpy: ItemResumeInteractorInterface, Sendable {
    private let state = Mutex<(positions: [String: ReadingPosition], remembered: [ReadingPosition?])>(([:], []))

    var positions: [String: ReadingPosition] {
        get { state.withLock { $0.positions } }
        set { state.withLock { $0.positions = newValue } }
    }

    var remembered: [ReadingPosition?] { state.withLock { $0.remembered } }

    func resumePosition(itemID: String) async -> ReadingPosition? { positions[itemID] }

    func remember(_ position: ReadingPosition?, itemID: String) async {
        state.withLock {
            $0.positions[itemID] = position
            $0.remembered.append(position)
        }
    }
}
