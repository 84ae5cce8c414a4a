import ShellHost
import ShellKit
import TerminalScreen
import UserState

/// Builds the ItemDetail module for one request and routes back through the root. At a
/// terminal, with `set reader full` (the default), the article opens in the full-screen reader
/// (`ItemReaderView`); otherwise in the line view (`ItemDetailView`), through the pager or, with
/// `set reader plain`, printed. Both views talk to the same presenter and interactor.
@MainActor package final class ItemDetailWireframe: ItemDetailWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(
        request: ItemDetailRequest, dependencies: AppDependencies, router: AppRouting, session: Session
    ) -> ShellModule {
        let interactor = ItemDetailInteractor(dependencies: dependencies.itemDetailInteractorDependencies(for: session))
        let settings = dependencies.readerSettings
        let screen = dependencies.screen
        // The terminal is asked how it draws images when an article with images is first shown.
        let graphics = LazyImageGraphics { settings.imageGraphics(on: screen) }
        let images =
            settings.images == .off
            ? nil
            : ReaderImages(library: dependencies.articleImages, arrivals: dependencies.imageArrivals, graphics: graphics)
        if settings.kind == .full, !settings.isRecording(), request.format == .table, dependencies.pager.hasReader,
            Self.terminalDraws(dependencies.terminalName)
        {
            let readerImages = images.map {
                ReaderImages(library: $0.library, arrivals: $0.arrivals, graphics: graphics, drawsAside: true)
            }
            return ItemReaderView(
                screen: dependencies.screen, pager: dependencies.pager,
                modes: ScreenModes(reportsMouse: settings.reportsMouse), images: readerImages,
                composer: dependencies.commentComposer, confirmation: dependencies.confirmation
            ) { view in
                ItemDetailPresenter(
                    request: request, view: view, interactor: interactor, wireframe: ItemDetailWireframe(router: router),
                    resume: interactor)
            }
        }
        let pager =
            settings.kind == .plain
            ? Pager(screen: dependencies.screen, isAvailable: false, environment: [:]) : dependencies.pager
        return ItemDetailView(
            screen: dependencies.screen, defaultFormat: dependencies.outputFormat, pager: pager,
            renderedBodies: dependencies.renderedBodies, images: images, composer: dependencies.commentComposer,
            confirmation: dependencies.confirmation
        ) { view in
            ItemDetailPresenter(
                request: request, view: view, interactor: interactor, wireframe: ItemDetailWireframe(router: router))
        }
    }

    /// Whether the terminal can draw a full screen: `TERM` names one (not `dumb`, not unset).
    private static func terminalDraws(_ name: String?) -> Bool {
        guard let name, !name.isEmpty else { return false }
        return name != "dumb"
    }

    package func navigate(to destination: ItemDetailDestination) async -> CommandOutcome {
        guard let router else { return .success }
        switch destination {
        case .back(let position): return await router.route(to: .back(position))
        case .leaveReader(let position): return await router.route(to: .leaveReader(position))
        }
    }
}
