import CatalogueImport
import ItemBrowsing
import ItemsModel
import ShellKit

/// Tags' use cases, on the domain's `TagListingLoader`.
package struct TagsInteractor: TagsInteractorInterface {
    package let loader: TagListingLoader

    package init(loader: TagListingLoader) {
        self.loader = loader
    }

    package func page(prefix: String, page: Int, perPage: Int) async throws(ItemCatalogueError) -> TagPage {
        try await loader.page(prefix: prefix, page: page, perPage: perPage)
    }
}
