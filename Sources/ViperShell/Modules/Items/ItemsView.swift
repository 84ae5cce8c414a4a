import FoundationEssentials
import ItemsModel
import OutputTools
import ShellHost
import ShellKit

/// Items' view: turns listing commands into events (or shows their usage errors) and prints
/// listings as aligned rows (or JSON for scripts). All item text is sanitized before it
/// reaches the terminal.
@MainActor package final class ItemsView: AccountViewForwarding, ShellModule, ItemsViewInterface {
    private let makePresenter: @MainActor (ItemsView) -> ItemsPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: ItemsPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat

    private let pager: Pager
    /// `set reader` and `set mouse`, shared with the wireframe that opens articles.
    private let readerSettings: ReaderSettings
    private let places: SourcePlaces
    private let renderedListings: RenderedLinesCache<RenderedListingKey>?
    /// Asks yes or no at a terminal; nil without one (scripts are never asked).
    private let confirmation: TerminalConfirmation?
    /// `notify-command` and `token-command`, shared with the modules that run them.
    private let commandSettings: CommandSettings
    /// Tag names, author IDs and saved search names for completion.
    private let completionSource: ItemsCompletionSource?
    /// Where a comment's text comes from (nil: none can be written here).
    private let composer: CommentComposer?

    package init(
        screen: Screen, defaultFormat: OutputFormat, pager: Pager, places: SourcePlaces,
        renderedListings: RenderedLinesCache<RenderedListingKey>? = nil, confirmation: TerminalConfirmation? = nil,
        completionSource: ItemsCompletionSource? = nil, commandSettings: CommandSettings = CommandSettings(),
        readerSettings: ReaderSettings = ReaderSettings(), composer: CommentComposer? = nil,
        presenter makePresenter: @escaping @MainActor (ItemsView) -> ItemsPresenterInterface
    ) {
        self.composer = composer
        self.confirmation = confirmation
        self.commandSettings = commandSettings
        self.completionSource = completionSource
        self.makePresenter = makePresenter
        self.screen = screen
        self.defaultFormat = defaultFormat
        self.pager = pager
        self.readerSettings = readerSettings
        self.places = places
        self.renderedListings = renderedListings
    }

    package static let search = CommandDescriptor(
        "search", arguments: "[QUERY] [--sort FIELD] [--asc] [--explain] [--json[=FIELDS]]", summary: ItemsMessage.helpSearch,
        details: ItemsMessage.helpSearchDetails, needsLogin: true)
    package static let list = CommandDescriptor(
        "list", arguments: "[--json[=FIELDS]]", summary: ItemsMessage.helpList, needsLogin: true)
    package static let next = CommandDescriptor(
        "next", arguments: "[--json[=FIELDS]]", summary: ItemsMessage.helpNext, needsLogin: true)
    package static let prev = CommandDescriptor(
        "prev", aliases: ["previous"], arguments: "[--json[=FIELDS]]", summary: ItemsMessage.helpPrev,
        needsLogin: true)
    package static let page = CommandDescriptor(
        "page", arguments: "N [--json[=FIELDS]]", summary: SharedMessage.helpPage, needsLogin: true)
    package static let refresh = CommandDescriptor("refresh", summary: ItemsMessage.helpRefresh, needsLogin: true)
    package static let open = CommandDescriptor(
        "open", arguments: "N|ID [--json[=FIELDS]]", summary: ItemsMessage.helpOpen, needsLogin: true)
    package static let stock = CommandDescriptor(
        "stock", arguments: "N|ID", summary: ItemsMessage.helpStock, needsLogin: true)
    package static let unstock = CommandDescriptor(
        "unstock", arguments: "N|ID", summary: ItemsMessage.helpUnstock, needsLogin: true)
    package static let later = CommandDescriptor(
        "later", arguments: "[N|ID|--done N|ID] [--json[=FIELDS]]", summary: ItemsMessage.helpLater, needsLogin: true)
    package static let stocks = CommandDescriptor(
        "stocks", arguments: "[--qiita] [--json[=FIELDS]] | --push", summary: ItemsMessage.helpStocks,
        details: AccountMessage.helpStocksDetails, needsLogin: true)
    package static let comments = CommandDescriptor(
        "comments", arguments: "N|ID [--json[=FIELDS]]", summary: ItemsMessage.helpItemsComments, needsLogin: true)
    package static let browse = CommandDescriptor(
        "browse", arguments: "N|ID", summary: ItemsMessage.helpItemsBrowse, needsLogin: true)
    package static let read = CommandDescriptor(
        "read", arguments: "N|ID|--all [QUERY]", summary: ItemsMessage.helpItemsRead, needsLogin: true)
    package static let unread = CommandDescriptor(
        "unread", arguments: "N|ID", summary: ItemsMessage.helpItemsUnread, needsLogin: true)
    package static let history = CommandDescriptor(
        "history", arguments: "[--json[=FIELDS]|clear]", summary: ItemsMessage.helpHistory, needsLogin: true)
    package static let tags = CommandDescriptor(
        "tags", arguments: "[PREFIX] [--json[=FIELDS]]", summary: SharedMessage.helpTags, needsLogin: true)
    package static let tag = CommandDescriptor(
        "tag", arguments: "NAME [--json[=FIELDS]]", summary: ItemsMessage.helpTag, needsLogin: true)
    package static let user = CommandDescriptor(
        "user", arguments: "ID [--json[=FIELDS]]", summary: ItemsMessage.helpUser, needsLogin: true)
    package static let save = CommandDescriptor(
        "save", arguments: "NAME [QUERY] [--sort FIELD] [--asc]", summary: ItemsMessage.helpSave, needsLogin: true)
    package static let saved = CommandDescriptor(
        "saved", arguments: "[NAME] [--json[=FIELDS]]", summary: ItemsMessage.helpSaved, needsLogin: true)
    package static let unsave = CommandDescriptor(
        "unsave", arguments: "NAME", summary: ItemsMessage.helpUnsave, needsLogin: true)
    package static let source = CommandDescriptor(
        "source", arguments: "[PATH|demo|qiita|mirror]", summary: ItemsMessage.helpSource,
        details: ItemsMessage.helpSourceDetails, needsLogin: true)
    package static let back = CommandDescriptor("back", summary: ItemsMessage.helpItemsBack, needsLogin: true)
    package static let set = CommandDescriptor(
        "set",
        arguments:
            "[per-page N|pager on|off|hyperlinks on|off|auto|theme dark|light|auto|width N|lang en|ja"
            + "|reader full|pager|plain|mouse on|off|images auto|kitty|iterm|sixel|blocks|off|image-cache SIZE"
            + "|snippets on|off"
            + "|notify-command CMD|token-command CMD]",
        summary: ItemsMessage.helpSet, details: ItemsMessage.helpSetDetails,
        keepsPlace: true, needsLogin: true)

    /// What `set` can change.
    package enum Setting: String, CaseIterable {
        case perPage = "per-page"
        case pager
        case reader
        case mouse
        case images
        case imageCache = "image-cache"
        case snippets
        case hyperlinks
        case theme
        case width
        case lang
        case notifyCommand = "notify-command"
        case tokenCommand = "token-command"
    }
    package static let all = [
        search, list, next, prev, page, refresh, open, stock, unstock, stocks, later, comments, browse, read, unread,
        history,
        tags, tag, user, save, saved, unsave, source, set, back,
    ] + ItemToolCommands.items + AccountCommands.items

    /// Query qualifiers offered by completion after `search`.
    package static let qualifiers = ItemQueryQualifier.allCases.map(\.rawValue)

    // MARK: - ShellModule

    package let promptName = "items"
    package let commands = ItemsView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch ItemsCommandParser(defaultFormat: defaultFormat, places: places).event(for: command) {
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?: return showUsageError(error)
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        let argumentIndex = arguments.count
        let fieldSet: JSONFieldSet? =
            switch command {
            case Self.search.name, Self.list.name, Self.stocks.name, Self.later.name, Self.tag.name, Self.saved.name:
                .listing
            case Self.next.name, Self.page.name: .listing
            case _ where Self.prev.answers(to: command): .listing
            case Self.history.name: .history
            case Self.open.name: .item
            case Self.comments.name: .comment
            case Self.tags.name: .tag
            case Self.user.name: .author
            default: nil
            }
        if let fieldSet, arguments.last == "--json" { return JSONFieldCompletion.fieldLists(for: prefix, in: fieldSet) }
        if let fieldSet, prefix.hasPrefix("--json=") {
            return JSONFieldCompletion.candidates(for: prefix, in: fieldSet)
        }
        if [Self.search.name, Self.save.name].contains(command) {
            if arguments.last == "--sort" {
                return ItemOrder.Field.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }
            }
            if prefix == "-" || prefix.hasPrefix("--") {
                return ["--sort", "--asc", "--json"].filter { $0.hasPrefix(prefix) }
            }
            if command == Self.save.name, argumentIndex == 0 { return savedNames(prefix) }
            return queryCompletions(prefix)
        }
        switch command {
        case Self.source.name where argumentIndex == 0: return sourceCompletions(prefix)
        case Self.set.name where argumentIndex == 0:
            return Setting.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }
        case Self.set.name where argumentIndex == 1:
            let values =
                switch Setting(rawValue: arguments[0]) {
                case .pager?, .mouse?, .snippets?: ["on", "off"]
                case .reader?: ReaderKind.allCases.map(\.rawValue)
                case .images?: ImageDisplay.allCases.map(\.rawValue)
                case .imageCache?: ["0", "100MB", "500MB", "1GB", "2GB"]
                case .hyperlinks?: HyperlinkMode.allCases.map(\.rawValue)
                case .theme?: ThemeMode.allCases.map(\.rawValue)
                case .lang?: Language.allCases.map(\.rawValue)
                case .notifyCommand?, .tokenCommand?: ["off"]
                case .perPage?, .width?, nil: [String]()
                }
            return values.filter { $0.hasPrefix(prefix) }
        case Self.history.name where argumentIndex == 0: return ["clear", "--json"].filter { $0.hasPrefix(prefix) }
        case Self.saved.name where argumentIndex == 0 && !prefix.hasPrefix("-"),
            Self.unsave.name where argumentIndex == 0:
            return savedNames(prefix)
        case Self.tag.name where argumentIndex == 0 && !prefix.hasPrefix("-"):
            return completionSource?.tagNames(prefix: prefix) ?? []
        case Self.user.name where argumentIndex == 0 && !prefix.hasPrefix("-"):
            return completionSource?.userIDs(prefix: prefix) ?? []
        default: return fieldSet != nil && prefix.hasPrefix("-") ? ["--json"].filter { $0.hasPrefix(prefix) } : []
        }
    }

    /// A query word: qualifier names (`ti` → `title:`), `tag:`/`user:` values from the catalogue,
    /// `is:` marks; an exclusion (`-tag:sw`) completes the same way.
    private func queryCompletions(_ prefix: String) -> [String] {
        let minus = prefix.hasPrefix("-") ? "-" : ""
        let word = String(prefix.dropFirst(minus.count))
        guard let colon = word.firstIndex(of: ":") else {
            return Self.qualifiers.map { minus + $0 + ":" }.filter { $0.hasPrefix(prefix) }
        }
        let name = word[..<colon].lowercased()
        let value = String(word[word.index(after: colon)...])
        let values: [String] =
            switch name {
            case "tag": completionSource?.tagNames(prefix: value) ?? []
            case "user": completionSource?.userIDs(prefix: value) ?? []
            case "is": ItemMark.allCases.map(\.rawValue).filter { $0.hasPrefix(value.lowercased()) }
            default: []
            }
        return values.filter { !$0.contains(where: \.isWhitespace) }.map { minus + word[...colon] + $0 }
    }

    /// `demo`, `qiita` and the paths that complete `prefix`. The line editor ends a sole match
    /// with a space, so a sole folder offers what is inside it instead: the line stops after its
    /// `/`, ready for the next part.
    private func sourceCompletions(_ prefix: String) -> [String] {
        var candidates =
            ["demo", "qiita", "mirror"].filter { $0.hasPrefix(prefix) }
            + (completionSource?.sourcePaths(prefix: prefix) ?? [])
        for _ in 0..<Self.sourceFolderDepth {
            guard candidates.count == 1, let folder = candidates.first, folder.hasSuffix("/"),
                let inside = completionSource?.sourcePaths(prefix: folder), !inside.isEmpty
            else { break }
            candidates = inside
        }
        return candidates
    }

    /// How many sole folders one Tab goes down at most.
    private static let sourceFolderDepth = 8

    private func savedNames(_ prefix: String) -> [String] {
        (completionSource?.savedSearchNames() ?? []).filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    package func didBecomeActive() async -> CommandOutcome { await presenter.didReturn() }

    // MARK: - ItemsViewInterface

    package func showListing(_ listing: ItemListingViewModel) {
        let style = screen.textStyle
        var listing = listing
        if !(readerSettings.snippets ?? screen.console.isTerminal) { listing.snippetTerms = nil }
        let renderer = ItemTableRenderer(width: screen.width, style: style, language: screen.language)
        guard let renderedListings else { return screen.print(lines: renderer.render(listing)) }
        let key = RenderedListingKey(
            listing: listing, width: screen.width, styled: style.isEnabled, language: screen.language)
        screen.print(lines: renderedListings.lines(for: key) { renderer.render(listing) })
    }

    /// `NAME  VALUE` lines: what `set` changes first, then what the command line and the
    /// environment chose.
    package func showSettings(perPage: Int, source: Message) {
        let onOff = { (value: Bool) in value ? "on" : "off" }
        let rows =
            [
                ("per-page", String(perPage)), ("pager", onOff(pager.isEnabled)),
                ("reader", readerSettings.kind.rawValue), ("mouse", onOff(readerSettings.reportsMouse)),
                ("images", readerSettings.imagesDescription),
                ("image-cache", ItemImagesRenderer.size(readerSettings.imageCacheBound.value)),
                ("snippets", readerSettings.snippets.map(onOff) ?? "auto (" + onOff(screen.console.isTerminal) + ")"),
                ("hyperlinks", screen.hyperlinkMode.rawValue + (screen.showsHyperlinks ? " (on)" : " (off)")),
                ("theme", themeSetting),
                ("width", String(screen.articleWidthLimit)),
                ("source", screen.text(source)),
                ("language", screen.language.rawValue), ("colour", onOff(screen.colorEnabled)),
            ] + CommandSettings.Name.allCases.map { ($0.rawValue, commandSettings.value(of: $0) ?? "off") }
        // Names are ASCII: the value column starts two spaces after the longest.
        let column = (rows.map(\.0.count).max() ?? 0) + 2
        screen.sayLines(
            rows.map { name, value in
                TerminalSanitizer.inline(name + String(repeating: " ", count: column - name.count) + value)
            })
    }

    package func setCommand(_ name: CommandSettings.Name, to command: String?) {
        commandSettings.set(name, to: command)
    }

    package func setLanguage(_ language: Language) {
        screen.language = language
    }

    package func setPaging(_ enabled: Bool) {
        pager.isEnabled = enabled
    }

    package func setReader(_ kind: ReaderKind) {
        readerSettings.kind = kind
    }

    package func setSnippets(_ enabled: Bool) {
        readerSettings.snippets = enabled
    }

    package func setMouseReporting(_ enabled: Bool) {
        readerSettings.reportsMouse = enabled
    }

    package func setImages(_ display: ImageDisplay) {
        readerSettings.images = display
        if display == .auto { readerSettings.graphicsAnswer = nil }
    }

    package func setImageCacheSize(_ bytes: Int) {
        readerSettings.imageCacheBound.value = bytes
    }

    package func setHyperlinks(_ mode: HyperlinkMode) {
        screen.hyperlinkMode = mode
    }

    package func setTheme(_ mode: ThemeMode) {
        screen.themeMode = mode
    }

    /// `set theme`'s value, with what `auto` found once it was needed (`set` never asks the terminal).
    private var themeSetting: String {
        guard screen.themeMode == .auto, let isLight = screen.terminalBackground.isLightIfKnown else {
            return screen.themeMode.rawValue
        }
        return "auto (" + (isLight ? ThemeMode.light : ThemeMode.dark).rawValue + ")"
    }

    package func setArticleWidth(_ columns: Int) {
        screen.articleWidthLimit = columns
    }

    package func showJSON(
        _ items: [QiitaItem], readIDs: Set<String>, readTimes: [String: Date], scores: [String: ItemScore],
        snippets: [String: String], fields: [String]?, of fieldSet: JSONFieldSet
    ) {
        JSONOutput.print(
            ItemJSONWriter.encode(items, readIDs: readIDs, readTimes: readTimes, scores: scores, snippets: snippets),
            fields: fields, of: fieldSet, on: screen)
    }

    package func showAuthor(_ author: AuthorViewModel) {
        screen.print(
            lines: AuthorRenderer(
                width: screen.width, style: screen.textStyle, language: screen.language
            ).render(author))
    }

    package func showAuthorJSON(_ profile: AuthorProfile, items: [QiitaItem], fields: [String]?) {
        screen.print(AuthorJSONWriter.encode(profile, items: items, fields: fields))
    }

    package func showSavedSearches(_ searches: SavedSearchesViewModel) {
        let renderer = SavedSearchesRenderer(
            width: screen.width, style: screen.textStyle, language: screen.language)
        screen.print(lines: renderer.render(searches))
    }

    package func showSavedSearchesJSON(_ searches: SavedSearchesViewModel, fields: [String]?) {
        JSONOutput.print(SavedSearchesRenderer.json(searches), fields: fields, of: .savedSearch, on: screen)
    }

    package func confirmReplacingSavedSearch(named name: String, query: String) async -> Bool {
        guard let confirmation else { return true }
        return confirmation.ask(
            screen.text(
                Message(
                    ItemsMessage.savedReplaceConfirm, TerminalSanitizer.inline(name), TerminalSanitizer.inline(query))))
    }

    package func showComments(_ comments: ItemCommentsViewModel) { printer.comments(comments) }

    package func showCommentsJSON(_ comments: [QiitaComment], fields: [String]?) {
        printer.commentsJSON(comments, fields: fields)
    }

    package func showURL(_ url: String) { printer.url(url) }

    package func showURLWithoutBrowser(_ url: String) { printer.urlWithoutBrowser(url) }

    package var printer: ItemReadingPrinter {
        ItemReadingPrinter(screen: screen, pager: pager) { [screen, readerSettings] in readerSettings.imageGraphics(on: screen) }
    }

    package func confirmClearingHistory(count: Int) async -> Bool {
        guard let confirmation else { return true }
        return confirmation.ask(screen.text(Message(ItemsMessage.historyClearConfirm, String(count))))
    }

    package func confirmMarkingRead(count: Int) async -> Bool {
        guard let confirmation else { return true }
        return confirmation.ask(screen.text(Message(ItemsMessage.readAllConfirm, String(count))))
    }

    package func showInfo(_ message: Message) { screen.say(message) }

    // MARK: - AccountViewInterface (AccountViewForwarding)

    package var accountParts: AccountViewParts {
        AccountViewParts(screen: screen, composer: composer, confirmation: confirmation, printer: printer)
    }

    package func showAnswer(_ message: Message) { screen.report(message) }

    package func showError(_ message: Message) { screen.fail(message) }

    /// Shows why the line was refused; a usage error.
    private func showUsageError(_ error: CommandUsageError) -> CommandOutcome {
        screen.fail(error.message)
        return error.outcome
    }
}
