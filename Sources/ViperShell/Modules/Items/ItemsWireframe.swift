import ShellHost
import ShellKit
import UserState

/// Builds the Items module for a logged-in user, routes to ItemDetail and Tags through the
/// root, and tells the root which listing is on screen (for `back`).
@MainActor package final class ItemsWireframe: ItemsWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    /// The module's view (for the shell loop) and its presenter (for routing into the listing).
    package static func build(
        dependencies: AppDependencies, router: AppRouting,
        session: Session
    ) -> (view: ShellModule, listing: ListingReturnTarget) {
        let interactor = ItemsInteractor(dependencies: dependencies.itemsInteractorDependencies(for: session))
        let (perPage, format) = (dependencies.perPage, dependencies.outputFormat)
        let view = ItemsView(
            screen: dependencies.screen, defaultFormat: format, pager: dependencies.pager,
            places: dependencies.sourcePlaces,
            renderedListings: dependencies.renderedListings, confirmation: dependencies.confirmation,
            completionSource: dependencies.completionSource(for: session),
            commandSettings: dependencies.commandSettings, readerSettings: dependencies.readerSettings,
            composer: dependencies.commentComposer
        ) { view in
            ItemsPresenter(
                view: view, interactor: interactor, wireframe: ItemsWireframe(router: router), perPage: perPage,
                defaultFormat: format, landsOnNewest: dependencies.landsOnNewestItems,
                liveAPIHost: dependencies.liveAPIHost)
        }
        return (view, view.presenter)
    }

    package func navigate(to destination: ItemsDestination) async -> CommandOutcome {
        guard let router else { return .success }
        switch destination {
        case .detail(let request): return await router.route(to: .itemDetail(request))
        case .tags(let request): return await router.route(to: .tags(request))
        case .back: return await router.route(to: .previousPlace)
        }
    }

    package var canGoBack: Bool { router?.canGoBack ?? false }

    package func didShow(_ place: ItemListingPlace) { router?.didArrive(at: .listing(place)) }

    package func didSwitchSource() { router?.forgetPlaces() }
}
