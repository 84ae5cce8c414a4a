import CatalogueImport
import ItemBrowsing
import ItemsModel
import ShellKit

/// ItemDetail's use cases: neighbouring pages come from the same loader as the listing the item
/// was opened from, stocks from the user's stocks, reading from `ItemReadingInteractor`.
package struct ItemDetailInteractor: ItemDetailInteractorInterface, ReadingForwarding {
    /// What the interactor works with, built by `AppDependencies`.
    package struct Dependencies: Sendable {
        package var loader: ItemListingLoader
        package var stocks: UserStocks
        package var reading: ItemReadingInteractor

        package init(loader: ItemListingLoader, stocks: UserStocks, reading: ItemReadingInteractor) {
            self.loader = loader
            self.stocks = stocks
            self.reading = reading
        }
    }

    package let dependencies: Dependencies

    package init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    package func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        try await dependencies.loader.page(kind, page: page, perPage: perPage)
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
