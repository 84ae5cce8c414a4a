import ShellKit
import ItemsDomain

/// ItemDetail's use cases: neighbouring pages come from the same loader as the listing, stocks
/// from the user's stocks file.
package struct ItemDetailInteractor: ItemDetailInteractorInterface {
    package let items: ItemsInteractor.Dependencies

    package func page(_ kind: ItemListingKind, page: Int, perPage: Int) async throws(ItemCatalogueError) -> ItemPage {
        try await items.loader.page(kind, page: page, perPage: perPage)
    }

    package func isStocked(itemID: String) async throws(ItemCatalogueError) -> Bool {
        do { return try items.stocks.stocks(for: items.userID).contains { $0.item.id == itemID } } catch { throw .storage(error) }
    }

    package func stock(_ item: QiitaItem) async throws(ItemCatalogueError) -> Bool {
        try await ItemsInteractor(dependencies: items).stock(item)
    }

    package func unstock(itemID: String) async throws(ItemCatalogueError) -> Bool {
        try await ItemsInteractor(dependencies: items).unstock(itemID: itemID)
    }
}
