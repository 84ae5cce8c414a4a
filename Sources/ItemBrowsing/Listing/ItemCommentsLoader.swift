import CatalogueImport
import ItemsModel
import QiitaAPI
import ShellKit

/// An item's comments as a source knows them.
package enum ItemComments: Equatable, Sendable {
    /// Oldest first; `cachedBecause` says why the copy kept offline is shown (the live source's
    /// network failed).
    case known([QiitaComment], cachedBecause: QiitaAPIError? = nil)
    /// The source does not hold them: a file without `"comments"`, an item from another source,
    /// or one gone from Qiita.
    case unknown
}

/// Finds an item's comments: in the active catalogue for the demo and files; from the API for
/// the live source, kept with the item so they read offline later.
package struct ItemCommentsLoader: Sendable {
    private let catalogue: ItemCatalogue
    private let remote: QiitaAPIClient?

    package init(catalogue: ItemCatalogue, remote: QiitaAPIClient?) {
        self.catalogue = catalogue
        self.remote = remote
    }

    package func comments(itemID: String) async throws(ItemCatalogueError) -> ItemComments {
        let active = try await catalogue.activeStore()
        let store = active.store
        let kept: [QiitaComment]?
        do { kept = try store.comments(itemID: itemID) } catch { throw .store(error) }
        guard active.source == .qiita, let remote else { return kept.map { .known($0) } ?? .unknown }
        let fetched: [QiitaComment]?
        do {
            fetched = try await remote.comments(itemID: itemID)
        } catch {
            guard error.isTransient, let kept else { throw .remote(error) }
            return .known(kept, cachedBecause: error)
        }
        guard let fetched else { return .unknown }
        do { try store.saveComments(fetched, itemID: itemID) } catch { throw .store(error) }
        return .known(fetched)
    }
}
