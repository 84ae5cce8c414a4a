import MarkdownTerminal
import OutputTools
import ShellHost
import ShellKit
import ItemsModel

/// ItemDetail's view (its commands parsed by `ItemDetailCommandParser`): `show`, `next`, `prev`,
/// `stock`, `unstock`, `back`, `comments`, `links`,
/// `link N`, `browse`, `outline`, `section N`, `read`, `unread`; prints one item with its
/// Markdown body rendered for the terminal (through the pager when it is long).
@MainActor package final class ItemDetailView: ShellModule, ItemDetailViewInterface, AccountViewForwarding {
    private let makePresenter: @MainActor (ItemDetailView) -> ItemDetailPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: ItemDetailPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat
    private let pager: Pager
    private let renderedBodies: RenderedLinesCache<RenderedBodyKey>?

    /// The images an article printed at the terminal draws, or nil (`set images off`).
    private let images: ReaderImages?
    /// Where a comment's text comes from (nil: none can be written here).
    private let composer: CommentComposer?
    /// Asks yes or no at a terminal; nil without one (scripts are never asked).
    private let confirmation: TerminalConfirmation?

    package init(
        screen: Screen, defaultFormat: OutputFormat, pager: Pager,
        renderedBodies: RenderedLinesCache<RenderedBodyKey>? = nil, images: ReaderImages? = nil,
        composer: CommentComposer? = nil, confirmation: TerminalConfirmation? = nil,
        presenter makePresenter: @escaping @MainActor (ItemDetailView) -> ItemDetailPresenterInterface
    ) {
        self.composer = composer
        self.confirmation = confirmation
        self.makePresenter = makePresenter
        self.images = images
        self.screen = screen
        self.defaultFormat = defaultFormat
        self.pager = pager
        self.renderedBodies = renderedBodies
    }

    package static let show = CommandDescriptor(
        "show", arguments: "[--json[=FIELDS]]", summary: ItemDetailMessage.helpShow, needsLogin: true)
    /// `q` too: typed out of habit after a short item, which the pager (`less -F`) printed and left at once.
    package static let back = CommandDescriptor(
        "back", aliases: ["q"], summary: ItemDetailMessage.helpBack, needsLogin: true)
    package static let next = CommandDescriptor("next", summary: ItemDetailMessage.helpDetailNext, needsLogin: true)
    package static let prev = CommandDescriptor(
        "prev", aliases: ["previous"], summary: ItemDetailMessage.helpDetailPrev, needsLogin: true)
    package static let stock = CommandDescriptor("stock", summary: ItemDetailMessage.helpDetailStock, needsLogin: true)
    package static let unstock = CommandDescriptor(
        "unstock", summary: ItemDetailMessage.helpDetailUnstock, needsLogin: true)
    package static let later = CommandDescriptor("later", summary: ItemDetailMessage.helpDetailLater, needsLogin: true)
    package static let comments = CommandDescriptor(
        "comments", arguments: "[--json[=FIELDS]]", summary: ItemDetailMessage.helpComments, needsLogin: true)
    package static let links = CommandDescriptor("links", summary: ItemDetailMessage.helpLinks, needsLogin: true)
    package static let link = CommandDescriptor(
        "link", arguments: "N", summary: ItemDetailMessage.helpLink, needsLogin: true)
    package static let browse = CommandDescriptor("browse", summary: ItemDetailMessage.helpBrowse, needsLogin: true)
    package static let outline = CommandDescriptor("outline", summary: ItemDetailMessage.helpOutline, needsLogin: true)
    package static let section = CommandDescriptor(
        "section", arguments: "N", summary: ItemDetailMessage.helpSection, needsLogin: true)
    package static let read = CommandDescriptor("read", summary: ItemDetailMessage.helpDetailRead, needsLogin: true)
    package static let unread = CommandDescriptor(
        "unread", summary: ItemDetailMessage.helpDetailUnread, needsLogin: true)
    package static let all = [
        show, back, next, prev, stock, unstock, later, comments, links, link, browse, outline, section, read, unread,
    ] + ItemToolCommands.detail + AccountCommands.detail

    // MARK: - ShellModule

    package let promptName = "item"
    package let commands = ItemDetailView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch ItemDetailCommandParser(defaultFormat: defaultFormat).event(for: command) {
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?:
            screen.fail(error.message)
            return error.outcome
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        let fieldSet: JSONFieldSet? = command == Self.show.name ? .item : command == Self.comments.name ? .comment : nil
        guard let fieldSet else { return [] }
        if arguments.last == "--json" { return JSONFieldCompletion.fieldLists(for: prefix, in: fieldSet) }
        return JSONFieldCompletion.candidates(for: prefix, in: fieldSet)
    }

    package func didBecomeActive() async -> CommandOutcome { await presenter.start() }

    // MARK: - ItemDetailViewInterface

    /// The line view fetches nothing: it draws images already at hand (cached, or the demo's),
    /// and only when it prints the article at the terminal.
    package var drawsImages: Bool { false }

    package func showItem(_ model: ItemDetailViewModel) {
        let lines = ItemDetailRenderer(
            width: screen.articleWidth, layout: screen.articleLayout, language: screen.language,
            bodies: renderedBodies
        ).render(model)
        if let drawn = linesWithImages(model, captionsOnly: lines), let images {
            return ImagePrinting.print(drawn, renditions: images.renditions, on: screen)
        }
        pager.show(lines)
    }

    /// The article with its images drawn, when it is printed at a terminal in colour (never into
    /// the pager, a pipe or a script) and still not a screenful with them; nil otherwise.
    private func linesWithImages(_ model: ItemDetailViewModel, captionsOnly lines: [String]) -> [String]? {
        guard let images, screen.console.isTerminal, screen.colorEnabled, !pager.wouldPage(lines) else { return nil }
        var layout = screen.articleLayout
        guard let blocks = images.blocks(for: model, maximumRows: (TerminalSize.rows() ?? 24) / 2) else { return nil }
        layout.images = blocks
        let drawn = ItemDetailRenderer(width: screen.articleWidth, layout: layout, language: screen.language, bodies: nil)
            .render(model)
        return drawn == lines || pager.wouldPage(drawn) ? nil : drawn
    }

    package func showJSON(_ item: QiitaItem, fields: [String]?) {
        JSONOutput.print(ItemJSONWriter.encode(item), fields: fields, of: .item, on: screen)
    }

    package func showComments(_ comments: ItemCommentsViewModel) { printer.comments(comments) }

    package func showCommentsJSON(_ comments: [QiitaComment], fields: [String]?) {
        printer.commentsJSON(comments, fields: fields)
    }

    package func showOutline(_ outline: ItemOutlineViewModel) {
        pager.show(navigationRenderer.render(outline))
    }

    /// Nothing to redraw: the article is printed already, and the presenter's message says it.
    package func showStocked(_ isStocked: Bool) {}

    package func showSection(_ section: ItemSectionViewModel) {
        let renderer = MarkdownTerminalRenderer(width: screen.articleWidth, options: screen.articleLayout)
        if let blocks = section.blocks {
            pager.show(renderer.render(section.article.document, blocks: blocks))
        } else {
            pager.show(renderer.render(section.source))
        }
    }

    package func showURL(_ url: String) { printer.url(url) }

    package func showURLWithoutBrowser(_ url: String) { printer.urlWithoutBrowser(url) }

    package var printer: ItemReadingPrinter {
        ItemReadingPrinter(screen: screen, pager: pager) { [images] in images?.graphics.graphics() }
    }

    private var navigationRenderer: ItemNavigationRenderer {
        ItemNavigationRenderer(
            width: screen.width, style: screen.textStyle, language: screen.language)
    }

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showError(_ message: Message) { screen.fail(message) }

    // MARK: - AccountViewInterface (AccountViewForwarding)

    package var accountParts: AccountViewParts {
        AccountViewParts(screen: screen, composer: composer, confirmation: confirmation, printer: printer)
    }
}
