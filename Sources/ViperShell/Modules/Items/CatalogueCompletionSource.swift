import CatalogueImport
import ItemBrowsing
import ItemsModel
import ShellKit

/// Completion from the catalogue open now (none before the first command opened it), the
/// saved searches file and the file system (for `source PATH`, read where `source` reads it);
/// any failure offers nothing rather than delay or disturb the line.
@MainActor package final class CatalogueCompletionSource: ItemsCompletionSource {
    private let catalogue: ItemCatalogue
    private let savedSearches: UserSavedSearches
    private let places: SourcePlaces

    package init(catalogue: ItemCatalogue, savedSearches: UserSavedSearches, places: SourcePlaces) {
        self.catalogue = catalogue
        self.savedSearches = savedSearches
        self.places = places
    }

    package func sourcePaths(prefix: String) -> [String] {
        PathCompletion.candidates(
            for: prefix, workingDirectory: places.workingDirectory, home: places.home, marksFolders: true)
    }

    package func tagNames(prefix: String) -> [String] {
        (try? catalogue.openedStore?.tagNames(prefix: prefix)) ?? []
    }

    package func userIDs(prefix: String) -> [String] {
        (try? catalogue.openedStore?.userIDs(prefix: prefix)) ?? []
    }

    package func savedSearchNames() -> [String] {
        ((try? savedSearches.all()) ?? []).map(\.name)
    }
}
