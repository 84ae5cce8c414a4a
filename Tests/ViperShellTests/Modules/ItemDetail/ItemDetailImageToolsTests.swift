import ArticleImages
import Foundation
import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// `images` and `image K` on an open item: listed with where each stands, drawn where the view
/// can, saved byte for byte to a real file (an existing one kept unless --force), and clear
/// errors for a wrong number, an image no one has, and output that cannot draw.
@MainActor struct ItemDetailImageToolsTests {
    static let item = ItemFixtures.make(
        1, "Pictures",
        """
        Intro.

        ![The hills](https://demo-images.viper-shell.invalid/photo.jpeg)

        ![Gone](https://img.example.com/gone.png)

        ![](https://demo-images.viper-shell.invalid/chart.webp)
        """, "alice", ["Swift"], 1, 1)

    let interactor = CatalogueInteractorStub(items: [ItemDetailImageToolsTests.item])
    let view = ItemDetailViewSpy()

    private func opened() async -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(item: Self.item, position: nil, format: .table), view: view,
            interactor: interactor, wireframe: ItemDetailWireframeSpy())
        _ = await presenter.start()
        return presenter
    }

    @Test func imagesAreListedWithWhereEachStands() async throws {
        let presenter = await opened()
        #expect(await presenter.handle(.images) == .success)
        let listed = try #require(view.tools.images.first)
        #expect(listed.rows.map(\.alt) == ["The hills", "Gone", ""])
        let photo = try #require(DemoImages.bytes(for: "https://demo-images.viper-shell.invalid/photo.jpeg"))
        #expect(listed.rows.map(\.standing) == [
            .inDemo(ImageHeader(format: .jpeg, width: 320, height: 200), byteCount: photo.count), .notFetched,
            .inDemo(try ImageHeader.read(DemoImages.bytes(for: "https://demo-images.viper-shell.invalid/chart.webp")!),
                    byteCount: DemoImages.bytes(for: "https://demo-images.viper-shell.invalid/chart.webp")!.count),
        ])
        let lines = ItemImagesRenderer(width: 80, style: TextStyle(isEnabled: false), language: .english).render(listed)
        #expect(lines.first == "3 images in “Pictures”")
        #expect(lines.contains("   JPEG 320 × 200, 4 KB, in the demo"), "\(lines)")
        #expect(lines.contains("   not fetched yet"), "\(lines)")
    }

    @Test func anImageIsSavedByteForByteAndAnExistingFileKept() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("hills.jpeg")
        let presenter = await opened()
        #expect(await presenter.handle(.image(.save(1, path: path, force: false))) == .success)
        let saved = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(saved == DemoImages.bytes(for: "https://demo-images.viper-shell.invalid/photo.jpeg"))
        #expect(view.infos.last == Message(ImageMessage.imageSaved, "1", path, "4 KB"))

        try folder.write("mine", to: "hills.jpeg")
        #expect(await presenter.handle(.image(.save(1, path: path, force: false))) == .failed())
        #expect(view.errors.last == Message(SharedMessage.fileExists, path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        #expect(await presenter.handle(.image(.save(1, path: path, force: true))) == .success)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == saved)
    }

    @Test func drawingGoesToTheViewOnlyWhereItCanDraw() async {
        let presenter = await opened()
        #expect(await presenter.handle(.image(.show(3))) == .success)
        #expect(view.tools.drawn.map(\.caption) == ["https://demo-images.viper-shell.invalid/chart.webp"])
        view.tools.drawsImages = false
        #expect(await presenter.handle(.image(.show(1))) == .failed())
        #expect(view.errors.last == Message(ImageMessage.imageNeedsTerminal, "1"))
        #expect(view.tools.drawn.count == 1)
    }

    @Test func aWrongNumberOrAnUnavailableImageIsAClearError() async {
        let presenter = await opened()
        #expect(await presenter.handle(.image(.show(4))) == .failed(.usage))
        #expect(view.errors.last == Message(ImageMessage.imageNoSuch, "4", "3"))
        #expect(await presenter.handle(.image(.save(2, path: "/tmp/never-written.png", force: false))) == .failed())
        #expect(view.errors.last == Message(ImageMessage.imageServerAnswered, "2", "404"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
    }
}
