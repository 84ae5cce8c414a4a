import ShellKit
import ItemsDomain

/// Builds the Items module for a logged-in user and routes to ItemDetail through the root.
@MainActor package final class ItemsWireframe: ItemsWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(dependencies: AppDependencies, router: AppRouting, session: Session) -> ShellModule {
        let interactor = ItemsInteractor(dependencies: dependencies.itemsInteractorDependencies(for: session))
        let (perPage, format) = (dependencies.perPage, dependencies.outputFormat)
        return ItemsView(screen: dependencies.screen, defaultFormat: format, pager: dependencies.pager, places: dependencies.sourcePlaces,
                         renderedListings: dependencies.renderedListings, confirmation: dependencies.confirmation,
                         completionSource: dependencies.completionSource(for: session)) { view in
            ItemsPresenter(view: view, interactor: interactor, wireframe: ItemsWireframe(router: router), perPage: perPage,
                           defaultFormat: format, landsOnNewest: dependencies.landsOnNewestItems)
        }
    }

    package func navigate(to destination: ItemsDestination) async {
        switch destination {
        case .detail(let request): await router?.route(to: .itemDetail(request))
        case .tags(let request): await router?.route(to: .tags(request))
        }
    }
}
