import ShellHost
import ShellKit

/// Login's view: turns `register`, `login`, `whoami` and `logout` lines into events (through
/// `LoginCommandParser`), asks for
/// passwords without echo, and prints what the presenter decides.
@MainActor package final class LoginView: ShellModule, LoginViewInterface {
    private let makePresenter: @MainActor (LoginView) -> LoginPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: LoginPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let secrets: SecretReader
    private var isLoggedIn = false

    package init(
        screen: Screen, secrets: SecretReader,
        presenter makePresenter: @escaping @MainActor (LoginView) -> LoginPresenterInterface
    ) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.secrets = secrets
    }

    package static let register = CommandDescriptor(
        "register", arguments: "ID", summary: LoginMessage.helpRegister, details: LoginMessage.helpRegisterDetails,
        secretAnswers: .lines(2))
    package static let login = CommandDescriptor(
        "login", arguments: "ID", summary: LoginMessage.helpLogin, details: LoginMessage.helpLoginDetails,
        secretAnswers: .lines(1))
    package static let whoami = CommandDescriptor("whoami", summary: LoginMessage.helpWhoami)
    package static let logout = CommandDescriptor("logout", summary: LoginMessage.helpLogout)

    // MARK: - ShellModule

    package let promptName = "login"

    package var commands: [CommandDescriptor] {
        isLoggedIn ? [Self.whoami, Self.logout] : [Self.register, Self.login, Self.whoami]
    }

    package func accepts(_ name: String) -> Bool {
        [Self.register, Self.login, Self.whoami, Self.logout].contains { $0.answers(to: name) }
    }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch LoginCommandParser.event(for: command) {
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?:
            screen.fail(error.message)
            return error.outcome
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        guard command == Self.login.name, arguments.isEmpty else { return [] }
        return presenter.accountIDSuggestions(prefix: prefix)
    }

    package func didBecomeActive() async -> CommandOutcome {
        await presenter.refreshSessionState()
        return .success
    }

    // MARK: - LoginViewInterface

    package func askSecret(_ prompt: LoginSecretPrompt) async -> String? {
        let key: any MessageKey = prompt == .password ? LoginMessage.passwordPrompt : LoginMessage.confirmationPrompt
        screen.showPendingNotices()
        screen.console.flush()
        return secrets.readSecret(prompt: screen.text(Message(key)))
    }

    package func showInfo(_ message: Message) { screen.say(message) }

    /// The ID alone on a line; in JSON mode a JSON object with Qiita's field name, `{"id": …}`.
    package func showUserID(_ id: String) {
        screen.print(screen.jsonMode ? JSONText.encode(["id": id]) : id)
    }

    package func showError(_ message: Message) { screen.fail(message) }

    package func showSessionState(loggedIn: Bool) { isLoggedIn = loggedIn }
}
