import ShellKit
import ItemsDomain

/// Builds the Login module with its real dependencies and hands routing to the root wireframe.
@MainActor package final class LoginWireframe: LoginWireframeInterface {
    private weak var router: AppRouting?

    private init(router: AppRouting) {
        self.router = router
    }

    package static func build(dependencies: AppDependencies, router: AppRouting) -> ShellModule {
        let view = LoginView(screen: dependencies.screen, secrets: dependencies.secretReader)
        let interactor = LoginInteractor(dependencies: dependencies.loginInteractorDependencies)
        let presenter = LoginPresenter(view: view, interactor: interactor, wireframe: LoginWireframe(router: router), clock: dependencies.clock)
        view.presenter = presenter
        return view
    }

    package func navigate(to destination: LoginDestination) async {
        switch destination {
        case .items(let session): await router?.route(to: .items(session))
        case .login: await router?.route(to: .login)
        }
    }
}
