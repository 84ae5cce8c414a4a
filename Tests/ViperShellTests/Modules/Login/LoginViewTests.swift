import Testing
@testable import DeveloperTools
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Login view: command lines to events, prompts through the secret reader, output to the
/// right stream.
@MainActor @Suite struct LoginViewTests {
    let console = CapturingConsole()
    let secrets = ScriptedSecretReader()
    let presenter = LoginPresenterSpy()
    let view: LoginView

    init() {
        self.init(language: .english)
    }

    init(language: Language) {
        view = LoginView(screen: Screen(console: console, language: language, colorEnabled: false), secrets: secrets) {
            [presenter] _ in presenter
        }
    }

    func run(_ line: String) async throws {
        let command = try #require(try CommandInvocation.parse(line))
        #expect(view.accepts(command.name))
        _ = await view.run(command)
    }

    @Test(
        "each command line becomes one event",
        arguments: [
            ("register alice1234", LoginViewEvent.register(id: "alice1234")),
            ("login alice1234", .login(id: "alice1234")),
            ("login   'alice1234'  ", .login(id: "alice1234")),
            ("login", .login(id: "")),
            ("register", .register(id: "")),
            ("login ''", .login(id: "")),
            ("login 'alice 1234'", .login(id: "alice 1234")),
            ("whoami", .whoami),
            ("logout", .logout),
        ])
    func events(line: String, event: LoginViewEvent) async throws {
        try await run(line)
        #expect(presenter.events == [event])
        #expect(console.err.isEmpty)
    }

    @Test(
        "extra arguments are a usage error, and nothing reaches the presenter",
        arguments: [
            ("login alice1234 secret", "too many arguments for 'login': usage: login ID"),
            ("register alice1234 bob", "too many arguments for 'register': usage: register ID"),
            ("whoami alice1234", "too many arguments for 'whoami': usage: whoami"),
            ("logout now", "too many arguments for 'logout': usage: logout"),
        ])
    func tooManyArguments(line: String, error: String) async throws {
        let screen = Screen(console: console, language: .english, colorEnabled: false)
        let view = LoginView(screen: screen, secrets: secrets) { _ in presenter }
        let command = try #require(try CommandInvocation.parse(line))
        let outcome = await view.run(command)
        #expect(presenter.events.isEmpty)
        #expect(console.err == "error: \(error)\n")
        #expect(outcome == .failed(.usage))
    }

    @Test func passwordPromptsAreLocalizedAndReadAsSecrets() async {
        secrets.queue("first secret")
        secrets.queue(nil)
        #expect(await view.askSecret(.password) == "first secret")
        #expect(await view.askSecret(.confirmation) == nil)
        #expect(secrets.prompts == ["Password: ", "Password (again): "])

        let japanese = LoginViewTests(language: .japanese)
        japanese.secrets.queue("x")
        _ = await japanese.view.askSecret(.password)
        japanese.secrets.queue("y")
        _ = await japanese.view.askSecret(.confirmation)
        #expect(japanese.secrets.prompts == ["パスワード: ", "パスワード(確認): "])
    }

    @Test func idsGoToStandardOutputConfirmationsAndErrorsToStandardError() {
        view.showInfo(Message(LoginMessage.loggedIn, "alice1234"))
        view.showUserID("alice1234")
        view.showError(Message(LoginMessage.notLoggedIn))
        #expect(console.outLines == ["alice1234"])
        #expect(console.errLines == ["Logged in as alice1234.", "error: not logged in: log in with 'login ID'"])
    }

    @Test func errorsInJapaneseHaveAJapanesePrefix() {
        let japanese = LoginViewTests(language: .japanese)
        japanese.view.showError(Message(LoginMessage.invalidCredentials))
        #expect(japanese.console.err == "エラー: IDまたはパスワードが違います\n")
    }

    @Test func theCommandsOnOfferFollowTheSessionState() {
        #expect(view.commands.map(\.name) == ["register", "login", "whoami"])
        view.showSessionState(loggedIn: true)
        #expect(view.commands.map(\.name) == ["whoami", "logout"])
        view.showSessionState(loggedIn: false)
        #expect(view.commands.map(\.name) == ["register", "login", "whoami"])
        // Accepted either way, so the presenter can explain why one does not apply now.
        for name in ["register", "login", "whoami", "logout"] { #expect(view.accepts(name)) }
        #expect(!view.accepts("help"))
        #expect(!view.accepts("LOGIN"))
    }

    @Test func onlyTheLoginIDIsCompleted() {
        presenter.accountIDs = ["alice1234", "alicia999", "bob12345"]
        #expect(view.completions(command: "login", arguments: [], prefix: "ali") == ["alice1234", "alicia999"])
        #expect(view.completions(command: "login", arguments: ["alice1234"], prefix: "ali") == [])
        #expect(
            view.completions(command: "register", arguments: [], prefix: "ali") == [], "registering never reveals IDs")
        #expect(view.completions(command: "whoami", arguments: [], prefix: "") == [])
        #expect(presenter.suggestionPrefixes == ["ali"])
    }

    @Test func becomingActiveRefreshesTheSessionState() async {
        _ = await view.didBecomeActive()
        #expect(presenter.refreshCount == 1)
    }
}
