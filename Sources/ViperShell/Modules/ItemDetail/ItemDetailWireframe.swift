import ShellHost
import ShellKit
import UserState

/// Builds the ItemDetail module for one request and routes back through the root.
@MainActor package final class ItemDetailWireframe: ItemDetailWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(
        request: ItemDetailRequest, dependencies: AppDependencies, router: AppRouting, session: Session
    ) -> ShellModule {
        let interactor = ItemDetailInteractor(dependencies: dependencies.itemDetailInteractorDependencies(for: session))
        return ItemDetailView(
            screen: dependencies.screen, defaultFormat: dependencies.outputFormat, pager: dependencies.pager,
            renderedBodies: dependencies.renderedBodies
        ) { view in
            ItemDetailPresenter(
                request: request, view: view, interactor: interactor, wireframe: ItemDetailWireframe(router: router))
        }
    }

    package func navigate(to destination: ItemDetailDestination) async -> CommandOutcome {
        guard let router else { return .success }
        switch destination {
        case .back(let position): return await router.route(to: .back(position))
        }
    }
}
