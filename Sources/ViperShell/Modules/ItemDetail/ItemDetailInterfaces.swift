import CatalogueImport
import ItemsModel
import OutputTools
import ShellHost
import ShellKit

// The ItemDetail module's contract: one item, its neighbours in the listing it was opened
// from, stocking, its comments, links and outline, the browser, and back to that listing.
// Read this file first.

/// What ItemDetail needs to open: the item, its place in the listing (nil when opened by ID
/// from outside a listing) and how to print it first.
package struct ItemDetailRequest: Equatable, Sendable {
    package let item: QiitaItem
    package let position: ItemListingPosition?
    package let format: OutputFormat
}

/// What the user asked for, parsed by the view from one command line.
package enum ItemDetailViewEvent: Equatable, Sendable {
    case show(format: OutputFormat)
    case back
    case next
    case previous
    case stock
    /// The open item kept to read later.
    case later
    case unstock
    /// `comment [--reply CID]`, `comment --edit|--delete CID`, `like`, `unlike`: on Qiita.
    case account(AccountRequest)
    case comments(format: OutputFormat)
    case links
    /// `images`: the article's images, numbered, with where each stands.
    case images
    /// `image K [--save FILE [--force]]`.
    case image(ImageRequest)
    /// `link N`: open link N of `links` in the browser.
    case openLink(Int)
    case browse
    case code(CodeRequest)
    case copy(CopyRequest)
    case export(ExportOptions)
    case outline
    /// `section N`: heading N of `outline` and its text alone.
    case section(Int)
    case markRead
    case markUnread
    // Sent by the full-screen reader only (its keys; no command line makes them).
    /// Link N: a Qiita item is read here (Backspace returns), any other address in the browser.
    case followLink(Int)
    /// Back to the article a followed link was read from.
    case historyBack
    case toggleStock
    case toggleRead
    /// Where the reader is in the article it leaves (nil: at the top or the end).
    case remember(ReadingPosition?)
    /// `q`: back to the listing from the reader.
    case leaveReader
}

/// An item's headings as the view lists them, numbered from 1.
package struct ItemOutlineViewModel: Equatable, Sendable {
    package let itemID: String
    package let itemTitle: String
    package let headings: [ItemOutline.Heading]
}

/// An item as the view shows it: raw item data plus the derived facts.
package struct ItemDetailViewModel: Equatable, Sendable {
    package let item: QiitaItem
    /// The item's body, parsed.
    package let article: ItemArticle
    package var isStocked: Bool
    /// "3 of 45" when the item belongs to a listing.
    package let position: Message?
    /// Where the user stopped reading it before (the reader opens there).
    package var resume: ReadingPosition? = nil
    /// Links followed to reach it from the article opened from the listing.
    package var historyDepth = 0
    /// The words of the search it was opened from, which the reader marks.
    package var searchedWords: [String] = []
}

/// One section of an article: its Markdown source, and where it lies in the parsed article
/// when its heading is a top-level block (then laid out from that tree, so reference links and
/// footnotes defined elsewhere in the article still resolve).
package struct ItemSectionViewModel: Equatable, Sendable {
    package let article: ItemArticle
    /// The top-level blocks of `article.document` the section spans, or nil.
    package let blocks: Range<Int>?
    package let source: String
}

/// What the presenter tells the view to show.
@MainActor package protocol ItemDetailViewInterface: ItemReadingViewInterface, AccountViewInterface {
    func showItem(_ item: ItemDetailViewModel)
    /// Whether this view draws an article's images (the full-screen reader, with colour and
    /// `set images` not off): the presenter then has them fetched.
    var drawsImages: Bool { get }
    func showJSON(_ item: QiitaItem, fields: [String]?)
    func showOutline(_ outline: ItemOutlineViewModel)
    /// One section of the body, rendered like the body.
    func showSection(_ section: ItemSectionViewModel)
    /// The item shown is now in the user's stocks, or no longer (its header says which).
    func showStocked(_ isStocked: Bool)
}

/// Decisions: moving through the listing, stocking, going back. Each call returns how it went.
@MainActor package protocol ItemDetailPresenterInterface: AnyObject {
    func handle(_ event: ItemDetailViewEvent) async -> CommandOutcome
    /// Shows the item the module was opened with.
    func start() async -> CommandOutcome
}

/// Use cases: neighbouring pages of the listing, the user's stocks, and reading (comments,
/// read state, the browser).
package protocol ItemDetailInteractorInterface: ItemReadingInteractorInterface, AccountActing {
    func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage
    func isStocked(itemID: String) async throws(ItemCatalogueError) -> Bool
    /// Starts fetching the article's images into the cache, without waiting for them.
    func fetchImages(of article: ItemArticle, base: String)
    func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool
    func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool
    /// Puts the item on the read-later list; false when it was on it.
    func keepForLater(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool
    /// The item with this ID wherever it is found (a Qiita link in an article), or nil.
    func item(id: String) async throws(ItemCatalogueError) -> QiitaItem?
}

/// Where the user stopped in each article: the reader's resume points, kept with the read state.
package protocol ItemResumeInteractorInterface: Sendable {
    func resumePosition(itemID: String) async -> ReadingPosition?
    func remember(_ position: ReadingPosition?, itemID: String) async
}

/// Routes out of the module.
@MainActor package protocol ItemDetailWireframeInterface: AnyObject {
    /// Goes to `destination`; how what it showed went.
    func navigate(to destination: ItemDetailDestination) async -> CommandOutcome
}

/// Where ItemDetail can send the shell.
package enum ItemDetailDestination: Equatable {
    /// Back to the listing, at the page of the item the reader ended on.
    case back(ItemListingPosition?)
    /// The same from the full-screen reader (the listing is still on the main screen).
    case leaveReader(ItemListingPosition?)
}
