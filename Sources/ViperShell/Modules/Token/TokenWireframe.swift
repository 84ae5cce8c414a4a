import ShellHost
import ShellKit

/// Builds the Token module (attached in every state, like Login's account commands). It
/// never routes: its commands leave the active module as it is.
@MainActor package enum TokenWireframe {
    package static func build(dependencies: AppDependencies) -> ShellModule {
        let interactor = dependencies.tokenInteractor
        return TokenView(screen: dependencies.screen, secrets: dependencies.secretReader) { view in
            TokenPresenter(view: view, interactor: interactor)
        }
    }
}
