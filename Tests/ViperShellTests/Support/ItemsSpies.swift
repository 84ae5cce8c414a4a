import Synchronization
@testable import DeveloperTools
@testable import ItemsDomain
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// Records what the Items presenter tells its view.
@MainActor final class ItemsViewSpy: ItemsViewInterface {
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
    var errors: [(message: Message, status: ShellKit.ExitStatus)] = []

    func showListing(_ listing: ItemListingViewModel) { listings.append(listing) }
    func showJSON(_ items: [QiitaItem], readIDs: Set<String>) {
        jsonPages.append(items)
        jsonReadIDs.append(readIDs)
    }
    func showComments(_ model: ItemCommentsViewModel) { comments.append(model) }
    func showCommentsJSON(_ comments: [QiitaComment]) { commentsJSON.append(comments) }
    func showURL(_ url: String) { urls.append(url) }
    func confirmClearingHistory(count: Int) async -> Bool {
        confirmationsAsked.append(count)
        return confirms
    }
    var pagingChanges: [Bool] = []
    func setPaging(_ enabled: Bool) { pagingChanges.append(enabled) }
    var settingsShown: [(perPage: Int, source: Message)] = []
    func showSettings(perPage: Int, source: Message) { settingsShown.append((perPage, source)) }
    var languages: [Language] = []
    func setLanguage(_ language: Language) { languages.append(language) }
    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message, status: ShellKit.ExitStatus) { errors.append((message, status)) }
}

/// Records where a presenter routes.
@MainActor final class ItemsWireframeSpy: ItemsWireframeInterface {
    var destinations: [ItemsDestination] = []
    func navigate(to destination: ItemsDestination) async { destinations.append(destination) }
}

/// An in-memory catalogue for presenter tests: pages are slices of `items` (every query matches
/// everything), stocks and reads sets of ids (the history in reading order), comments by item
/// id, the browser's answer set by the test; `failNext` makes the next call fail; calls are counted.
final class CatalogueInteractorStub: ItemsInteractorInterface, ItemDetailInteractorInterface, Sendable {
    private struct State {
        var items: [QiitaItem]
        var stocked: Set<String> = []
        var failNext = false
        var liveFacts: (cachedBecause: QiitaAPIError?, rateRemaining: Int?) = (nil, nil)
        var pageRequests: [(kind: ItemListingKind, page: Int, perPage: Int)] = []
        var history: [String] = []
        var comments: [String: ItemComments] = [:]
        var browserOutcome: BrowserLauncher.Outcome = .unavailable
        var openedURLs: [String] = []
    }

    private let state: Mutex<State>

    init(items: [QiitaItem]) {
        state = Mutex(State(items: items))
    }

    var pageRequests: [(kind: ItemListingKind, page: Int, perPage: Int)] { state.withLock { $0.pageRequests } }
    var stockedIDs: Set<String> { state.withLock { $0.stocked } }

    func failNextCall() { state.withLock { $0.failNext = true } }

    /// Item ids in the order they were read, the most recent first.
    var history: [String] { state.withLock { $0.history } }
    var openedURLs: [String] { state.withLock { $0.openedURLs } }
    func setComments(_ comments: ItemComments, for itemID: String) { state.withLock { $0.comments[itemID] = comments } }
    func setBrowserOutcome(_ outcome: BrowserLauncher.Outcome) { state.withLock { $0.browserOutcome = outcome } }

    /// Pages from now on carry what the live source adds: a cached-results reason, the API's remaining requests.
    func setLiveFacts(cachedBecause: QiitaAPIError?, rateRemaining: Int?) { state.withLock { $0.liveFacts = (cachedBecause, rateRemaining) } }

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
            case .history: all = state.history.compactMap { id in state.items.first { $0.id == id } }
            case .search: all = state.items
            }
            let start = min(all.count, (page - 1) * perPage)
            return ItemPage(items: Array(all[start..<min(all.count, start + perPage)]), totalCount: all.count, page: page, perPage: perPage,
                            cachedBecause: state.liveFacts.cachedBecause, rateRemaining: state.liveFacts.rateRemaining)
        }
    }

    func item(id: String) async throws(ItemCatalogueError) -> QiitaItem? {
        try checkFailure()
        return state.withLock { $0.items.first { $0.id == id } }
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
}
