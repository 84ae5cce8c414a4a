/// Token's view: `token set|show|clear` into events; the token is read without echo and never
/// kept in history or written to transcripts (the input's secret reader sees to that).
@MainActor final class TokenView: ShellModule, TokenViewInterface {
    static let token = CommandDescriptor("token", arguments: "set|show|clear", summary: .helpToken, details: .helpTokenDetails)

    var presenter: TokenPresenterInterface!
    private let screen: Screen
    private let secrets: SecretReader

    init(screen: Screen, secrets: SecretReader) {
        self.screen = screen
        self.secrets = secrets
    }

    let promptName = "token"
    let commands = [TokenView.token]

    func accepts(_ name: String) -> Bool { Self.token.answers(to: name) }

    func run(_ command: CommandInvocation) async {
        guard let word = command.arguments.first else {
            return screen.fail(Message(.commandMissingArgument, "token", Self.token.usage), status: .usage)
        }
        guard command.arguments.count == 1 else {
            return screen.fail(Message(.commandTooManyArguments, "token", Self.token.usage), status: .usage)
        }
        guard let event = Self.event(word) else {
            return screen.fail(Message(.commandBadArgument, TerminalSanitizer.inline(word), "token", Self.token.usage), status: .usage)
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

    func completions(command: String, argumentIndex: Int, prefix: String) -> [String] {
        argumentIndex == 0 ? ["clear", "set", "show"].filter { $0.hasPrefix(prefix) } : []
    }

    func didBecomeActive() async {}

    func askForToken() -> String? { secrets.readSecret(prompt: screen.text(Message(.tokenPrompt))) }

    func showInfo(_ message: Message) { screen.say(message) }

    func showError(_ message: Message, status: ExitStatus) { screen.fail(message, status: status) }
}
