import CatalogueImport
import FoundationEssentials
import ItemsModel
import OutputTools
import ShellHost
import ShellKit
import UserState

// The Items module's contract: search, page through and stock items; open one in ItemDetail;
// read state, history, comments and the browser; switch the catalogue's source. Read this
// file first.

/// What the user asked for, parsed by the view from one command line.
package enum ItemsViewEvent: Equatable, Sendable {
    /// `search [QUERY] [--sort FIELD] [--asc] [--explain] [--json]`, the query parsed with its
    /// order (an empty one lists everything).
    /// `explains`: `--explain`, each score's parts under its row.
    case search(ItemQuery, format: OutputFormat, explains: Bool = false)
    /// `list [--json]`: the current page again.
    case list(format: OutputFormat)
    /// `next [--json[=FIELDS]]`, `prev …`, `page N …`: another page of the listing on screen.
    case nextPage(format: OutputFormat)
    case previousPage(format: OutputFormat)
    case page(Int, format: OutputFormat)
    case refresh
    case open(ItemReference, format: OutputFormat)
    case stock(ItemReference)
    case unstock(ItemReference)
    case stocks(format: OutputFormat)
    /// `stocks --qiita [--json]`: the user's stocks on Qiita itself.
    case qiitaStocks(format: OutputFormat)
    /// `stocks --push`: the stocks kept here sent to Qiita.
    case pushStocks
    /// `comment N|ID …`, `comment --edit|--delete CID`, `like N|ID`, `unlike N|ID` (nil: no item named).
    case account(ItemReference?, AccountRequest)
    /// `later N|ID`: the item kept to read later.
    case keepForLater(ItemReference)
    /// `later --done N|ID`: the item taken off the read-later list.
    case finishLater(ItemReference)
    /// `later`: the read-later list.
    case laterList(format: OutputFormat)
    /// `comments N|ID [--json]`.
    case comments(ItemReference, format: OutputFormat)
    /// `browse N|ID`: the item's page in the browser.
    case browse(ItemReference)
    /// `code N|ID [K|--save DIR [--force]]`.
    case code(ItemReference, CodeRequest)
    /// `copy N|ID [url|title|markdown-link|code K]`.
    case copy(ItemReference, CopyRequest)
    /// `export N|ID [--format F] [-o PATH] [--force]`.
    case export(ItemReference, ExportOptions)
    /// `links N|ID`: the item's links, numbered, as `links` lists them in an open item.
    case links(ItemReference)
    /// `images N|ID`: the item's images, numbered, with where each stands.
    case images(ItemReference)
    /// `image N|ID K [--save FILE [--force]]`.
    case image(ItemReference, ImageRequest)
    /// `export --query QUERY -o DIR`: every item the search lists.
    case exportQuery(ItemQuery, ExportOptions)
    /// `read N|ID`, `unread N|ID`.
    case markRead(ItemReference)
    case markUnread(ItemReference)
    /// `read --all [QUERY]`: every match of the query (nil: the search on screen) marked read.
    case markAllRead(ItemQuery?)
    /// `history [--json]`: what the user read, the most recent first.
    case history(format: OutputFormat)
    /// `history clear`.
    case clearHistory
    /// `tags [PREFIX] [--json]`: the catalogue's tags, in the Tags module.
    case tags(prefix: String, format: OutputFormat)
    /// `user ID [--json]`: the author's profile, then their items as a listing.
    case author(String, format: OutputFormat)
    /// `save NAME [QUERY…]`: the given query, or the current listing's (nil).
    case save(name: String, query: ItemQuery?)
    /// `saved [--json]`: the saved searches with their counts.
    case savedSearches(format: OutputFormat)
    /// `saved NAME [--json]`: runs one.
    case runSaved(String, format: OutputFormat)
    /// `unsave NAME`.
    case unsave(String)
    /// `source` alone: say which source is active.
    case showSource
    /// `source PATH|demo|qiita|mirror`.
    case switchSource(ItemSourceSpec)
    case setPerPage(Int)
    /// `set pager on|off`.
    case setPager(Bool)
    /// `set reader full|pager|plain`: how `open` shows an article at a terminal.
    case setReader(ReaderKind)
    /// `set mouse on|off`: whether the full-screen reader takes the mouse wheel.
    case setMouse(Bool)
    /// `set snippets on|off`.
    case setSnippets(Bool)
    /// `set images auto|kitty|iterm|sixel|blocks|off`: whether articles draw their images at a terminal.
    case setImages(ImageDisplay)
    /// `set image-cache SIZE`: the most the image cache keeps, in bytes.
    case setImageCache(Int)
    case setHyperlinks(HyperlinkMode)
    /// `set theme dark|light|auto`: the colours code is shown in.
    case setTheme(ThemeMode)
    /// `set width N`: the longest line of an article, in columns.
    case setArticleWidth(Int)
    /// `set lang en|ja`: the language of messages from now on.
    case setLanguage(Language)
    /// `set notify-command|token-command COMMAND` (nil: `off`).
    case setCommand(CommandSettings.Name, String?)
    /// `set` alone: the session's settings.
    case showSettings
    /// `back`: the previous place (a listing, an author's page, the tags).
    case back
}

/// An item named on the command line: a row number of the current page, or an item ID.
package enum ItemReference: Equatable, Sendable {
    case row(Int)
    case id(String)
}

/// What the presenter tells the view to show.
@MainActor package protocol ItemsViewInterface: ItemReadingViewInterface, AccountViewInterface {
    func showListing(_ listing: ItemListingViewModel)
    /// What a command asked to be told, in one line (`source` alone): standard output, where
    /// `showInfo`'s confirmations go to standard error.
    func showAnswer(_ message: Message)
    /// A page as JSON, each item with `"read"` (and `"read_at"` in the history, `"score"` in a
    /// ranked search, `"snippet"` in a search with words), only `fields` when given.
    func showJSON(
        _ items: [QiitaItem], readIDs: Set<String>, readTimes: [String: Date], scores: [String: ItemScore],
        snippets: [String: String], fields: [String]?, of fieldSet: JSONFieldSet)
    /// An author's profile, above the listing of their items.
    func showAuthor(_ author: AuthorViewModel)
    /// `{"user": …, "items": […]}`, only `fields` of the profile when given.
    func showAuthorJSON(_ profile: AuthorProfile, items: [QiitaItem], fields: [String]?)
    func showSavedSearches(_ searches: SavedSearchesViewModel)
    func showSavedSearchesJSON(_ searches: SavedSearchesViewModel, fields: [String]?)
    /// Asks a person at a terminal to confirm replacing a saved search; true without one.
    func confirmReplacingSavedSearch(named name: String, query: String) async -> Bool
    /// Asks a person at a terminal to confirm forgetting `count` read items; true without one
    /// (a script that says `history clear` means it).
    func confirmClearingHistory(count: Int) async -> Bool
    /// Asks a person at a terminal to confirm marking `count` items read; true without one.
    func confirmMarkingRead(count: Int) async -> Bool
    /// Long items go through the pager (`true`) or straight to the terminal.
    func setPaging(_ enabled: Bool)
    /// Articles opened from now on in the full-screen reader, through the pager, or printed.
    func setReader(_ kind: ReaderKind)
    /// The full-screen reader from now on asks for mouse wheel reports (`true`) or not.
    func setMouseReporting(_ enabled: Bool)
    /// `set snippets on|off`: search listings show each result's best passage, or not.
    func setSnippets(_ enabled: Bool)
    /// Articles opened from now on draw their images (`auto`, `blocks`) or only their captions.
    func setImages(_ display: ImageDisplay)
    /// The image cache keeps at most `bytes` from now on (the least recently used go first).
    func setImageCacheSize(_ bytes: Int)
    func setHyperlinks(_ mode: HyperlinkMode)
    /// Code from now on in the colours for `mode`'s background.
    func setTheme(_ mode: ThemeMode)
    /// Articles and comments from now on at most `columns` wide.
    func setArticleWidth(_ columns: Int)
    /// The session's settings: rows per page and the source (with the view's own: pager,
    /// language, colour).
    func showSettings(perPage: Int, source: Message)
    /// Messages from now on in `language`.
    func setLanguage(_ language: Language)
    /// Sets (nil: unsets) `notify-command` or `token-command` for the session.
    func setCommand(_ name: CommandSettings.Name, to command: String?)
}

/// Decisions: validates queries and arguments, keeps the listing state, routes to ItemDetail.
/// Each call returns how it went (its exit status).
@MainActor package protocol ItemsPresenterInterface: ListingReturnTarget {
    func handle(_ event: ItemsViewEvent) async -> CommandOutcome
    /// The module is active again (after `back`, or on arrival): show the listing if there is one.
    func didReturn() async -> CommandOutcome
}

/// Use cases: search and page the catalogue, stocks, read state and history, comments and the
/// browser, switching sources.
package protocol ItemsInteractorInterface: ItemReadingInteractorInterface, AccountActing {
    func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage
    func item(id: String) async throws(ItemCatalogueError) -> QiitaItem?
    /// Forgets what the live API answered this session (`refresh`): the next asks go to the API.
    func forgetFetchedAnswers() async
    func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool
    func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool
    /// Which of these items the user read.
    func readItemIDs(among items: [QiitaItem]) async throws(ItemCatalogueError) -> Set<String>
    /// How many items the history holds.
    func historyCount() async throws(ItemCatalogueError) -> Int
    /// The author's profile, nil for an unknown ID; with why a profile kept offline is shown.
    func authorProfile(id: String) async throws(ItemCatalogueError) -> (AuthorProfile, cachedBecause: QiitaAPIError?)?
    func savedSearches() async throws(ItemCatalogueError) -> [SavedSearch]
    /// true when it replaced one of the same name.
    func saveSearch(_ search: SavedSearch) async throws(ItemCatalogueError) -> Bool
    /// false when there was none of that name.
    func removeSavedSearch(named name: String) async throws(ItemCatalogueError) -> Bool
    /// Matches of the query in the catalogue (for the live source: the items cached from it),
    /// and whether they were counted in that cache.
    func localCount(of query: ItemQuery) async throws(ItemCatalogueError) -> (count: Int, inLiveCache: Bool)
    /// Forgets the history; how many items it held.
    func clearHistory() async throws(ItemCatalogueError) -> Int
    /// Puts the item on the read-later list; false when it was on it.
    func keepForLater(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool
    /// Takes the item off the read-later list; false when it was not on it.
    func finishLater(itemID: String) async throws(ItemCatalogueError) -> Bool
    /// Marks every item `query` matches read (`read --all`), in one write; how many matched and
    /// how many of them were not read before, or nil when more than `limit` match.
    func markAllRead(matching query: ItemQuery, limit: Int) async throws(ItemCatalogueError) -> (
        matched: Int, newly: Int
    )?
    /// The active source and how many items it holds.
    func currentSource() async throws(ItemCatalogueError) -> (ItemSourceSpec, Int)
    func switchSource(to source: ItemSourceSpec) async throws(ItemCatalogueError) -> (ItemSourceSpec, Int)
}

/// What completion reads beyond the commands: the catalogue's tag names and author IDs, the
/// user's saved search names, the files `source` may name. Synchronous and quick (typing must
/// never wait on it).
@MainActor package protocol ItemsCompletionSource: AnyObject {
    func tagNames(prefix: String) -> [String]
    func userIDs(prefix: String) -> [String]
    func savedSearchNames() -> [String]
    /// Paths completing `prefix` (relative to the working directory, `~/` to the home folder),
    /// folders ending in `/`.
    func sourcePaths(prefix: String) -> [String]
}

/// Routes out of the module, and tells the root where the user is (for `back`).
@MainActor package protocol ItemsWireframeInterface: AnyObject {
    /// Goes to `destination`; how what it showed went.
    func navigate(to destination: ItemsDestination) async -> CommandOutcome
    /// Whether `back` has a place to return to.
    var canGoBack: Bool { get }
    /// The listing now on screen (another page of the same listing is the same place).
    func didShow(_ place: ItemListingPlace)
    /// The catalogue's source changed: the places shown from the old one are forgotten.
    func didSwitchSource()
}

/// Where Items can send the shell.
package enum ItemsDestination: Equatable {
    case detail(ItemDetailRequest)
    case tags(TagsRequest)
    /// The previous place (`back`).
    case back
}

/// A listing as `back` returns to it: what it lists, the page that was on screen, and the
/// profile shown above an author's items.
package struct ItemListingPlace: Equatable, Sendable {
    package let kind: ItemListingKind
    package let page: ItemPage
    package var author: AuthorViewModel?

    package init(kind: ItemListingKind, page: ItemPage, author: AuthorViewModel? = nil) {
        self.kind = kind
        self.page = page
        self.author = author
    }
}

/// An author as the view shows them above their items.
package struct AuthorViewModel: Equatable, Sendable {
    package let profile: AuthorProfile
    /// Lines under the profile (the live source's "offline: cached", "sums over the newest N").
    package var notes: [Message] = []
}

/// The saved searches as the view lists them.
package struct SavedSearchesViewModel: Equatable, Sendable {
    /// One saved search with its counts now.
    package struct Row: Equatable, Sendable {
        package let search: SavedSearch
        package let total: Int
        package let unread: Int
    }

    package let rows: [Row]
    /// Lines under the header (counts over the live source's cache).
    package var notes: [Message] = []
}
