import ArticleImages
import CatalogueImport
import ItemBrowsing
import ItemsModel
import ShellKit

// What Items and ItemDetail share for reading an item beyond its body: its comments, its
// read state and the browser. Each module's own interfaces refine these.

/// What the reading commands show.
@MainActor package protocol ItemReadingViewInterface: AnyObject {
    func showComments(_ comments: ItemCommentsViewModel)
    /// Only `fields` of each comment when given.
    func showCommentsJSON(_ comments: [QiitaComment], fields: [String]?)
    /// A URL alone on a line of standard output, for scripts (no browser could open it).
    func showURL(_ url: String)
    /// The URL when there is no browser to try: at a terminal, first why (no BROWSER, no
    /// xdg-open) and how to set one; for scripts the URL alone, as `showURL`.
    func showURLWithoutBrowser(_ url: String)
    func showInfo(_ message: Message)
    /// An error line (the presenter returns the command's status).
    func showError(_ message: Message)
    /// `links`: the article's links, numbered, each with its address.
    func showLinks(_ links: ItemLinksViewModel)
    /// `images`: the article's images, numbered, with where each stands and its address.
    func showImages(_ images: ItemImagesViewModel)
    /// Whether `image K` can draw here: a terminal, in colour.
    var canDrawImages: Bool { get }
    /// `image K` at a terminal: the image drawn as wide as the screen, its caption under it; false
    /// when this output cannot draw it (not a terminal, no colour, or bytes that are no image).
    func drawImage(_ bytes: [UInt8], caption: String) -> Bool
    /// `code`: the article's code blocks, numbered, with language, file name and lines.
    func showCodeBlocks(_ blocks: [ItemCodeBlock], of item: QiitaItem)
    /// Text exactly as given on standard output, nothing added (`code 1 2 > main.go`).
    func printExactly(_ text: String)
    /// Puts `text` on the terminal's clipboard (OSC 52); false when standard output is no terminal.
    func copyToClipboard(_ text: String) -> Bool
    /// What `open` shows of the item, without colours, as text (`export --format txt`).
    func plainArticle(_ item: QiitaItem) -> String
    /// The item as one HTML page with its comments (`export --format html`).
    func htmlPage(_ item: QiitaItem, comments: [QiitaComment]?) -> String
    /// `export --query`'s progress at a terminal (`done` of `total` written); nil total: finished.
    func showExportProgress(done: Int, total: Int?)
}

/// The reading use cases: comments from the source, the user's read state, the browser.
package protocol ItemReadingInteractorInterface: Sendable {
    func comments(itemID: String) async throws(ItemCatalogueError) -> ItemComments
    /// Marks the item read now; false when it had been read before.
    @discardableResult
    func markRead(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool
    /// false when the item was not read.
    func markUnread(itemID: String) async throws(ItemCatalogueError) -> Bool
    /// Hands an http(s) URL to the user's browser.
    func openInBrowser(_ url: String) async -> BrowserLauncher.Outcome
    /// A path the user typed, made absolute against the working directory.
    func absolutePath(_ path: String) -> String
    /// Whether `path` is a folder now.
    func isFolder(_ path: String) -> Bool
    /// Writes a file the user asked for (atomically; an existing one refused unless `force`).
    func writeFile(_ text: String, to path: String, force: Bool) throws(UserFileError)
    /// The same for bytes (`image K --save`).
    func writeBytes(_ bytes: [UInt8], to path: String, force: Bool) throws(UserFileError)
    /// `code --save`: the blocks into `folder`, each written or refused.
    func saveCode(_ blocks: [ItemCodeBlock], into folder: String, force: Bool) -> [CodeBlockSaver.Outcome]
    /// `images`: where each image stands (in the demo, cached, refused, not fetched), fetching none.
    func imageStandings(_ addresses: [String]) -> [ImageStanding]
    /// `image K`: the image's original bytes, from the demo, the cache, or fetched now (and cached).
    func imageBytes(_ address: String) async throws(ImageUnavailable) -> [UInt8]
}

/// A module's interactor whose reading use cases are those of the shared `ItemReadingInteractor`
/// (Items' and ItemDetail's): conforming gives the forwarding once.
package protocol ReadingForwarding: ItemReadingInteractorInterface {
    var reading: ItemReadingInteractor { get }
}

extension ReadingForwarding {
    package func comments(itemID: String) async throws(ItemCatalogueError) -> ItemComments {
        try await reading.comments(itemID: itemID)
    }

    @discardableResult
    package func markRead(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try await reading.markRead(item)
    }

    package func markUnread(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try await reading.markUnread(itemID: itemID)
    }

    package func openInBrowser(_ url: String) async -> BrowserLauncher.Outcome {
        await reading.openInBrowser(url)
    }

    package func absolutePath(_ path: String) -> String { reading.absolutePath(path) }

    package func isFolder(_ path: String) -> Bool { reading.isFolder(path) }

    package func writeFile(_ text: String, to path: String, force: Bool) throws(UserFileError) {
        try reading.writeFile(text, to: path, force: force)
    }

    package func writeBytes(_ bytes: [UInt8], to path: String, force: Bool) throws(UserFileError) {
        try reading.writeBytes(bytes, to: path, force: force)
    }

    package func saveCode(_ blocks: [ItemCodeBlock], into folder: String, force: Bool) -> [CodeBlockSaver.Outcome] {
        reading.saveCode(blocks, into: folder, force: force)
    }

    package func imageStandings(_ addresses: [String]) -> [ImageStanding] { reading.imageStandings(addresses) }

    package func imageBytes(_ address: String) async throws(ImageUnavailable) -> [UInt8] {
        try await reading.imageBytes(address)
    }
}

/// An item's comments as the view shows them.
package struct ItemCommentsViewModel: Equatable, Sendable {
    package let itemID: String
    package let itemTitle: String
    package let comments: [QiitaComment]
    /// Lines under the header (the live source's "offline: cached").
    package var notes: [Message] = []
}
