import CatalogueImport
import ItemBrowsing
import ItemsModel
import QiitaActions
import QiitaAPI
import ShellKit
import UserState

/// Items' use cases against the shared catalogue, the user's stocks and read state, and the
/// reading use cases (`ItemReadingInteractor`).
package struct ItemsInteractor: ItemsInteractorInterface, ReadingForwarding {
    /// What the interactor works with, built by `AppDependencies`.
    package struct Dependencies: Sendable {
        package var catalogue: any CatalogueClient
        package var listing: any ItemListingClient
        package var stocks: any StocksClient
        package var reading: ItemReadingInteractor
        package var savedSearches: any SavedSearchesClient
        package var authors: any AuthorClient
        /// The live Qiita API, for opening an item by ID that is not cached yet.
        package var remote: (any QiitaAPIClient)? = nil
        /// What the live API answered this session, forgotten by `refresh`.
        package var answerMemory: QiitaAnswerMemory? = nil
        /// The user's read-later list (nil: `later` keeps nothing).
        package var later: (any ReadLaterClient)? = nil
        /// The user's outbox to Qiita (nil: stocks stay local, nothing is sent).
        package var outbox: (any QiitaActionsClient)? = nil

        package init(
            catalogue: any CatalogueClient, listing: any ItemListingClient, stocks: any StocksClient,
            reading: ItemReadingInteractor, savedSearches: any SavedSearchesClient, authors: any AuthorClient,
            remote: (any QiitaAPIClient)? = nil, answerMemory: QiitaAnswerMemory? = nil,
            later: (any ReadLaterClient)? = nil
        ) {
            self.later = later
            self.catalogue = catalogue
            self.listing = listing
            self.stocks = stocks
            self.reading = reading
            self.savedSearches = savedSearches
            self.authors = authors
            self.remote = remote
            self.answerMemory = answerMemory
        }
    }

    package let dependencies: Dependencies

    package var outbox: (any QiitaActionsClient)? { dependencies.outbox }

    package func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        try await dependencies.listing.page(kind, page: page, perPage: perPage)
    }

    package func item(id: String) async throws(ItemCatalogueError) -> QiitaItem? {
        try await ItemLookup(
            catalogue: dependencies.catalogue, remote: dependencies.remote, stocks: dependencies.stocks,
            reads: dependencies.reading.reads, later: dependencies.later
        ).item(id: id)
    }

    package func forgetFetchedAnswers() async {
        dependencies.answerMemory?.forget()
    }

    package func readItemIDs(among items: [QiitaItem]) async throws(ItemCatalogueError) -> Set<String> {
        try dependencies.reading.reads.readIDs(among: items.map(\.id))
    }

    package func authorProfile(
        id: String
    ) async throws(ItemCatalogueError) -> (AuthorProfile, cachedBecause: QiitaAPIError?)? {
        try await dependencies.authors.profile(id: id)
    }

    package func savedSearches() async throws(ItemCatalogueError) -> [SavedSearch] {
        try dependencies.savedSearches.all()
    }

    package func saveSearch(_ search: SavedSearch) async throws(ItemCatalogueError) -> Bool {
        try dependencies.savedSearches.save(search)
    }

    package func removeSavedSearch(named name: String) async throws(ItemCatalogueError) -> Bool {
        try dependencies.savedSearches.remove(named: name)
    }

    package func localCount(of query: ItemQuery) async throws(ItemCatalogueError) -> (count: Int, inLiveCache: Bool) {
        try await dependencies.listing.localCount(of: query)
    }

    package func historyCount() async throws(ItemCatalogueError) -> Int {
        try dependencies.reading.reads.count()
    }

    package func clearHistory() async throws(ItemCatalogueError) -> Int {
        try dependencies.reading.reads.clear()
    }

    package func keepForLater(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try dependencies.later?.add(item) ?? false
    }

    package func finishLater(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try dependencies.later?.remove(itemID: itemID) ?? false
    }

    package func markAllRead(
        matching query: ItemQuery, limit: Int
    ) async throws(ItemCatalogueError) -> (matched: Int, newly: Int)? {
        guard let items = try await dependencies.listing.localMatches(of: query, limit: limit).items else { return nil }
        return (items.count, try dependencies.reading.reads.markRead(items))
    }

    package var reading: ItemReadingInteractor { dependencies.reading }

    package func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try dependencies.stocks.stock(item)
    }

    package func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try dependencies.stocks.unstock(itemID: itemID)
    }

    package func currentSource() async throws(ItemCatalogueError) -> (ItemSourceSpec, Int) {
        try await dependencies.catalogue.activeSource()
    }

    package func switchSource(to source: ItemSourceSpec) async throws(ItemCatalogueError) -> (ItemSourceSpec, Int) {
        let active = try await dependencies.catalogue.activate(source)
        dependencies.listing.invalidate()
        return active
    }
}
