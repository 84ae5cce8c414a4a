import ItemsModel
import OutputTools
import QiitaActions
import ShellHost
import ShellKit

/// Account's view: `outbox [send [--all]|drop N] [--json]` and `publish FILE… [--dry-run]
/// [--force]` into events (through `AccountCommandParser`); the outbox as a table or JSON.
@MainActor package final class AccountView: ShellModule, AccountModuleViewInterface {
    package static let outbox = CommandDescriptor(
        "outbox", arguments: "[--json[=FIELDS]] | send [--all] | drop N", summary: AccountMessage.helpOutbox,
        details: AccountMessage.helpOutboxDetails, needsLogin: true)
    package static let publish = CommandDescriptor(
        "publish", arguments: "FILE... [--dry-run] [--force]", summary: AccountMessage.helpPublish,
        details: AccountMessage.helpPublishDetails, needsLogin: true)
    package static let all = [outbox, publish]

    private let makePresenter: @MainActor (AccountView) -> AccountPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: AccountPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat
    private let confirmation: TerminalConfirmation?

    package init(
        screen: Screen, defaultFormat: OutputFormat, confirmation: TerminalConfirmation?,
        presenter makePresenter: @escaping @MainActor (AccountView) -> AccountPresenterInterface
    ) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.defaultFormat = defaultFormat
        self.confirmation = confirmation
    }

    package let promptName = "account"
    package let commands = AccountView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch AccountCommandParser(defaultFormat: defaultFormat).event(for: command) {
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?:
            screen.fail(error.message)
            return error.outcome
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        switch command {
        case Self.outbox.name where arguments.isEmpty: ["send", "drop", "--json"].filter { $0.hasPrefix(prefix) }
        case Self.outbox.name where arguments == ["send"]: ["--all"].filter { $0.hasPrefix(prefix) }
        case Self.publish.name where prefix.hasPrefix("-"): ["--dry-run", "--force"].filter { $0.hasPrefix(prefix) }
        default: []
        }
    }

    package func didBecomeActive() async -> CommandOutcome { .success }

    // MARK: - AccountModuleViewInterface

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showError(_ message: Message) { screen.fail(message) }

    package func text(_ message: Message) -> String { screen.text(message) }

    /// No comment is written here (comments name an item: Items and ItemDetail).
    package func composeText(template: String) async -> ComposedText { .cancelled }

    package func confirmAction(_ question: Message) -> Bool {
        confirmation.map { $0.ask(screen.text(question)) } ?? true
    }

    package func showPostedComment(_ comment: QiitaComment, itemTitle: String) {}

    package func showOutbox(_ rows: [OutboxRow]) {
        screen.sayLines(OutboxRenderer(width: screen.width, language: screen.language).render(rows))
    }

    package func showOutboxJSON(_ entries: [OutboxEntry], fields: [String]?) {
        JSONOutput.print(OutboxJSONWriter.encode(entries), fields: fields, of: .outbox, on: screen)
    }

    package func showRequest(_ headline: Message, method: String, path: String, body: String) {
        screen.sayLines([screen.text(headline), "\(method) \(path)"] + TerminalSanitizer.block(body).split(
            separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
