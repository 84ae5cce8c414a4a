import ItemBrowsing
import ItemsModel
import ShellHost
import ShellKit

/// Builds the Tags module for a request and routes out of it through the root wireframe.
@MainActor package final class TagsWireframe: TagsWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(request: TagsRequest, dependencies: AppDependencies, router: AppRouting) -> ShellModule {
        let interactor = TagListingLoader(catalogue: dependencies.catalogue, remote: dependencies.remote)
        let format = dependencies.outputFormat
        return TagsView(screen: dependencies.screen, defaultFormat: format) { view in
            TagsPresenter(
                request: request, view: view, interactor: interactor, wireframe: TagsWireframe(router: router),
                defaultFormat: format)
        }
    }

    package func navigate(to destination: TagsDestination) async -> CommandOutcome {
        guard let router else { return .success }
        switch destination {
        case .back: return await router.route(to: .previousPlace)
        case .items(let tag):
            let query = ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(.tag(tag))])])
            return await router.route(to: .listing(.search(query)))
        }
    }

    package func didShow(_ place: TagsPlace) { router?.didArrive(at: .tags(place)) }
}
