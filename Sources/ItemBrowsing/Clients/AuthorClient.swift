import CatalogueImport
import ItemsModel

/// An author's profile with their items' figures. `AuthorLoader` is the live one.
package protocol AuthorClient: Sendable {
    /// The profile, and why cached figures are shown instead of the API's (nil: none found).
    func profile(id: String) async throws(ItemCatalogueError) -> (AuthorProfile, cachedBecause: QiitaAPIError?)?
}

extension AuthorLoader: AuthorClient {}
