import ArticleImages
import CatalogueImport
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import ItemBrowsing
import ItemsModel
import ShellKit

/// The reading use cases on the domain's parts, shared by the Items and ItemDetail interactors.
package struct ItemReadingInteractor: ItemReadingInteractorInterface {
    package let comments: any CommentsClient
    package let reads: any ReadsClient
    package let browser: BrowserLauncher
    /// Where relative paths of `export -o` and `code --save` are read from: taken once, at start.
    package let workingDirectory: String
    /// An article's images for `images` and `image K` (the demo's, the cache's, fetched on demand).
    package var images: ArticleImageShelf?

    package init(
        comments: any CommentsClient, reads: any ReadsClient, browser: BrowserLauncher, workingDirectory: String = "/"
    ) {
        self.comments = comments
        self.reads = reads
        self.browser = browser
        self.workingDirectory = workingDirectory
    }

    package func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FilePath.join(workingDirectory, path)
    }

    package func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    package func writeFile(_ text: String, to path: String, force: Bool) throws(UserFileError) {
        try UserFileWriter.write(Array(text.utf8), to: path, force: force)
    }

    package func writeBytes(_ bytes: [UInt8], to path: String, force: Bool) throws(UserFileError) {
        try UserFileWriter.write(bytes, to: path, force: force)
    }

    package func saveCode(_ blocks: [ItemCodeBlock], into folder: String, force: Bool) -> [CodeBlockSaver.Outcome] {
        CodeBlockSaver.save(blocks, into: folder, force: force)
    }

    package func imageStandings(_ addresses: [String]) -> [ImageStanding] {
        addresses.map { images?.standing(of: $0) ?? .notFetched }
    }

    package func imageBytes(_ address: String) async throws(ImageUnavailable) -> [UInt8] {
        guard let images else { throw .notWeb(address) }
        return try await images.bytes(of: address)
    }

    package func comments(itemID: String) async throws(ItemCatalogueError) -> ItemComments {
        try await comments.comments(itemID: itemID)
    }

    @discardableResult
    package func markRead(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try reads.markRead(item)
    }

    package func markUnread(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try reads.markUnread(itemID: itemID)
    }

    /// The browser runs on a thread of its own: a terminal browser may take minutes, which the
    /// shell waits for (it is the terminal's foreground job) without holding a task thread.
    package func openInBrowser(_ url: String) async -> BrowserLauncher.Outcome {
        await withCheckedContinuation { continuation in
            DetachedThread.start { [browser] in continuation.resume(returning: browser.open(url)) }
        }
    }
}
