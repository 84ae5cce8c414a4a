import ShellKit
import ItemsDomain

/// Items' view: turns listing commands into events and prints listings as aligned rows (or
/// JSON for scripts). All item text is sanitized before it reaches the terminal.
@MainActor package final class ItemsView: ListingReturnTarget, ItemsViewInterface {
    private let makePresenter: @MainActor (ItemsView) -> ItemsPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: ItemsPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat

    private let pager: Pager
    private let places: SourcePlaces
    private let renderedListings: RenderedLinesCache<RenderedListingKey>?
    /// Asks yes or no at a terminal; nil without one (scripts are never asked).
    private let confirmation: TerminalConfirmation?

    package init(screen: Screen, defaultFormat: OutputFormat, pager: Pager, places: SourcePlaces,
                 renderedListings: RenderedLinesCache<RenderedListingKey>? = nil, confirmation: TerminalConfirmation? = nil,
                 presenter makePresenter: @escaping @MainActor (ItemsView) -> ItemsPresenterInterface) {
        self.confirmation = confirmation
        self.makePresenter = makePresenter
        self.screen = screen
        self.defaultFormat = defaultFormat
        self.pager = pager
        self.places = places
        self.renderedListings = renderedListings
    }

    package static let search = CommandDescriptor("search", arguments: "[QUERY] [--json]", summary: .helpSearch, details: .helpSearchDetails, needsLogin: true)
    package static let list = CommandDescriptor("list", arguments: "[--json]", summary: .helpList, needsLogin: true)
    package static let next = CommandDescriptor("next", summary: .helpNext, needsLogin: true)
    package static let prev = CommandDescriptor("prev", aliases: ["previous"], summary: .helpPrev, needsLogin: true)
    package static let page = CommandDescriptor("page", arguments: "N", summary: .helpPage, needsLogin: true)
    package static let refresh = CommandDescriptor("refresh", summary: .helpRefresh, needsLogin: true)
    package static let open = CommandDescriptor("open", arguments: "N|ID [--json]", summary: .helpOpen, needsLogin: true)
    package static let stock = CommandDescriptor("stock", arguments: "N|ID", summary: .helpStock, needsLogin: true)
    package static let unstock = CommandDescriptor("unstock", arguments: "N|ID", summary: .helpUnstock, needsLogin: true)
    package static let stocks = CommandDescriptor("stocks", arguments: "[--json]", summary: .helpStocks, needsLogin: true)
    package static let comments = CommandDescriptor("comments", arguments: "N|ID [--json]", summary: .helpItemsComments, needsLogin: true)
    package static let browse = CommandDescriptor("browse", arguments: "N|ID", summary: .helpItemsBrowse, needsLogin: true)
    package static let read = CommandDescriptor("read", arguments: "N|ID", summary: .helpItemsRead, needsLogin: true)
    package static let unread = CommandDescriptor("unread", arguments: "N|ID", summary: .helpItemsUnread, needsLogin: true)
    package static let history = CommandDescriptor("history", arguments: "[--json|clear]", summary: .helpHistory, needsLogin: true)
    package static let source = CommandDescriptor("source", arguments: "[PATH|demo|qiita]", summary: .helpSource, details: .helpSourceDetails, needsLogin: true)
    package static let set = CommandDescriptor("set", arguments: "[per-page N|pager on|off|lang en|ja]", summary: .helpSet, keepsPlace: true, needsLogin: true)

    /// What `set` can change.
    package enum Setting: String, CaseIterable {
        case perPage = "per-page"
        case pager
        case lang
    }
    package static let all = [search, list, next, prev, page, refresh, open, stock, unstock, stocks, comments, browse, read, unread, history,
                              source, set]


    /// Query qualifiers offered by completion after `search`.
    package static let qualifiers = ItemQueryQualifier.allCases.map(\.rawValue)

    // MARK: - ShellModule

    package let promptName = "items"
    package let commands = ItemsView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async {
        guard let event = CommandArgumentParser(screen: screen, command: command, places: places).itemsEvent(defaultFormat: defaultFormat) else { return }
        await presenter.handle(event)
    }

    package func completions(command: String, argumentIndex: Int, prefix: String) -> [String] {
        switch command {
        case Self.source.name where argumentIndex == 0: ["demo", "qiita"].filter { $0.hasPrefix(prefix) }
        case Self.set.name where argumentIndex == 0: Setting.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }
        case Self.set.name where argumentIndex == 1: ["on", "off", "en", "ja"].filter { $0.hasPrefix(prefix) }
        case Self.search.name where prefix.hasPrefix("-"): ["--json"].filter { $0.hasPrefix(prefix) }
        case Self.search.name where prefix.lowercased().hasPrefix("is:"):
            ItemMark.allCases.map { "is:" + $0.rawValue }.filter { $0.hasPrefix(prefix.lowercased()) }
        case Self.search.name: Self.qualifiers.map { $0 + ":" }.filter { $0.hasPrefix(prefix) }
        case Self.history.name where argumentIndex == 0: ["clear", "--json"].filter { $0.hasPrefix(prefix) }
        case Self.comments.name where prefix.hasPrefix("-"): ["--json"].filter { $0.hasPrefix(prefix) }
        default: []
        }
    }

    package func didBecomeActive() async { await presenter.didReturn() }

    package func didReturn(to position: ItemListingPosition?) async { await presenter.didReturn(to: position) }

    // MARK: - ItemsViewInterface

    package func showListing(_ listing: ItemListingViewModel) {
        let style = TextStyle(isEnabled: screen.colorEnabled)
        let renderer = ItemTableRenderer(width: screen.width, style: style, language: screen.language)
        guard let renderedListings else { return screen.print(lines: renderer.render(listing)) }
        let key = RenderedListingKey(listing: listing, width: screen.width, styled: style.isEnabled, language: screen.language)
        screen.print(lines: renderedListings.lines(for: key) { renderer.render(listing) })
    }

    /// `NAME  VALUE` lines: what `set` changes first, then what the command line and the
    /// environment chose.
    package func showSettings(perPage: Int, source: Message) {
        let onOff = { (value: Bool) in value ? "on" : "off" }
        let rows = [("per-page", String(perPage)), ("pager", onOff(pager.isEnabled)), ("source", screen.text(source)),
                    ("language", screen.language.rawValue), ("colour", onOff(screen.colorEnabled))]
        screen.sayLines(rows.map { name, value in TerminalSanitizer.inline(name.padding(toLength: 10, withPad: " ", startingAt: 0) + value) })
    }

    package func setLanguage(_ language: Language) {
        screen.language = language
    }

    package func setPaging(_ enabled: Bool) {
        pager.isEnabled = enabled
    }

    package func showJSON(_ items: [QiitaItem], readIDs: Set<String>) {
        screen.print(ItemJSONWriter.encode(items, readIDs: readIDs))
    }

    package func showComments(_ comments: ItemCommentsViewModel) {
        let style = TextStyle(isEnabled: screen.colorEnabled)
        pager.show(ItemCommentsRenderer(width: screen.width, style: style, language: screen.language).render(comments))
    }

    package func showCommentsJSON(_ comments: [QiitaComment]) {
        screen.print(JSONText.encode(comments))
    }

    package func showURL(_ url: String) {
        screen.print(TerminalSanitizer.inline(url))
    }

    package func confirmClearingHistory(count: Int) async -> Bool {
        guard let confirmation else { return true }
        return confirmation.ask(screen.text(Message(.historyClearConfirm, String(count))))
    }

    package func showInfo(_ message: Message) {
        screen.sayLines([TerminalSanitizer.inline(screen.text(message))])
    }

    package func showError(_ message: Message, status: ExitStatus) {
        screen.fail(localized: TerminalSanitizer.inline(screen.text(message)), status: status)
    }
}
