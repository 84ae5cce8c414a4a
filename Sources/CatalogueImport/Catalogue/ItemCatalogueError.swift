import CatalogueStore
import ItemsModel
import ShellKit

/// Why the catalogue could not be opened, searched or switched.
package enum ItemCatalogueError: Error, Equatable, Sendable {
    /// The source file is unusable; the previous source stays active.
    case source(ItemSourceError)
    /// The SQLite store failed.
    case store(ItemStoreError)
    /// `settings.json` (or another state file) failed.
    case storage(StorageError)
    /// The embedded catalogue did not decode (a build problem, never the user's fault).
    case embeddedCatalogue(ItemSourceError)
    /// The live Qiita API failed (and there was nothing cached to show instead).
    case remote(QiitaAPIError)

    /// The one-line message, from the catalogue.
    package var message: Message {
        switch self {
        case .source(let error): return error.message
        case .store(let error): return error.message
        case .storage(let error): return error.message
        case .embeddedCatalogue(let reason):
            return Message(ImportMessage.catalogueEmbeddedBroken, parts: [.message(reason.message)])
        case .remote(let error): return error.message
        }
    }
}
