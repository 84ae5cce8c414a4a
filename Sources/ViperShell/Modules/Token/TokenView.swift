import ShellHost
import ShellKit

/// Token's view: `token set|show|clear` into events (through `TokenCommandParser`); the token
/// is read without echo and never kept in history or written to transcripts (the input's
/// secret reader sees to that).
@MainActor package final class TokenView: ShellModule, TokenViewInterface {
    package static let token = CommandDescriptor(
        "token", arguments: "set|show|clear", summary: TokenMessage.helpToken, details: TokenMessage.helpTokenDetails,
        secretAnswers: .linesAfter(subcommand: "set", 1))

    private let makePresenter: @MainActor (TokenView) -> TokenPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: TokenPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let secrets: SecretReader

    package init(
        screen: Screen, secrets: SecretReader,
        presenter makePresenter: @escaping @MainActor (TokenView) -> TokenPresenterInterface
    ) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.secrets = secrets
    }

    package let promptName = "token"
    package let commands = [TokenView.token]

    package func accepts(_ name: String) -> Bool { Self.token.answers(to: name) }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch TokenCommandParser.event(for: command) {
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?:
            screen.fail(error.message)
            return error.outcome
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        arguments.isEmpty ? ["clear", "set", "show"].filter { $0.hasPrefix(prefix) } : []
    }

    package func didBecomeActive() async -> CommandOutcome { .success }

    package func askForToken() -> String? { secrets.readSecret(prompt: screen.text(Message(TokenMessage.prompt))) }

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showTokenState(_ message: Message) { screen.report(message) }

    package func showError(_ message: Message) { screen.fail(message) }
}
