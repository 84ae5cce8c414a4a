import ShellHost
import ShellKit
import UserState

// The Login module's contract: register, log in, show who is logged in, log out.
// Read this file first.

/// What the user asked for, parsed by the view from one command line.
package enum LoginViewEvent: Equatable, Sendable {
    /// `register ID` — the ID is "" when it was left out.
    case register(id: String)
    /// `login ID` — the ID is "" when it was left out.
    case login(id: String)
    case whoami
    case logout
}

/// Which secret the presenter asks the view for.
package enum LoginSecretPrompt: Equatable, Sendable {
    case password
    case confirmation
}

/// What the presenter tells the view to show or ask.
@MainActor package protocol LoginViewInterface: AnyObject {
    /// Asks for a secret without echoing it; nil when the user cancelled (Ctrl-C, end of input).
    func askSecret(_ prompt: LoginSecretPrompt) async -> String?
    func showInfo(_ message: Message)
    func showUserID(_ id: String)
    /// An error line (the presenter returns the command's status).
    func showError(_ message: Message)
    /// Which commands apply: register/login when logged out, whoami/logout when logged in.
    func showSessionState(loggedIn: Bool)
}

/// Decisions: validates input, calls use cases, asks the wireframe to route.
@MainActor package protocol LoginPresenterInterface: AnyObject {
    /// Runs one command; how it went.
    func handle(_ event: LoginViewEvent) async -> CommandOutcome
    /// The module was (re)attached to the shell: re-read who is logged in.
    func refreshSessionState() async
    /// Account IDs starting with `prefix`, for completing `login <TAB>`.
    func accountIDSuggestions(prefix: String) -> [String]
}

/// Use cases: accounts (salted scrypt hashes), login throttling and the saved login state.
package protocol LoginInteractorInterface: Sendable {
    /// Fails with `.idTaken` (before any password is asked) when the ID, in any case, is registered.
    func checkCanRegister(id: String) async throws(LoginError)
    /// Creates the account and logs it in at once.
    func register(id: String, password: String) async throws(LoginError) -> Session
    /// Fails with `.throttled` (before any password is asked) while the ID is locked out.
    func checkCanLogIn(id: String) async throws(LoginError)
    func logIn(id: String, password: String) async throws(LoginError) -> Session
    func currentSession() async throws(LoginError) -> Session?
    func logOut() async throws(LoginError)
    /// Registered IDs, sorted (completion only; never shown as a list).
    func knownAccountIDs() -> [String]
}

/// Routes out of the module.
@MainActor package protocol LoginWireframeInterface: AnyObject {
    /// Goes to `destination`; how what it showed went.
    func navigate(to destination: LoginDestination) async -> CommandOutcome
}

/// Where Login can send the shell.
package enum LoginDestination: Equatable {
    case items(Session)
    case login
}
