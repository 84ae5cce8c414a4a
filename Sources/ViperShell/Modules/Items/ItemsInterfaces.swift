import ShellKit
import ItemsDomain

// The Items module's contract: search, page through and stock items; open one in ItemDetail;
// switch the catalogue's source. Read this file first.

/// What the user asked for, parsed by the view from one command line.
package enum ItemsViewEvent: Equatable, Sendable {
    /// `search [QUERY] [--json]`, the query parsed (an empty one lists everything).
    case search(ItemQuery, format: OutputFormat)
    /// `list [--json]`: the current page again.
    case list(format: OutputFormat)
    case nextPage
    case previousPage
    case page(Int)
    case refresh
    case open(ItemReference, format: OutputFormat)
    case stock(ItemReference)
    case unstock(ItemReference)
    case stocks(format: OutputFormat)
    /// `source` alone: say which source is active.
    case showSource
    /// `source PATH|demo|qiita`.
    case switchSource(ItemSourceSpec)
    case setPerPage(Int)
    /// `set pager on|off`.
    case setPager(Bool)
    /// `set lang en|ja`: the language of messages from now on.
    case setLanguage(Language)
    /// `set` alone: the session's settings.
    case showSettings
}

/// How a listing or item is printed.
package enum OutputFormat: Equatable, Sendable {
    /// Aligned rows for people.
    case table
    /// A JSON array (or object) with Qiita's field names, for scripts; nothing else on stdout.
    case json
}

/// An item named on the command line: a row number of the current page, or an item ID.
package enum ItemReference: Equatable, Sendable {
    case row(Int)
    case id(String)
}

/// What the presenter tells the view to show.
@MainActor package protocol ItemsViewInterface: AnyObject {
    func showListing(_ listing: ItemListingViewModel)
    func showJSON(_ items: [QiitaItem])
    /// Long items go through the pager (`true`) or straight to the terminal.
    func setPaging(_ enabled: Bool)
    /// The session's settings: rows per page and the source (with the view's own: pager,
    /// language, colour).
    func showSettings(perPage: Int, source: Message)
    /// Messages from now on in `language`.
    func setLanguage(_ language: Language)
    func showInfo(_ message: Message)
    func showError(_ message: Message, status: ExitStatus)
}

/// Decisions: validates queries and arguments, keeps the listing state, routes to ItemDetail.
@MainActor package protocol ItemsPresenterInterface: AnyObject {
    func handle(_ event: ItemsViewEvent) async
    /// The module is active again (after `back`, or on arrival): show the listing if there is one.
    func didReturn() async
    /// Back from an item: the listing continues at the page of the item the reader ended on.
    func didReturn(to position: ItemListingPosition?) async
}

/// Use cases: search and page the catalogue, stocks, switching sources.
package protocol ItemsInteractorInterface: Sendable {
    func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage
    func item(id: String) async throws(ItemCatalogueError) -> QiitaItem?
    func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool
    func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool
    /// The active source and how many items it holds.
    func currentSource() async throws(ItemCatalogueError) -> (ItemSourceSpec, Int)
    func switchSource(to source: ItemSourceSpec) async throws(ItemCatalogueError) -> (ItemSourceSpec, Int)
}

/// Routes out of the module.
@MainActor package protocol ItemsWireframeInterface: AnyObject {
    func navigate(to destination: ItemsDestination) async
}

/// Where Items can send the shell.
package enum ItemsDestination: Equatable {
    case detail(ItemDetailRequest)
}
