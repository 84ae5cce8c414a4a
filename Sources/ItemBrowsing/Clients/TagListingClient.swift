import CatalogueImport
import ItemsModel

/// Tags with their item counts, page by page. `TagListingLoader` is the live one.
package protocol TagListingClient: Sendable {
    func page(prefix: String, page: Int, perPage: Int) async throws(ItemCatalogueError) -> TagPage
}

extension TagListingLoader: TagListingClient {}
