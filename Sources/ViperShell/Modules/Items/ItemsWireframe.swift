import ShellKit
import ItemsDomain

/// Builds the Items module for a logged-in user and routes to ItemDetail through the root.
@MainActor package final class ItemsWireframe: ItemsWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(dependencies: AppDependencies, router: AppRouting, session: Session) -> ShellModule {
        let view = ItemsView(screen: dependencies.screen, defaultFormat: dependencies.outputFormat, pager: dependencies.pager)
        let interactor = ItemsInteractor(dependencies: dependencies.itemsInteractorDependencies(for: session))
        let presenter = ItemsPresenter(view: view, interactor: interactor, wireframe: ItemsWireframe(router: router),
                                       language: dependencies.screen.language, perPage: dependencies.perPage,
                                       defaultFormat: dependencies.outputFormat)
        view.presenter = presenter
        return view
    }

    package func navigate(to destination: ItemsDestination) async {
        switch destination {
        case .detail(let request): await router?.route(to: .itemDetail(request))
        }
    }
}
