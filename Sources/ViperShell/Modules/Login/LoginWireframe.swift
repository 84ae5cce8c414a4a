import ShellHost
import ShellKit

/// Builds the Login module with its real dependencies and hands routing to the root wireframe.
@MainActor package final class LoginWireframe: LoginWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(dependencies: AppDependencies, router: AppRouting) -> ShellModule {
        let interactor = LoginInteractor(dependencies: dependencies.loginInteractorDependencies)
        let clock = dependencies.clock
        return LoginView(screen: dependencies.screen, secrets: dependencies.secretReader) { view in
            LoginPresenter(view: view, interactor: interactor, wireframe: LoginWireframe(router: router), clock: clock)
        }
    }

    package func navigate(to destination: LoginDestination) async -> CommandOutcome {
        guard let router else { return .success }
        switch destination {
        case .items(let session): return await router.route(to: .items(session))
        case .login: return await router.route(to: .login)
        }
    }
}
