import ShellHost
import ShellKit
import UserState

/// Builds the Feeds module for the logged-in user (attached beside the active module, like
/// Token's). It never routes: its commands leave the active module as it is.
@MainActor package enum FeedsWireframe {
    package static func build(dependencies: AppDependencies, session: Session) -> ShellModule {
        let interactor = FeedsInteractor(dependencies: dependencies.feedsInteractorDependencies(for: session))
        let follows = interactor.dependencies.follows
        return FeedsView(
            screen: dependencies.screen, progressEnabled: dependencies.showsProgress,
            defaultFormat: dependencies.outputFormat,
            followedNames: { ((try? follows.all()) ?? []).map(\.feed.text) }
        ) { view in
            FeedsPresenter(view: view, interactor: interactor, now: { [clock = dependencies.clock] in clock.now() })
        }
    }
}
