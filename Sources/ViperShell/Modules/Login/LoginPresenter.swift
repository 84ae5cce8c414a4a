import Foundation
import ShellKit
import UserState

/// Login's decisions. Each command reads like the spec: validate, ask for the secret, call the
/// use case, then say what happened or route.
@MainActor package final class LoginPresenter: LoginPresenterInterface {
    package weak var view: LoginViewInterface?
    private let interactor: LoginInteractorInterface
    private let wireframe: LoginWireframeInterface
    private let clock: ShellClock

    package init(view: LoginViewInterface, interactor: LoginInteractorInterface, wireframe: LoginWireframeInterface, clock: ShellClock) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        self.clock = clock
    }

    package func handle(_ event: LoginViewEvent) async {
        switch event {
        case .register(let id): await didRequestRegistration(id: id)
        case .login(let id): await didRequestLogin(id: id)
        case .whoami: await didRequestWhoAmI()
        case .logout: await didRequestLogout()
        }
    }

    package func refreshSessionState() async {
        let session = try? await interactor.currentSession()
        view?.showSessionState(loggedIn: session != nil)
    }

    package func accountIDSuggestions(prefix: String) -> [String] {
        interactor.knownAccountIDs().filter { $0.hasPrefix(prefix) }
    }

    // MARK: - Commands

    /// Validate the ID, refuse a taken one before asking anything, ask the password twice,
    /// register, and log in at once.
    private func didRequestRegistration(id: String) async {
        guard await ensureLoggedOut(), checkID(id, command: "register") else { return }
        do { try await interactor.checkCanRegister(id: id) } catch { return showError(error) }
        guard let password = await view?.askSecret(.password) else { return showCancelled() }
        if let problem = LoginCredentialRules.problem(withPassword: password, id: id) { return showInvalid(problem) }
        guard let confirmation = await view?.askSecret(.confirmation) else { return showCancelled() }
        guard confirmation == password else { return showInvalid(Message(LoginMessage.confirmationMismatch)) }
        do {
            let session = try await interactor.register(id: id, password: password)
            view?.showInfo(Message(LoginMessage.registered, id))
            await enter(session)
        } catch {
            showError(error)
        }
    }

    /// Validate the ID, refuse a locked-out one before asking anything, ask the password, log in.
    private func didRequestLogin(id: String) async {
        guard await ensureLoggedOut(), checkID(id, command: "login") else { return }
        do { try await interactor.checkCanLogIn(id: id) } catch { return showError(error) }
        guard let password = await view?.askSecret(.password) else { return showCancelled() }
        if let problem = LoginCredentialRules.problem(withPassword: password, id: id) { return showInvalid(problem) }
        do {
            let session = try await interactor.logIn(id: id, password: password)
            view?.showInfo(Message(LoginMessage.loggedIn, session.userID))
            await enter(session)
        } catch {
            showError(error)
        }
    }

    private func enter(_ session: Session) async {
        view?.showSessionState(loggedIn: true)
        await wireframe.navigate(to: .items(session))
    }

    /// A missing ID is a usage error; a malformed one breaks the ID rule.
    private func checkID(_ id: String, command: String) -> Bool {
        if id.isEmpty {
            view?.showError(Message(ShellMessage.commandMissingArgument, command, "\(command) ID"), status: .usage)
            return false
        }
        if let problem = LoginCredentialRules.problem(withID: id) {
            showInvalid(problem)
            return false
        }
        return true
    }

    private func didRequestWhoAmI() async {
        do {
            if let session = try await interactor.currentSession() {
                view?.showUserID(session.userID)
            } else {
                view?.showError(Message(LoginMessage.notLoggedIn), status: .loginRequired)
            }
        } catch {
            showError(error)
        }
    }

    private func didRequestLogout() async {
        do {
            guard let session = try await interactor.currentSession() else {
                view?.showError(Message(LoginMessage.notLoggedIn), status: .loginRequired)
                return await wireframe.navigate(to: .login)
            }
            try await interactor.logOut()
            view?.showInfo(Message(LoginMessage.loggedOut, session.userID))
            view?.showSessionState(loggedIn: false)
            await wireframe.navigate(to: .login)
        } catch {
            showError(error)
        }
    }

    // MARK: - Rules and messages

    /// Register and login only make sense while logged out.
    private func ensureLoggedOut() async -> Bool {
        do {
            guard let session = try await interactor.currentSession() else { return true }
            view?.showError(Message(LoginMessage.alreadyLoggedIn, session.userID), status: .failure)
        } catch {
            showError(error)
        }
        return false
    }

    private func showInvalid(_ message: Message) {
        view?.showError(message, status: .failure)
    }

    private func showCancelled() {
        view?.showError(Message(LoginMessage.cancelled), status: .failure)
    }

    private func showError(_ error: LoginError) {
        view?.showError(message(for: error), status: .failure)
    }

    private func message(for error: LoginError) -> Message {
        switch error {
        case .idTaken(let id): Message(LoginMessage.idTaken, id)
        case .invalidCredentials: Message(LoginMessage.invalidCredentials)
        case .throttled(let until):
            Message(LoginMessage.throttled, String(Int(max(1, until.timeIntervalSince(clock.now()).rounded(.up)))), ISO8601.localText(until))
        case .lockedOut(let until):
            Message(LoginMessage.lockedOut, String(Int(max(1, until.timeIntervalSince(clock.now()).rounded(.up)))), ISO8601.localText(until))
        case .storage(let problem): problem.message
        }
    }
}
