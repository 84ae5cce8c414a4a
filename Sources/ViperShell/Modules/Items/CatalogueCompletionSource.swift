import ShellKit
import ItemsDomain

/// Completion from the catalogue open now (none before the first command opened it) and the
/// saved searches file; any failure offers nothing rather than delay or disturb the line.
@MainActor package final class CatalogueCompletionSource: ItemsCompletionSource {
    private let catalogue: ItemCatalogue
    private let savedSearches: UserSavedSearches

    package init(catalogue: ItemCatalogue, savedSearches: UserSavedSearches) {
        self.catalogue = catalogue
        self.savedSearches = savedSearches
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
