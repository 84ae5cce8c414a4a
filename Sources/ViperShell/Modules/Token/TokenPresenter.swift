import ItemsModel
import ShellHost
import ShellKit

/// Token's decisions: a token must look like one (no blanks or control characters, at most
/// `maximumLength`) before the API is asked about it; only its last 4 characters are ever shown.
@MainActor package final class TokenPresenter: TokenPresenterInterface {
    package static let maximumLength = 256
    package static let shownSuffixLength = 4

    package weak var view: TokenViewInterface?
    private let interactor: TokenInteractorInterface

    package init(view: TokenViewInterface, interactor: TokenInteractorInterface) {
        self.view = view
        self.interactor = interactor
    }

    package func handle(_ event: TokenViewEvent) async -> CommandOutcome {
        switch event {
        case .set: await didSet()
        case .show: didShow()
        case .clear: didClear()
        }
    }

    private func didSet() async -> CommandOutcome {
        guard let token = view?.askForToken() else { return fail(Message(TokenMessage.cancelled)) }
        guard token.count <= Self.maximumLength, AccessToken.hasTokenCharacters(token) else {
            return fail(Message(TokenMessage.malformed, String(Self.maximumLength)), status: .usage)
        }
        let owner: String
        do { owner = try await interactor.owner(of: token) } catch {
            return fail(error.message)
        }
        do { try interactor.save(token) } catch { return fail(error.message) }
        view?.showInfo(Message(TokenMessage.saved, owner, Self.suffix(of: token)))
        if interactor.environmentToken != nil { view?.showInfo(Message(TokenMessage.environmentWins)) }
        return .success
    }

    private func didShow() -> CommandOutcome {
        if let token = interactor.environmentToken {
            view?.showTokenState(Message(TokenMessage.fromEnvironment, Self.suffix(of: token)))
            return .success
        }
        do {
            if let (command, token) = try interactor.commandToken() {
                view?.showTokenState(Message(TokenMessage.fromCommand, command, Self.suffix(of: token)))
                return .success
            }
        } catch {
            return fail(error.message)
        }
        do {
            let token = try interactor.storedToken()
            view?.showTokenState(
                token.map { Message(TokenMessage.stored, Self.suffix(of: $0)) } ?? Message(TokenMessage.tokenNone))
            return .success
        } catch {
            return fail(error.message)
        }
    }

    private func didClear() -> CommandOutcome {
        do {
            view?.showInfo(Message(try interactor.clear() ? TokenMessage.cleared : TokenMessage.tokenNone))
            return .success
        } catch {
            return fail(error.message)
        }
    }

    package static func suffix(of token: String) -> String {
        String(token.suffix(shownSuffixLength))
    }

    private func fail(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        view?.showError(message)
        return .failed(status)
    }
}
