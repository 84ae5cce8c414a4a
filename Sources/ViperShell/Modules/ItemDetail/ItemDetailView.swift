import ShellKit
import ItemsDomain

/// ItemDetail's view: `show`, `next`, `prev`, `stock`, `unstock`, `back`; prints one item
/// with its Markdown body rendered for the terminal (through the pager when it is long).
@MainActor package final class ItemDetailView: ShellModule, ItemDetailViewInterface {
    private let makePresenter: @MainActor (ItemDetailView) -> ItemDetailPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: ItemDetailPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat
    private let pager: Pager
    private let renderedBodies: RenderedLinesCache<RenderedBodyKey>?

    package init(screen: Screen, defaultFormat: OutputFormat, pager: Pager, renderedBodies: RenderedLinesCache<RenderedBodyKey>? = nil,
                 presenter makePresenter: @escaping @MainActor (ItemDetailView) -> ItemDetailPresenterInterface) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.defaultFormat = defaultFormat
        self.pager = pager
        self.renderedBodies = renderedBodies
    }

    package static let show = CommandDescriptor("show", arguments: "[--json]", summary: .helpShow, needsLogin: true)
    package static let back = CommandDescriptor("back", summary: .helpBack, needsLogin: true)
    package static let next = CommandDescriptor("next", summary: .helpDetailNext, needsLogin: true)
    package static let prev = CommandDescriptor("prev", aliases: ["previous"], summary: .helpDetailPrev, needsLogin: true)
    package static let stock = CommandDescriptor("stock", summary: .helpDetailStock, needsLogin: true)
    package static let unstock = CommandDescriptor("unstock", summary: .helpDetailUnstock, needsLogin: true)
    package static let all = [show, back, next, prev, stock, unstock]

    // MARK: - ShellModule

    package let promptName = "item"
    package let commands = ItemDetailView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async {
        guard let event = event(for: command) else { return }
        await presenter.handle(event)
    }

    package func completions(command: String, argumentIndex: Int, prefix: String) -> [String] {
        command == Self.show.name ? ["--json"].filter { $0.hasPrefix(prefix) } : []
    }

    package func didBecomeActive() async { await presenter.start() }

    private func event(for command: CommandInvocation) -> ItemDetailViewEvent? {
        if command.name == Self.show.name {
            guard command.arguments.allSatisfy({ $0 == "--json" }) else { return usageError(Self.show.usage, command) }
            return .show(format: command.arguments.isEmpty ? defaultFormat : .json)
        }
        guard command.arguments.isEmpty else {
            // `stock N` / `open N` belong to the listing: say so instead of guessing.
            return usageError(Self.all.first { $0.answers(to: command.name) }?.usage ?? command.name, command)
        }
        switch command.name {
        case Self.back.name: return .back
        case Self.next.name: return .next
        case let name where Self.prev.answers(to: name): return .previous
        case Self.stock.name: return .stock
        case Self.unstock.name: return .unstock
        default: return nil
        }
    }

    private func usageError(_ usage: String, _ command: CommandInvocation) -> ItemDetailViewEvent? {
        screen.fail(Message(.commandTooManyArguments, command.name, usage), status: .usage)
        return nil
    }

    // MARK: - ItemDetailViewInterface

    package func showItem(_ model: ItemDetailViewModel) {
        let style = TextStyle(isEnabled: screen.colorEnabled)
        let lines = ItemDetailRenderer(width: screen.width, style: style, language: screen.language, bodies: renderedBodies).render(model)
        pager.show(lines)
    }

    package func showJSON(_ item: QiitaItem) {
        screen.print(ItemJSONWriter.encode(item))
    }

    package func showInfo(_ message: Message) {
        screen.sayLines([TerminalSanitizer.inline(screen.text(message))])
    }

    package func showError(_ message: Message, status: ExitStatus) {
        screen.fail(localized: TerminalSanitizer.inline(screen.text(message)), status: status)
    }
}
