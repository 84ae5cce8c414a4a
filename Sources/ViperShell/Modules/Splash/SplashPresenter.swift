import ShellHost
import ShellKit

/// Splash's decisions: show the banner, then go to Items when a login was saved, else Login.
/// A corrupt or unreadable state file is reported and the shell starts logged out.
@MainActor package final class SplashPresenter: SplashPresenterInterface {
    package weak var view: SplashViewInterface?
    private let interactor: SplashInteractorInterface
    private let wireframe: SplashWireframeInterface

    package init(view: SplashViewInterface, interactor: SplashInteractorInterface, wireframe: SplashWireframeInterface)
    {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    package func start() async -> CommandOutcome {
        view?.showBanner(name: ViperShellVersion.name, version: ViperShellVersion.current)
        do {
            switch try await interactor.savedLogin() {
            case .loggedIn(let session):
                return await wireframe.navigate(to: .items(session))
            case .none:
                return await wireframe.navigate(to: .login)
            case .accountMissing(let userID):
                view?.showNotice(Message(SplashMessage.accountMissing, userID))
                return await wireframe.navigate(to: .login)
            }
        } catch {
            view?.showNotice(noticeForUnusableState(error))
            return await wireframe.navigate(to: .login)
        }
    }

    private func noticeForUnusableState(_ error: StorageError) -> Message {
        switch error {
        case let .corrupt(_, movedTo): Message(SplashMessage.stateCorrupt, movedTo)
        default: error.message
        }
    }
}
