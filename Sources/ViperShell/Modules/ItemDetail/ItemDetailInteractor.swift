import CatalogueImport
import ItemBrowsing
import ItemsModel
import QiitaActions
import ShellKit

/// ItemDetail's use cases: neighbouring pages come from the same loader as the listing the item
/// was opened from, stocks from the user's stocks, reading from `ItemReadingInteractor`.
package struct ItemDetailInteractor: ItemDetailInteractorInterface, ReadingForwarding {
    /// What the interactor works with, built by `AppDependencies`.
    package struct Dependencies: Sendable {
        package var listing: any ItemListingClient
        package var stocks: any StocksClient
        package var reading: ItemReadingInteractor
        /// Items by ID, for a Qiita link followed in the reader (none: such links go to the browser).
        package var lookup: ItemLookup?
        /// Where the user stopped in each article (the reader's resume points).
        package var positions: (any ReadingPositionsClient)?
        /// Fetches the images an article draws into the image cache (none: nothing is fetched).
        package var images: (any ArticleImageFetching)?
        /// The user's read-later list (nil: `later` keeps nothing).
        package var later: (any ReadLaterClient)?
        /// The user's outbox to Qiita (nil: stocks stay local, nothing is sent).
        package var outbox: (any QiitaActionsClient)? = nil

        package init(
            listing: any ItemListingClient, stocks: any StocksClient, reading: ItemReadingInteractor,
            lookup: ItemLookup? = nil, positions: (any ReadingPositionsClient)? = nil,
            images: (any ArticleImageFetching)? = nil, later: (any ReadLaterClient)? = nil
        ) {
            self.later = later
            self.listing = listing
            self.stocks = stocks
            self.reading = reading
            self.lookup = lookup
            self.positions = positions
            self.images = images
        }
    }

    package let dependencies: Dependencies

    package var outbox: (any QiitaActionsClient)? { dependencies.outbox }

    package init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    package func fetchImages(of article: ItemArticle, base: String) {
        let addresses = article.links(base: base).filter { $0.kind == .image }.map(\.url)
        dependencies.images?.fetch(addresses)
    }

    package func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        try await dependencies.listing.page(kind, page: page, perPage: perPage)
    }

    package func isStocked(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try dependencies.stocks.isStocked(itemID: itemID)
    }

    package func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try dependencies.stocks.stock(item)
    }

    package func keepForLater(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try dependencies.later?.add(item) ?? false
    }

    package func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try dependencies.stocks.unstock(itemID: itemID)
    }

    package func item(id: String) async throws(ItemCatalogueError) -> QiitaItem? {
        try await dependencies.lookup?.item(id: id)
    }

    package var reading: ItemReadingInteractor { dependencies.reading }
}

extension ItemDetailInteractor: ItemResumeInteractorInterface {
    /// A resume point that cannot be read is none: the article opens at its top.
    package func resumePosition(itemID: String) async -> ReadingPosition? {
        (try? dependencies.positions?.resumePosition(itemID: itemID)) ?? nil
    }

    /// Not kept when the read state cannot be written: the reader never stops for it.
    package func remember(_ position: ReadingPosition?, itemID: String) async {
        _ = try? dependencies.positions?.remember(position, itemID: itemID)
    }
}
