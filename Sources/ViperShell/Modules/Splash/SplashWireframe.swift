import ShellKit
import ItemsDomain

/// Builds the Splash module and hands its routing to the root wireframe.
@MainActor package final class SplashWireframe: SplashWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    /// The module, wired: view → presenter → interactor, presenter → wireframe.
    package static func build(dependencies: AppDependencies, router: AppRouting) -> ShellModule {
        let view = SplashView(screen: dependencies.screen, showsBanner: dependencies.isInteractive)
        let wireframe = SplashWireframe(router: router)
        let presenter = SplashPresenter(view: view, interactor: SplashInteractor(sessions: dependencies.sessionStore, accounts: dependencies.accountStore), wireframe: wireframe)
        view.presenter = presenter
        return view
    }

    package func navigate(to destination: SplashDestination) async {
        switch destination {
        case .login: await router?.route(to: .login)
        case .items(let session): await router?.route(to: .items(session))
        }
    }
}
