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

    package func handle(_ event: TokenViewEvent) async {
        switch event {
        case .set: await didSet()
        case .show: didShow()
        case .clear: didClear()
        }
    }

    private func didSet() async {
        guard let token = view?.askForToken() else { return fail(Message(TokenMessage.cancelled)) }
        guard !token.isEmpty, token.count <= Self.maximumLength,
              !token.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
        else {
            return fail(Message(TokenMessage.malformed, String(Self.maximumLength)), status: .usage)
        }
        let owner: String
        do { owner = try await interactor.owner(of: token) } catch {
            return fail(error.message)
        }
        do { try interactor.save(token) } catch { return fail(error.message) }
        view?.showInfo(Message(TokenMessage.saved, owner, Self.suffix(of: token)))
        if interactor.environmentToken != nil { view?.showInfo(Message(TokenMessage.environmentWins)) }
    }

    private func didShow() {
        if let token = interactor.environmentToken {
            return view?.showTokenState(Message(TokenMessage.fromEnvironment, Self.suffix(of: token))) ?? ()
        }
        do {
            guard let token = try interactor.storedToken() else { return view?.showTokenState(Message(TokenMessage.tokenNone)) ?? () }
            view?.showTokenState(Message(TokenMessage.stored, Self.suffix(of: token)))
        } catch {
            fail(error.message)
        }
    }

    private func didClear() {
        do {
            view?.showInfo(Message(try interactor.clear() ? TokenMessage.cleared : TokenMessage.tokenNone))
        } catch {
            fail(error.message)
        }
    }

    package static func suffix(of token: String) -> String {
        String(token.suffix(shownSuffixLength))
    }

    private func fail(_ message: Message, status: ExitStatus = .failure) {
        view?.showError(message, status: status)
    }
}
