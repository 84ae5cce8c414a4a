import ShellHost
import ShellKit
import UserState

/// Builds the Account module for a logged-in user (attached beside the active module, like
/// Feeds). It never routes.
@MainActor package enum AccountWireframe {
    package static func build(dependencies: AppDependencies, session: Session) -> ShellModule {
        let interactor = AccountInteractor(outbox: dependencies.qiitaActions(for: session))
        return AccountView(
            screen: dependencies.screen, defaultFormat: dependencies.outputFormat,
            confirmation: dependencies.confirmation
        ) { view in
            AccountPresenter(view: view, interactor: interactor)
        }
    }
}
