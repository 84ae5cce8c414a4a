import ShellKit

/// Token's view: `token set|show|clear` into events; the token is read without echo and never
/// kept in history or written to transcripts (the input's secret reader sees to that).
@MainActor package final class TokenView: ShellModule, TokenViewInterface {
    package static let token = CommandDescriptor("token", arguments: "set|show|clear", summary: TokenMessage.helpToken, details: TokenMessage.helpTokenDetails,
                                                        secretAnswers: .linesAfter(subcommand: "set", 1))

    private let makePresenter: @MainActor (TokenView) -> TokenPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: TokenPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let secrets: SecretReader

    package init(screen: Screen, secrets: SecretReader, presenter makePresenter: @escaping @MainActor (TokenView) -> TokenPresenterInterface) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.secrets = secrets
    }

    package let promptName = "token"
    package let commands = [TokenView.token]

    package func accepts(_ name: String) -> Bool { Self.token.answers(to: name) }

    package func run(_ command: CommandInvocation) async {
        guard let word = command.arguments.first else {
            return screen.fail(Message(ShellMessage.commandMissingArgument, "token", Self.token.usage), status: .usage)
        }
        guard command.arguments.count == 1 else {
            return screen.fail(Message(ShellMessage.commandTooManyArguments, "token", Self.token.usage), status: .usage)
        }
        guard let event = Self.event(word) else {
            return screen.fail(Message(SharedMessage.commandBadArgument, TerminalSanitizer.inline(word), "token", Self.token.usage), status: .usage)
        }
        await presenter.handle(event)
    }

    private static func event(_ word: String) -> TokenViewEvent? {
        switch word {
        case "set": .set
        case "show": .show
        case "clear": .clear
        default: nil
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        arguments.isEmpty ? ["clear", "set", "show"].filter { $0.hasPrefix(prefix) } : []
    }

    package func didBecomeActive() async {}

    package func askForToken() -> String? { secrets.readSecret(prompt: screen.text(Message(TokenMessage.prompt))) }

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showTokenState(_ message: Message) { screen.report(message) }

    package func showError(_ message: Message, status: ExitStatus) { screen.fail(message, status: status) }
}
