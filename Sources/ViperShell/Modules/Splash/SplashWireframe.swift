import ShellHost
import ShellKit

/// Builds the Splash module and hands its routing to the root wireframe.
@MainActor package final class SplashWireframe: SplashWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    /// The module, wired: view → presenter → interactor, presenter → wireframe.
    package static func build(dependencies: AppDependencies, router: AppRouting) -> ShellModule {
        let interactor = SplashInteractor(sessions: dependencies.sessionStore, accounts: dependencies.accountStore)
        return SplashView(screen: dependencies.screen, showsBanner: dependencies.isInteractive) { view in
            SplashPresenter(view: view, interactor: interactor, wireframe: SplashWireframe(router: router))
        }
    }

    package func navigate(to destination: SplashDestination) async -> CommandOutcome {
        guard let router else { return .success }
        switch destination {
        case .login: return await router.route(to: .login)
        case .items(let session): return await router.route(to: .items(session))
        }
    }
}
