import ItemsModel
import MarkdownTerminal
import OutputTools
import ShellHost
import ShellKit
import TerminalScreen

/// ItemDetail's full-screen view (Documentation/design/reader.md): the article on the terminal's
/// alternate screen, read with keys close to less and vim, searched, jumped through by outline
/// and links, until `q` returns to the listing. The same presenter and interactor as the line
/// view (`ItemDetailView`): the presenter cannot tell which view it talks to. While the screen
/// is not up (it could not be taken, or output that only the line view prints), the line view
/// does the work.
@MainActor package final class ItemReaderView: ShellModule, ItemDetailViewInterface {
    private let makePresenter: @MainActor (ItemReaderView) -> ItemDetailPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: ItemDetailPresenterInterface = makePresenter(self)
    let screen: Screen
    let modes: ScreenModes
    /// Commands at the prompt, and what only prints, when the screen is not up.
    private(set) lazy var lineView = ItemDetailView(
        screen: screen, defaultFormat: .table, pager: pager, renderedBodies: nil, composer: composer,
        confirmation: confirmation
    ) { [unowned self] _ in self.presenter }
    /// Where a comment's text comes from, and the terminal's yes or no (the line view's).
    private let composer: CommentComposer?
    private let confirmation: TerminalConfirmation?
    private let pager: Pager

    /// Whether the reader holds the screen (or is about to): view calls go to the reader.
    var isReading = false
    var session: TerminalSession?
    /// Frames as bytes: only what changed since the last one.
    var frames = ReaderFrameWriter()
    var decoder = InputDecoder()
    var state: ReaderState?
    /// The article shown (or under the comments), to lay it out again at another width.
    var article: ItemDetailViewModel?
    /// The comments shown, for the same reason.
    var comments: ItemCommentsViewModel?
    /// The rest of the article shown, laid out after its first frame (nil: all laid out).
    var unfinished: ReaderUnfinishedArticle?

    /// Where the article's images come from, or nil with `set images off`.
    let images: ReaderImages?
    /// `images`' arrivals when the article was last laid out.
    var imagesSeen = 0

    package init(
        screen: Screen, pager: Pager, modes: ScreenModes, images: ReaderImages? = nil,
        composer: CommentComposer? = nil, confirmation: TerminalConfirmation? = nil,
        presenter makePresenter: @escaping @MainActor (ItemReaderView) -> ItemDetailPresenterInterface
    ) {
        self.composer = composer
        self.confirmation = confirmation
        self.makePresenter = makePresenter
        self.images = images
        self.screen = screen
        self.pager = pager
        self.modes = modes
    }

    // MARK: - ShellModule

    package let promptName = "item"
    package var commands: [CommandDescriptor] { lineView.commands }
    package func accepts(_ name: String) -> Bool { lineView.accepts(name) }
    package func run(_ command: CommandInvocation) async -> CommandOutcome { await lineView.run(command) }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        lineView.completions(command: command, arguments: arguments, prefix: prefix)
    }

    /// Opens the article on the full screen and reads keys until the user leaves; then routes
    /// back to the listing. When the screen cannot be taken, the article prints as `open` does
    /// without the reader, and the module stays at its prompt.
    package func didBecomeActive() async -> CommandOutcome {
        let terminal = TerminalSession(modes: modes)
        session = terminal
        isReading = true
        // `showItem` takes the screen and draws the first frame before the presenter goes on
        // (marking the item read writes a file): the article shows as soon as it is laid out.
        let started = await presenter.start()
        guard state != nil, terminal.isActive else {
            isReading = false
            session = nil
            state = nil
            unfinished = nil
            if let article { lineView.showItem(article) }
            return started
        }
        let ending = await readKeys()
        let place = currentPosition()
        if let images, let graphics = images.graphics.found {
            terminal.write(images.renditions.takeDeletions(graphics))
        }
        terminal.leave()
        isReading = false
        session = nil
        state = nil
        unfinished = nil
        _ = await presenter.handle(.remember(place))
        if ending == .terminated { return started }
        return await presenter.handle(.leaveReader)
    }
}
