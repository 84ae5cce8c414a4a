import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// Opening an article has its images fetched when the view draws them (the reader), and only
/// then: the line view, scripts and the pager show captions, and fetch nothing.
@MainActor struct ItemDetailImagesPresenterTests {
    static let item = ItemFixtures.make(
        1, "Pictures", "Intro.\n\n![One](https://img.example.com/1.png)\n\nText ![badge](https://img.example.com/b.svg)\n",
        "alice", ["Swift"], 1, 1)

    private func open(drawsImages: Bool) async -> CatalogueInteractorStub {
        let interactor = CatalogueInteractorStub(items: [Self.item])
        let view = ItemDetailViewSpy()
        view.drawsImages = drawsImages
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(item: Self.item, position: nil, format: .table), view: view,
            interactor: interactor, wireframe: ItemDetailWireframeSpy())
        _ = await presenter.start()
        #expect(view.shown.map(\.item.id) == [Self.item.id])
        return interactor
    }

    @Test func aViewThatDrawsImagesHasTheArticlesImagesFetched() async {
        let interactor = await open(drawsImages: true)
        #expect(interactor.imageFetches.withLock { $0 } == [["https://img.example.com/1.png", "https://img.example.com/b.svg"]])
    }

    @Test func aViewThatDoesNotDrawThemFetchesNothing() async {
        let interactor = await open(drawsImages: false)
        #expect(interactor.imageFetches.withLock { $0 }.isEmpty)
    }
}
