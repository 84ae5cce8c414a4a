import FoundationEssentials
import ShellHost
import ShellKit
import UserState

/// Login's decisions. Each command reads like the spec: validate, ask for the secret, call the
/// use case, then say what happened or route.
@MainActor package final class LoginPresenter: LoginPresenterInterface {
    package weak var view: LoginViewInterface?
    private let interactor: LoginInteractorInterface
    private let wireframe: LoginWireframeInterface
    private let clock: ShellClock

    package init(
        view: LoginViewInterface, interactor: LoginInteractorInterface, wireframe: LoginWireframeInterface,
        clock: ShellClock
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        self.clock = clock
    }

    package func handle(_ event: LoginViewEvent) async -> CommandOutcome {
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
    private func didRequestRegistration(id: String) async -> CommandOutcome {
        if let refusal = await refusalToLogIn(id: id, command: "register") { return refusal }
        do { try await interactor.checkCanRegister(id: id) } catch { return showError(error) }
        guard let password = await view?.askSecret(.password) else { return showCancelled() }
        if let problem = LoginCredentialRules.problem(withPassword: password, id: id) { return showInvalid(problem) }
        guard let confirmation = await view?.askSecret(.confirmation) else { return showCancelled() }
        guard confirmation == password else { return showInvalid(Message(LoginMessage.confirmationMismatch)) }
        do {
            let session = try await interactor.register(id: id, password: password)
            view?.showInfo(Message(LoginMessage.registered, id))
            return await enter(session)
        } catch {
            return showError(error)
        }
    }

    /// Validate the ID, refuse a locked-out one before asking anything, ask the password, log in.
    private func didRequestLogin(id: String) async -> CommandOutcome {
        if let refusal = await refusalToLogIn(id: id, command: "login") { return refusal }
        do { try await interactor.checkCanLogIn(id: id) } catch { return showError(error) }
        guard let password = await view?.askSecret(.password) else { return showCancelled() }
        if let problem = LoginCredentialRules.problem(withPassword: password, id: id) { return showInvalid(problem) }
        do {
            let session = try await interactor.logIn(id: id, password: password)
            view?.showInfo(Message(LoginMessage.loggedIn, session.userID))
            return await enter(session)
        } catch {
            return showError(error)
        }
    }

    private func enter(_ session: Session) async -> CommandOutcome {
        view?.showSessionState(loggedIn: true)
        return await wireframe.navigate(to: .items(session))
    }

    /// Why `register` or `login` cannot go on: someone is logged in, or the ID is missing (a
    /// usage error) or breaks the ID rule; nil when it can.
    private func refusalToLogIn(id: String, command: String) async -> CommandOutcome? {
        if let refusal = await refusalUnlessLoggedOut() { return refusal }
        if id.isEmpty {
            view?.showError(Message(ShellMessage.commandMissingArgument, command, "\(command) ID"))
            return .failed(.usage)
        }
        if let problem = LoginCredentialRules.problem(withID: id) { return showInvalid(problem) }
        return nil
    }

    private func didRequestWhoAmI() async -> CommandOutcome {
        do {
            guard let session = try await interactor.currentSession() else { return showNotLoggedIn() }
            view?.showUserID(session.userID)
            return .success
        } catch {
            return showError(error)
        }
    }

    private func didRequestLogout() async -> CommandOutcome {
        do {
            guard let session = try await interactor.currentSession() else {
                return showNotLoggedIn().then(await wireframe.navigate(to: .login))
            }
            try await interactor.logOut()
            view?.showInfo(Message(LoginMessage.loggedOut, session.userID))
            view?.showSessionState(loggedIn: false)
            return await wireframe.navigate(to: .login)
        } catch {
            return showError(error)
        }
    }

    // MARK: - Rules and messages

    /// Register and login only make sense while logged out: the refusal otherwise.
    private func refusalUnlessLoggedOut() async -> CommandOutcome? {
        do {
            guard let session = try await interactor.currentSession() else { return nil }
            return showInvalid(Message(LoginMessage.alreadyLoggedIn, session.userID))
        } catch {
            return showError(error)
        }
    }

    private func showNotLoggedIn() -> CommandOutcome {
        view?.showError(Message(LoginMessage.notLoggedIn))
        return .failed(.loginRequired)
    }

    private func showInvalid(_ message: Message) -> CommandOutcome {
        view?.showError(message)
        return .failed()
    }

    private func showCancelled() -> CommandOutcome {
        showInvalid(Message(LoginMessage.cancelled))
    }

    private func showError(_ error: LoginError) -> CommandOutcome {
        showInvalid(message(for: error))
    }

    private func message(for error: LoginError) -> Message {
        switch error {
        case .idTaken(let id): Message(LoginMessage.idTaken, id)
        case .invalidCredentials: Message(LoginMessage.invalidCredentials)
        case .throttled(let until):
            Message(
                LoginMessage.throttled, String(Int(max(1, until.timeIntervalSince(clock.now()).rounded(.up)))),
                ISO8601.localText(until))
        case .lockedOut(let until):
            Message(
                LoginMessage.lockedOut, String(Int(max(1, until.timeIntervalSince(clock.now()).rounded(.up)))),
                ISO8601.localText(until))
        case .storage(let problem): problem.message
        }
    }
}
