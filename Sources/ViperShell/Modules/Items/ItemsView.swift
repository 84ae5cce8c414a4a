/// Items' view: turns listing commands into events and prints listings as aligned rows (or
/// JSON for scripts). All item text is sanitized before it reaches the terminal.
@MainActor final class ItemsView: ListingReturnTarget, ItemsViewInterface {
    var presenter: ItemsPresenterInterface!
    private let screen: Screen
    private let defaultFormat: OutputFormat

    private let pager: Pager

    init(screen: Screen, defaultFormat: OutputFormat, pager: Pager) {
        self.screen = screen
        self.defaultFormat = defaultFormat
        self.pager = pager
    }

    static let search = CommandDescriptor("search", arguments: "[QUERY] [--json]", summary: .helpSearch, details: .helpSearchDetails)
    static let list = CommandDescriptor("list", arguments: "[--json]", summary: .helpList)
    static let next = CommandDescriptor("next", summary: .helpNext)
    static let prev = CommandDescriptor("prev", aliases: ["previous"], summary: .helpPrev)
    static let page = CommandDescriptor("page", arguments: "N", summary: .helpPage)
    static let refresh = CommandDescriptor("refresh", summary: .helpRefresh)
    static let open = CommandDescriptor("open", arguments: "N|ID [--json]", summary: .helpOpen)
    static let stock = CommandDescriptor("stock", arguments: "N|ID", summary: .helpStock)
    static let unstock = CommandDescriptor("unstock", arguments: "N|ID", summary: .helpUnstock)
    static let stocks = CommandDescriptor("stocks", arguments: "[--json]", summary: .helpStocks)
    static let source = CommandDescriptor("source", arguments: "[PATH|demo|qiita]", summary: .helpSource, details: .helpSourceDetails)
    static let set = CommandDescriptor("set", arguments: "per-page N|pager on|off", summary: .helpSet, keepsPlace: true)

    /// What `set` can change.
    enum Setting: String, CaseIterable {
        case perPage = "per-page"
        case pager
    }
    static let all = [search, list, next, prev, page, refresh, open, stock, unstock, stocks, source, set]

    /// Every Items command: outside Items they fail with "needs a login".
    static let loginRequiredCommandNames = all.flatMap { [$0.name] + $0.aliases }

    /// Query qualifiers offered by completion after `search`.
    static let qualifiers = ["tag", "user", "title", "body", "stocks", "likes", "created", "updated"]

    // MARK: - ShellModule

    let promptName = "items"
    let commands = ItemsView.all

    func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    func run(_ command: CommandInvocation) async {
        guard let event = CommandArgumentParser(screen: screen, command: command).itemsEvent(defaultFormat: defaultFormat) else { return }
        await presenter.handle(event)
    }

    func completions(command: String, argumentIndex: Int, prefix: String) -> [String] {
        switch command {
        case Self.source.name where argumentIndex == 0: ["demo", "qiita"].filter { $0.hasPrefix(prefix) }
        case Self.set.name where argumentIndex == 0: Setting.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }
        case Self.set.name where argumentIndex == 1: ["on", "off"].filter { $0.hasPrefix(prefix) }
        case Self.search.name where prefix.hasPrefix("-"): ["--json"].filter { $0.hasPrefix(prefix) }
        case Self.search.name: Self.qualifiers.map { $0 + ":" }.filter { $0.hasPrefix(prefix) }
        default: []
        }
    }

    func didBecomeActive() async { await presenter.didReturn() }

    func didReturn(to position: ItemListingPosition?) async { await presenter.didReturn(to: position) }

    // MARK: - ItemsViewInterface

    func showListing(_ listing: ItemListingViewModel) {
        let style = TextStyle(isEnabled: screen.colorEnabled)
        screen.print(lines: ItemTableRenderer(width: screen.width, style: style, language: screen.language).render(listing))
    }

    func setPaging(_ enabled: Bool) {
        pager.isEnabled = enabled
    }

    func showJSON(_ items: [QiitaItem]) {
        screen.print(ItemJSONWriter.encode(items))
    }

    func showInfo(_ message: Message) {
        screen.sayLines([TerminalSanitizer.inline(screen.text(message))])
    }

    func showError(_ message: Message, status: ExitStatus) {
        screen.fail(localized: TerminalSanitizer.inline(screen.text(message)), status: status)
    }
}
