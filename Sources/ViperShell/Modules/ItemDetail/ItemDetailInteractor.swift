import CatalogueImport
import ItemBrowsing
import ItemsModel
import ShellKit

/// ItemDetail's use cases: neighbouring pages come from the same loader as the listing the item
/// was opened from, stocks from the user's stocks, reading from `ItemReadingInteractor`.
package struct ItemDetailInteractor: ItemDetailInteractorInterface, ReadingForwarding {
    /// What the interactor works with, built by `AppDependencies`.
    package struct Dependencies: Sendable {
        package var listing: any ItemListingClient
        package var stocks: any StocksClient
        package var reading: ItemReadingInteractor

        package init(listing: any ItemListingClient, stocks: any StocksClient, reading: ItemReadingInteractor) {
            self.listing = listing
            self.stocks = stocks
            self.reading = reading
        }
    }

    package let dependencies: Dependencies

    package init(dependencies: Dependencies) {
        self.dependencies = dependencies
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

    package func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try dependencies.stocks.unstock(itemID: itemID)
    }

    package var reading: ItemReadingInteractor { dependencies.reading }
}
