import ArticleImages
@testable import CatalogueImport
@testable import DeveloperTools
import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
@testable import OutputTools
@testable import ShellHost
@testable import ShellKit
import Synchronization
import TestSupport
@testable import UserState
@testable import QiitaActions
@testable import ViperShell

/// Records what the Items presenter tells its view.
@MainActor final class ItemsViewSpy: ItemsViewInterface, RecordsTools, RecordsAccount {
    /// What `code`, `copy`, `export` and `links` showed.
    let tools = ToolsRecording()
    /// What the account's commands asked and showed.
    let account = AccountViewRecording()
    var listings: [ItemListingViewModel] = []
    var jsonPages: [[QiitaItem]] = []
    var jsonReadIDs: [Set<String>] = []
    var comments: [ItemCommentsViewModel] = []
    var commentsJSON: [[QiitaComment]] = []
    var urls: [String] = []
    /// What `confirmClearingHistory` answers; the counts it was asked with.
    var confirms = true
    var confirmationsAsked: [Int] = []
    var infos: [Message] = []
    /// One error shown (the presenter returns the status).
    struct ShownError: Equatable { let message: Message }
    var errors: [ShownError] = []

    func showListing(_ listing: ItemListingViewModel) { listings.append(listing) }
    var jsonFields: [[String]?] = []
    var jsonSnippets: [[String: String]] = []
    var jsonFieldSets: [JSONFieldSet] = []
    func showJSON(
        _ items: [QiitaItem], readIDs: Set<String>, readTimes: [String: Date], scores: [String: ItemScore],
        snippets: [String: String], fields: [String]?, of fieldSet: JSONFieldSet
    ) {
        jsonSnippets.append(snippets)
        jsonPages.append(items)
        jsonReadIDs.append(readIDs)
        jsonFields.append(fields)
        jsonFieldSets.append(fieldSet)
    }
    func showComments(_ model: ItemCommentsViewModel) { comments.append(model) }
    func showCommentsJSON(_ comments: [QiitaComment], fields: [String]?) { commentsJSON.append(comments) }
    var authors: [AuthorViewModel] = []
    var authorsJSON: [(profile: AuthorProfile, items: [QiitaItem], fields: [String]?)] = []
    var savedLists: [SavedSearchesViewModel] = []
    var savedListsJSON: [SavedSearchesViewModel] = []
    /// What `confirmReplacingSavedSearch` answers; the names it was asked about.
    var confirmsReplacing = true
    var replacementsAsked: [String] = []
    func showAuthor(_ author: AuthorViewModel) { authors.append(author) }
    func showAuthorJSON(_ profile: AuthorProfile, items: [QiitaItem], fields: [String]?) {
        authorsJSON.append((profile, items, fields))
    }
    func showSavedSearches(_ searches: SavedSearchesViewModel) { savedLists.append(searches) }
    func showSavedSearchesJSON(_ searches: SavedSearchesViewModel, fields: [String]?) {
        savedListsJSON.append(searches)
    }
    func confirmReplacingSavedSearch(named name: String, query: String) async -> Bool {
        replacementsAsked.append(name)
        return confirmsReplacing
    }
    func showURL(_ url: String) { urls.append(url) }
    /// URLs shown because no browser could be tried.
    var urlsWithoutBrowser: [String] = []
    func showURLWithoutBrowser(_ url: String) { urlsWithoutBrowser.append(url) }
    func confirmClearingHistory(count: Int) async -> Bool {
        confirmationsAsked.append(count)
        return confirms
    }
    /// The counts `confirmMarkingRead` was asked with (it answers `confirms`).
    var markingConfirmationsAsked: [Int] = []
    func confirmMarkingRead(count: Int) async -> Bool {
        markingConfirmationsAsked.append(count)
        return confirms
    }
    var pagingChanges: [Bool] = []
    func setPaging(_ enabled: Bool) { pagingChanges.append(enabled) }
    var readerKinds: [ReaderKind] = []
    func setReader(_ kind: ReaderKind) { readerKinds.append(kind) }
    var mouseReportingChanges: [Bool] = []
    func setMouseReporting(_ enabled: Bool) { mouseReportingChanges.append(enabled) }
    var snippetChanges: [Bool] = []
    func setSnippets(_ enabled: Bool) { snippetChanges.append(enabled) }
    var imageDisplays: [ImageDisplay] = []
    func setImages(_ display: ImageDisplay) { imageDisplays.append(display) }
    var imageCacheSizes: [Int] = []
    func setImageCacheSize(_ bytes: Int) { imageCacheSizes.append(bytes) }
    var hyperlinkModes: [HyperlinkMode] = []
    func setHyperlinks(_ mode: HyperlinkMode) { hyperlinkModes.append(mode) }
    var themeModes: [ThemeMode] = []
    func setTheme(_ mode: ThemeMode) { themeModes.append(mode) }
    var articleWidths: [Int] = []
    func setArticleWidth(_ columns: Int) { articleWidths.append(columns) }
    var settingsShown: [(perPage: Int, source: Message)] = []
    func showSettings(perPage: Int, source: Message) { settingsShown.append((perPage, source)) }
    var languages: [Language] = []
    func setLanguage(_ language: Language) { languages.append(language) }
    func setCommand(_ name: CommandSettings.Name, to command: String?) { commands.append((name, command)) }
    private(set) var commands: [(CommandSettings.Name, String?)] = []
    func showInfo(_ message: Message) { infos.append(message) }
    /// What a command asked to be told (`source` alone), apart from confirmations.
    var answers: [Message] = []
    func showAnswer(_ message: Message) { answers.append(message) }
    func showError(_ message: Message) { errors.append(ShownError(message: message)) }
}

/// Records where a presenter routes and the places it reports; `canGoBack` is what the test sets.
@MainActor final class ItemsWireframeSpy: ItemsWireframeInterface {
    var destinations: [ItemsDestination] = []
    func navigate(to destination: ItemsDestination) async -> CommandOutcome {
        destinations.append(destination)
        return .success
    }
    var canGoBack = false
    var places: [ItemListingPlace] = []
    func didShow(_ place: ItemListingPlace) { places.append(place) }
    var sourceSwitches = 0
    func didSwitchSource() { sourceSwitches += 1 }
}

/// An in-memory catalogue for presenter tests: pages are slices of `items` (every query matches
/// everything, `is:unread` all that were not read), stocks and reads sets of ids (the history in reading order),
/// comments by item
/// id, the browser's answer set by the test; `failNext` makes the next call fail; calls are counted.
final class CatalogueInteractorStub: ItemsInteractorInterface, ItemDetailInteractorInterface, Sendable {
    /// The outbox the account's commands use (nil: none, as where no token is set).
    private let outboxBox = Mutex<(any QiitaActionsClient)?>(nil)
    var outbox: (any QiitaActionsClient)? {
        get { outboxBox.withLock { $0 } }
        set { outboxBox.withLock { $0 = newValue } }
    }
    /// Files go where they are told (tests give absolute paths in their own folders).
    func absolutePath(_ path: String) -> String { path.hasPrefix("/") ? path : "/tmp/" + path }
    func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    func writeFile(_ text: String, to path: String, force: Bool) throws(UserFileError) {
        try UserFileWriter.write(Array(text.utf8), to: path, force: force)
    }
    func writeBytes(_ bytes: [UInt8], to path: String, force: Bool) throws(UserFileError) {
        try UserFileWriter.write(bytes, to: path, force: force)
    }
    /// The demo's images and nothing else: no test reaches the network.
    func imageStandings(_ addresses: [String]) -> [ImageStanding] {
        addresses.map { ImageStanding.of(demoBytes: DemoImages.bytes(for: $0), cachedBytes: nil) }
    }
    func imageBytes(_ address: String) async throws(ImageUnavailable) -> [UInt8] {
        guard let bytes = DemoImages.bytes(for: address) else { throw .status(404) }
        return bytes
    }
    func saveCode(_ blocks: [ItemCodeBlock], into folder: String, force: Bool) -> [CodeBlockSaver.Outcome] {
        CodeBlockSaver.save(blocks, into: folder, force: force)
    }
    private struct State {
        var items: [QiitaItem]
        var stocked: Set<String> = []
        /// The read-later list's IDs, the newest addition first.
        var later: [String] = []
        var failNext = false
        var liveFacts: (cachedBecause: QiitaAPIError?, rateRemaining: Int?) = (nil, nil)
        var compoundFacts: (alsoSearched: [String], unsplit: Bool) = ([], false)
        /// Whether `localCount` says it counted the live source's cache.
        var countsLiveCache = false
        var pageRequests: [(kind: ItemListingKind, page: Int, perPage: Int)] = []
        /// Page requests each `forgetFetchedAnswers()` came after (`refresh`).
        var forgotAfterPageRequests: [Int] = []
        var history: [String] = []
        var comments: [String: ItemComments] = [:]
        var browserOutcome: BrowserLauncher.Outcome = .unavailable
        var openedURLs: [String] = []
        var saved: [SavedSearch] = []
    }

    private let state: Mutex<State>

    init(items: [QiitaItem]) {
        state = Mutex(State(items: items))
    }

    var pageRequests: [(kind: ItemListingKind, page: Int, perPage: Int)] { state.withLock { $0.pageRequests } }
    /// How many page requests had been made each time the fetched answers were forgotten.
    var forgotAfterPageRequests: [Int] { state.withLock { $0.forgotAfterPageRequests } }
    var stockedIDs: Set<String> { state.withLock { $0.stocked } }

    func failNextCall() { state.withLock { $0.failNext = true } }

    var itemIDs: [String] { state.withLock { $0.items.map(\.id) } }

    /// Item ids in the order they were read, the most recent first.
    var history: [String] { state.withLock { $0.history } }
    var openedURLs: [String] { state.withLock { $0.openedURLs } }
    func setComments(_ comments: ItemComments, for itemID: String) { state.withLock { $0.comments[itemID] = comments } }
    func setBrowserOutcome(_ outcome: BrowserLauncher.Outcome) { state.withLock { $0.browserOutcome = outcome } }

    /// Pages from now on carry what the live source adds: a cached-results reason, the API's remaining requests.
    func setLiveFacts(cachedBecause: QiitaAPIError?, rateRemaining: Int?) {
        state.withLock { $0.liveFacts = (cachedBecause, rateRemaining) }
    }

    /// Counts from now on are of the live source's cache (or not).
    func setCountsLiveCache(_ cache: Bool) { state.withLock { $0.countsLiveCache = cache } }

    /// Search pages from now on carry what the store says of Japanese compound nouns.
    func setCompoundFacts(alsoSearched: [String], unsplit: Bool) {
        state.withLock { $0.compoundFacts = (alsoSearched, unsplit) }
    }

    private func checkFailure() throws(ItemCatalogueError) {
        let fails = state.withLock { state in
            defer { state.failNext = false }
            return state.failNext
        }
        if fails { throw .storage(.unreadable(path: "/stub/items.sqlite", reason: "disk on fire")) }
    }

    func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        try checkFailure()
        return state.withLock { state in
            state.pageRequests.append((kind, page, perPage))
            let all: [QiitaItem]
            switch kind {
            case .stocks: all = state.items.filter { state.stocked.contains($0.id) }
            case .later: all = state.later.compactMap { id in state.items.first { $0.id == id } }
            case .history: all = state.history.compactMap { id in state.items.first { $0.id == id } }
            case .author(let id): all = state.items.filter { $0.user.id == id }
            case .search(let query)
            where query.clauses.contains { $0.alternatives.contains { $0.kind == .mark(.unread) } }:
                all = state.items.filter { !state.history.contains($0.id) }
            case .search: all = state.items
            }
            var found = ItemPage(
                items: Array(all.slice(forPage: page, perPage: perPage)), totalCount: all.count, page: page,
                perPage: perPage,
                cachedBecause: state.liveFacts.cachedBecause, rateRemaining: state.liveFacts.rateRemaining)
            if case .search = kind {
                (found.alsoSearched, found.compoundsUnsplit) = state.compoundFacts
            }
            return found
        }
    }

    func item(id: String) async throws(ItemCatalogueError) -> QiitaItem? {
        try checkFailure()
        return state.withLock { $0.items.first { $0.id == id } }
    }

    func forgetFetchedAnswers() async {
        state.withLock { $0.forgotAfterPageRequests.append($0.pageRequests.count) }
    }

    /// The image addresses of each article whose images the presenter had fetched.
    let imageFetches = Mutex<[[String]]>([])
    func fetchImages(of article: ItemArticle, base: String) {
        let addresses = article.links(base: base).filter { $0.kind == .image }.map(\.url)
        imageFetches.withLock { $0.append(addresses) }
    }

    func isStocked(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { $0.stocked.contains(itemID) }
    }

    func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { $0.stocked.insert(item.id).inserted }
    }

    func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { $0.stocked.remove(itemID) != nil }
    }

    func currentSource() async throws(ItemCatalogueError) -> (ItemSourceSpec, Int) {
        try checkFailure()
        return (.demo, state.withLock { $0.items.count })
    }

    func switchSource(to source: ItemSourceSpec) async throws(ItemCatalogueError) -> (ItemSourceSpec, Int) {
        try checkFailure()
        return (source, state.withLock { $0.items.count })
    }

    func readItemIDs(among items: [QiitaItem]) async throws(ItemCatalogueError) -> Set<String> {
        try checkFailure()
        return state.withLock { state in Set(items.map(\.id).filter(state.history.contains)) }
    }

    func historyCount() async throws(ItemCatalogueError) -> Int {
        try checkFailure()
        return state.withLock { $0.history.count }
    }

    func clearHistory() async throws(ItemCatalogueError) -> Int {
        try checkFailure()
        return state.withLock { state in
            defer { state.history = [] }
            return state.history.count
        }
    }

    func comments(itemID: String) async throws(ItemCatalogueError) -> ItemComments {
        try checkFailure()
        return state.withLock { $0.comments[itemID] ?? .unknown }
    }

    @discardableResult
    func markRead(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { state in
            let wasRead = state.history.contains(item.id)
            state.history.removeAll { $0 == item.id }
            state.history.insert(item.id, at: 0)
            return !wasRead
        }
    }

    func markUnread(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { state in
            guard state.history.contains(itemID) else { return false }
            state.history.removeAll { $0 == itemID }
            return true
        }
    }

    func openInBrowser(_ url: String) async -> BrowserLauncher.Outcome {
        state.withLock { state in
            state.openedURLs.append(url)
            return state.browserOutcome
        }
    }

    /// Authors are the items' users, their figures summed over the stub's items.
    func authorProfile(id: String) async throws(ItemCatalogueError) -> (AuthorProfile, cachedBecause: QiitaAPIError?)? {
        try checkFailure()
        let theirs = state.withLock { $0.items.filter { $0.user.id == id } }
        return AuthorProfile.summing(theirs).map { ($0, nil) }
    }

    var savedSearchList: [SavedSearch] { state.withLock { $0.saved } }

    func savedSearches() async throws(ItemCatalogueError) -> [SavedSearch] {
        try checkFailure()
        return state.withLock { $0.saved }
    }

    func saveSearch(_ search: SavedSearch) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { state in
            if let index = state.saved.firstIndex(where: { $0.name.lowercased() == search.name.lowercased() }) {
                state.saved[index] = search
                return true
            }
            state.saved.append(search)
            return false
        }
    }

    func removeSavedSearch(named name: String) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { state in
            guard let index = state.saved.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else {
                return false
            }
            state.saved.remove(at: index)
            return true
        }
    }

    /// Every query matches every item; `is:unread` leaves out the read ones.
    func localCount(of query: ItemQuery) async throws(ItemCatalogueError) -> (count: Int, inLiveCache: Bool) {
        try checkFailure()
        return state.withLock { state in (Self.matches(of: query, in: state).count, state.countsLiveCache) }
    }

    var later: [String] { state.withLock { $0.later } }

    func keepForLater(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { state in
            guard !state.later.contains(item.id) else { return false }
            state.later.insert(item.id, at: 0)
            return true
        }
    }

    func finishLater(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try checkFailure()
        return state.withLock { state in
            guard let index = state.later.firstIndex(of: itemID) else { return false }
            state.later.remove(at: index)
            return true
        }
    }

    func markAllRead(
        matching query: ItemQuery, limit: Int
    ) async throws(ItemCatalogueError) -> (matched: Int, newly: Int)? {
        try checkFailure()
        return state.withLock { state in
            let matches = Self.matches(of: query, in: state)
            guard matches.count <= limit else { return nil }
            let newly = matches.filter { !state.history.contains($0.id) }.count
            state.history = matches.map(\.id) + state.history.filter { id in !matches.contains { $0.id == id } }
            return (matches.count, newly)
        }
    }

    private static func matches(of query: ItemQuery, in state: State) -> [QiitaItem] {
        let unreadOnly = query.clauses.contains { $0.alternatives.contains { $0.kind == .mark(.unread) } }
        return unreadOnly ? state.items.filter { !state.history.contains($0.id) } : state.items
    }
}
