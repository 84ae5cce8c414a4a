import ArticleImages
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import OutputTools
import ShellHost
import ShellKit
import CatalogueImport
import FeedSync
import ItemBrowsing
import ItemsModel
import QiitaAPI
import UserState

/// The composition root: builds the real dependencies once; module wireframes take what
/// they need from here. Nothing else in the program creates stores or services.
@MainActor package final class AppDependencies {
    package let layout: HomeLayout
    package let clock: ShellClock
    package let screen: Screen
    package let secretReader: SecretReader
    /// Whether a person is typing at a terminal (banner, prompts, history).
    package let isInteractive: Bool
    package let sessionStore: SessionStore
    package let passwordHasher: PasswordHasher
    package let outputFormat: OutputFormat
    package let perPage: Int
    package let pager: Pager
    /// `set reader` and `set mouse`: how `open` shows an article at a terminal, for the shell's life.
    package let readerSettings = ReaderSettings()
    /// `TERM`: the full-screen reader needs a terminal that draws (not `dumb`).
    package let terminalName: String?
    /// The images articles draw (`set images`), made on the first article opened at a terminal.
    package private(set) lazy var articleImages = ArticleImageLibrary(
        cache: ImageCache(layout: layout, bound: readerSettings.imageCacheBound))
    /// Fetches images into the cache; the reader redraws when `imageArrivals` moves.
    package private(set) lazy var imageFetcher = ArticleImageFetcher(cache: articleImages.cache, arrivals: imageArrivals)
    package let imageArrivals = ImageArrivals()
    /// Article bodies and listing pages already laid out for the terminal (showing one again is instant).
    package let renderedBodies = RenderedLinesCache<RenderedBodyKey>()
    package let renderedListings = RenderedLinesCache<RenderedListingKey>()
    package let catalogue: ItemCatalogue
    package let stockStore: StockStore
    /// `later.json`: each user's read-later list.
    package let readLaterStore: ReadLaterStore
    package let readStateStore: ReadStateStore
    package let savedSearchStore: SavedSearchStore
    /// At a terminal (not scripts, pipes, `--echo` or JSON), Items shows the newest page on arrival.
    package let landsOnNewestItems: Bool
    /// Opens URLs in the user's browser.
    package let browser: BrowserLauncher
    /// Asks yes or no when a person is at a terminal; nil otherwise.
    package let confirmation: TerminalConfirmation?
    package let accountStore: AccountStore
    /// Where relative `source` paths are read from: taken once, at start.
    package let sourcePlaces: SourcePlaces
    /// One listing loader per user, shared by Items and ItemDetail.
    private var loaders: [String: ItemListingLoader] = [:]

    /// The live Qiita API, answering from `answerMemory` what it was asked before this session.
    package let remote: QiitaAPIClient
    /// `host[:port]` of the API the live source asks, when `--api-url` names another than Qiita's own.
    package let liveAPIHost: String?
    /// What the live API answered this session (`refresh` forgets it).
    package let answerMemory = QiitaAnswerMemory()
    /// `QIITA_TOKEN`, which wins over a stored token.
    private let environmentToken: String?
    /// The token `token set` stored.
    let tokenStore: TokenStore
    /// `notify-command` and `token-command`, for the session.
    package let commandSettings = CommandSettings()
    /// Each user's followed feeds, per site.
    package let followStore: FollowStore
    /// The site `--api-url` names (`qiita.com`, or a team's `host[:port]`) with its address, and
    /// whether it was named (`--api-url`, `VIPER_SHELL_API_URL`): the follows and the mirror are
    /// that site's unless the user follows feeds on one other site only (`FollowsSite.chosen`).
    private let configuredSite: FollowsSite
    private let siteIsNamed: Bool
    /// Each user's site for follows and the mirror, chosen once a session.
    private var followsSites: [String: FollowsSite] = [:]
    /// Whether progress lines may be drawn (standard error is a terminal).
    package let showsProgress: Bool
    private let apiConfiguration: QiitaAPIConfiguration
    /// Ctrl-C during a sync.
    private let syncInterrupt = InterruptLatch()
    /// Each user's outbox (`outbox.json`), its times the real ones (Qiita's clock is compared with them).
    let outboxStore: OutboxStore
    /// Set when a request reached Qiita during a command: the outbox is sent after it.
    let reachedQiita = QiitaReachedActivity.Flag()
    /// The process's environment (the editor, a team's address).
    let environment: [String: String]
    /// Where a comment's text comes from: the editor, or standard input in scripts.
    let commentComposer: CommentComposer

    package init(
        configuration: ShellConfiguration, layout: HomeLayout, clock: ShellClock, screen: Screen,
        secretReader: SecretReader,
        isInteractive: Bool, apiConfiguration: QiitaAPIConfiguration,
        passwordHasher: PasswordHasher = ScryptPasswordHasher()
    ) {
        self.layout = layout
        self.clock = clock
        self.screen = screen
        self.secretReader = secretReader
        self.isInteractive = isInteractive
        self.passwordHasher = passwordHasher
        environment = configuration.environment
        let commandsReadStandardInput =
            configuration.scripts.contains("-") || (configuration.scripts.isEmpty && configuration.commands.isEmpty)
        commentComposer = CommentComposer(
            environment: configuration.environment, isTerminal: isInteractive && isatty(STDIN_FILENO) == 1,
            standardInputIsFree: !commandsReadStandardInput && isatty(STDIN_FILENO) == 0)
        sourcePlaces = SourcePlaces(workingDirectory: WorkingDirectory.current, home: configuration.environment["HOME"])
        outputFormat = configuration.jsonOutput ? .json(fields: configuration.jsonFields) : .table
        let recovery = screen.notices
        let tokenStore = TokenStore(
            file: JSONFileStore(path: layout.tokenFile, now: { clock.now() }, recovery: recovery))
        self.tokenStore = tokenStore
        let spinner = ActivitySpinner(
            isEnabled: isInteractive && isatty(STDERR_FILENO) == 1,
            label: screen.text(Message(AppMessage.qiitaWaiting, apiConfiguration.baseURL.host ?? "the API")))
        // Ctrl-C at a terminal cancels a request in flight (SignalTrap is installed there).
        let http = HTTPQiitaAPIClient(
            configuration: apiConfiguration, storedToken: { try? tokenStore.load() },
            activity: QiitaReachedActivity(inner: spinner, flag: reachedQiita),
            isInterrupted: { SignalTrap.takeInterrupt() }, tokenCommand: commandSettings.tokenCommand)
        self.apiConfiguration = apiConfiguration
        remote = RememberingQiitaAPIClient(http, memory: answerMemory)
        environmentToken = apiConfiguration.token
        let apiURL = apiConfiguration.baseURL
        liveAPIHost = apiURL.host.flatMap { host in
            host == QiitaAPIConfiguration.defaultBaseURL.host && apiURL.port == nil
                ? nil : apiURL.port.map { "\(host):\($0)" } ?? host
        }
        configuredSite = FollowsSite(
            site: liveAPIHost ?? QiitaAPIConfiguration.defaultBaseURL.host ?? "qiita.com",
            apiURL: apiURL.absoluteString)
        siteIsNamed =
            configuration.apiURL != nil || configuration.environment["VIPER_SHELL_API_URL"].map { !$0.isEmpty } == true
        showsProgress = isatty(STDERR_FILENO) == 1
        perPage = configuration.perPage
        let now: @Sendable () -> Date = { clock.now() }
        sessionStore = SessionStore(path: layout.sessionFile, now: now)
        terminalName = configuration.environment["TERM"]
        readerSettings.graphicsEnvironment = GraphicsEnvironment(environment: configuration.environment)
        pager = Pager(
            screen: screen, isAvailable: isInteractive && screen.console.isTerminal,
            isEnabled: configuration.pagerEnabled,
            environment: configuration.environment)
        let progress = ImportProgressReporter(isEnabled: isatty(STDERR_FILENO) == 1, language: screen.language)
        catalogue = ItemCatalogue(
            cacheDirectory: layout.cacheDirectory,
            settings: JSONFileStore(path: layout.settingsFile, now: now, recovery: recovery),
            progress: progress, shouldStop: { SignalTrap.takeInterrupt() }, notices: recovery, now: now,
            mirrorSite: liveAPIHost)
        stockStore = StockStore(file: JSONFileStore(path: layout.stocksFile, now: now, recovery: recovery))
        readLaterStore = ReadLaterStore(file: JSONFileStore(path: layout.laterFile, now: now, recovery: recovery))
        outboxStore = OutboxStore(file: JSONFileStore(path: layout.outboxFile, now: { Date() }, recovery: recovery))
        // Changed by every item opened: the marks are written behind, together, within 100 ms,
        // at exit, and before a signal the shell does not trap ends it (the hook is set when a
        // mark first waits, not at every start; see PendingReadMarks), and the folder is not
        // flushed each time (see AtomicFileWriter).
        readStateStore = ReadStateStore(
            file: ReadStateStore.file(path: layout.readsFile, now: now, recovery: recovery),
            writesBehind: .milliseconds(100), whenMarksWait: { flush in SignalExitHook.install(before: flush) })
        savedSearchStore = SavedSearchStore(
            file: JSONFileStore(path: layout.savedSearchesFile, now: now, recovery: recovery))
        landsOnNewestItems =
            isInteractive && screen.console.isTerminal && !configuration.echo && !configuration.jsonOutput
        browser = BrowserLauncher(environment: configuration.environment, isTerminal: screen.console.isTerminal)
        confirmation =
            isInteractive && screen.console.isTerminal && !configuration.jsonOutput ? TerminalConfirmation() : nil
        followStore = FollowStore(file: JSONFileStore(path: layout.followsFile, now: now, recovery: recovery))
        accountStore = AccountStore(file: JSONFileStore(path: layout.accountsFile, now: now, recovery: recovery))
    }

    /// The user's listing loader, shared by Items and ItemDetail (so `next` in an item reuses
    /// the listing's pages).
    func listingLoader(for session: Session) -> ItemListingLoader {
        let loader =
            loaders[session.userID]
            ?? ItemListingLoader(
                catalogue: catalogue, stocks: stockStore, reads: readStateStore, userID: session.userID, remote: remote,
                later: readLaterStore)
        loaders[session.userID] = loader
        return loader
    }

    package func itemsInteractorDependencies(for session: Session) -> ItemsInteractor.Dependencies {
        // The user is known: the mirror is their followed site's, before the listing opens it.
        let site = followsSite(for: session)
        catalogue.useMirrorSite(site.site == configuredSite.site ? liveAPIHost : site.site)
        let loader = listingLoader(for: session)
        var dependencies = ItemsInteractor.Dependencies(
            catalogue: catalogue, listing: loader, stocks: userStocks(for: session, loader: loader),
            reading: reading(for: session, loader: loader),
            savedSearches: UserSavedSearches(
                store: savedSearchStore, userID: session.userID, follows: follows(of: session)),
            authors: AuthorLoader(catalogue: catalogue, remote: remote), remote: remote, answerMemory: answerMemory,
            later: userReadLater(for: session, loader: loader))
        dependencies.outbox = qiitaActions(for: session)
        return dependencies
    }

    /// The user's followed feeds on their site.
    func follows(of session: Session) -> UserFollows {
        UserFollows(
            store: followStore, site: followsSite(for: session), userID: session.userID,
            now: { [clock] in clock.now() })
    }

    /// The site the user's follows and mirror belong to this session (see `FollowsSite.chosen`).
    private func followsSite(for session: Session) -> FollowsSite {
        if let chosen = followsSites[session.userID] { return chosen }
        let followed = (try? followStore.sites(userID: session.userID)) ?? []
        let chosen = FollowsSite.chosen(configured: configuredSite, isNamed: siteIsNamed, followed: followed)
        followsSites[session.userID] = chosen
        return chosen
    }

    /// The API's configuration for the user's site: the address the follows were made through
    /// when they are another site's.
    func siteConfiguration(for session: Session) -> QiitaAPIConfiguration {
        let site = followsSite(for: session)
        var siteConfiguration = apiConfiguration
        if site.site != configuredSite.site, let url = URL(string: site.apiURL) { siteConfiguration.baseURL = url }
        return siteConfiguration
    }

    func feedsInteractorDependencies(for session: Session) -> FeedsInteractor.Dependencies {
        let loader = listingLoader(for: session)
        // Synced through the address the follows were made through when they are another site's.
        let configuration = siteConfiguration(for: session)
        let (tokenStore, tokenCommand) = (self.tokenStore, commandSettings.tokenCommand)
        let interrupt = syncInterrupt
        let reached = reachedQiita
        var feeds = FeedsInteractor.Dependencies(
            follows: follows(of: session), catalogue: catalogue,
            marks: { () throws(ItemCatalogueError) -> ItemMarks in try loader.marks() },
            api: { budget in
                HTTPQiitaAPIClient(
                    configuration: configuration, storedToken: { try? tokenStore.load() },
                    activity: QiitaReachedActivity(inner: SilentActivity(), flag: reached),
                    isInterrupted: { interrupt.check() }, tokenCommand: tokenCommand,
                    rateObserver: { budget.observe($0) }, retriesTransient: false)
            },
            rateIdentity: { () throws(QiitaAPIError) -> RateIdentity in
                let client = HTTPQiitaAPIClient(
                    configuration: configuration, storedToken: { try? tokenStore.load() }, tokenCommand: tokenCommand)
                return try client.tokenInUse().map { .token(fingerprint: TokenFingerprint.of($0)) } ?? .anonymous
            },
            commandSettings: commandSettings, interrupt: interrupt, now: { [clock] in clock.now() })
        feeds.images = ArticleImageShelf(cache: articleImages.cache)
        let stocks = userStocks(for: session, loader: loader)
        let (outbox, userID) = (outboxStore, session.userID)
        feeds.reconcileStocks = { items throws(StorageError) in
            try stocks.reconcile(withQiita: items, waiting: Self.waitingStockActions(in: outbox, of: userID))
        }
        return feeds
    }

    /// Tag names, author IDs, saved search names and source paths for the user's completion.
    func completionSource(for session: Session) -> ItemsCompletionSource {
        CatalogueCompletionSource(
            catalogue: catalogue,
            savedSearches: UserSavedSearches(
                store: savedSearchStore, userID: session.userID, follows: follows(of: session)),
            places: sourcePlaces)
    }

    func itemDetailInteractorDependencies(for session: Session) -> ItemDetailInteractor.Dependencies {
        let loader = listingLoader(for: session)
        let stocks = userStocks(for: session, loader: loader)
        let reading = reading(for: session, loader: loader)
        var dependencies = ItemDetailInteractor.Dependencies(
            listing: loader, stocks: stocks, reading: reading,
            lookup: ItemLookup(
                catalogue: catalogue, remote: remote, stocks: stocks, reads: reading.reads,
                later: userReadLater(for: session, loader: loader)),
            positions: UserReads(store: readStateStore, userID: session.userID, clock: clock, loader: loader),
            images: imageFetcher, later: userReadLater(for: session, loader: loader))
        dependencies.outbox = qiitaActions(for: session)
        return dependencies
    }

    private func reading(for session: Session, loader: ItemListingLoader) -> ItemReadingInteractor {
        var reading = ItemReadingInteractor(
            comments: ItemCommentsLoader(catalogue: catalogue, remote: remote),
            reads: UserReads(store: readStateStore, userID: session.userID, clock: clock, loader: loader),
            browser: browser, workingDirectory: sourcePlaces.workingDirectory)
        reading.images = ArticleImageShelf(cache: articleImages.cache)
        return reading
    }

    private func userReadLater(for session: Session, loader: ItemListingLoader) -> UserReadLater {
        UserReadLater(store: readLaterStore, userID: session.userID, clock: clock, loader: loader)
    }

    func userStocks(for session: Session, loader: ItemListingLoader) -> UserStocks {
        UserStocks(store: stockStore, userID: session.userID, clock: clock, loader: loader)
    }

    package var tokenInteractor: TokenInteractor {
        TokenInteractor(
            store: tokenStore, environmentToken: environmentToken, tokenCommand: commandSettings.tokenCommand,
            api: remote)
    }

    package var loginInteractorDependencies: LoginInteractor.Dependencies {
        let now: @Sendable () -> Date = { [clock] in clock.now() }
        return LoginInteractor.Dependencies(
            accounts: accountStore,
            attempts: LoginAttemptStore(
                file: JSONFileStore(path: layout.loginAttemptsFile, now: now, recovery: screen.notices)),
            sessions: sessionStore,
            hasher: passwordHasher,
            throttle: .standard,
            clock: clock,
            loginStarting: { [catalogue] in catalogue.warmUpFreshDemo() }
        )
    }
}
