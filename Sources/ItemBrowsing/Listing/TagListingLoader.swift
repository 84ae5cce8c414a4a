import CatalogueImport
import FoundationEssentials
import ItemsModel
import QiitaAPI
import ShellKit

/// Loads pages of tags with their item counts: counted in the catalogue for the demo and files;
/// for the live source, Qiita's own counts (`GET /api/v2/tags?sort=count`), kept for offline
/// use, and when the network fails and nothing was kept, counted over the cached items.
package struct TagListingLoader: Sendable {
    private let catalogue: ItemCatalogue
    private let remote: QiitaAPIClient?

    package init(catalogue: ItemCatalogue, remote: QiitaAPIClient?) {
        self.catalogue = catalogue
        self.remote = remote
    }

    package func page(prefix: String, page: Int, perPage: Int) async throws(ItemCatalogueError) -> TagPage {
        let active = try await catalogue.activeStore()
        let store = active.store
        guard active.source == .qiita, let remote else {
            do { return try store.tags(prefix: prefix, page: page, perPage: perPage) } catch { throw .store(error) }
        }
        let key = "tags?page=\(page)&per_page=\(perPage)"
        var result: TagPage
        do throws(ItemCatalogueError) {
            let fetched: QiitaTagsPage
            do { fetched = try await remote.tags(page: page, perPage: perPage) } catch {
                throw ItemCatalogueError.remote(error)
            }
            // The API serves at most 100 pages of anything; Total-Count may say more (or anything).
            let total = min(max(0, fetched.totalCount), ItemListingLoader.apiPageLimit * perPage)
            result = TagPage(tags: fetched.tags, totalCount: total, page: page, perPage: perPage)
            if let json = try? JSONEncoder().encode(CachedTags(tags: fetched.tags, totalCount: total)) {
                do { try store.keepAnswer(json, for: key) } catch { throw ItemCatalogueError.store(error) }
            }
        } catch {
            guard case .remote(let error) = error, error.isTransient else { throw error }
            if let data = try? store.cachedAnswer(for: key),
                let cached = try? JSONDecoder().decode(CachedTags.self, from: data)
            {
                result = TagPage(tags: cached.tags, totalCount: cached.totalCount, page: page, perPage: perPage)
                result.cachedBecause = error
            } else {
                // Nothing kept: counted over the items cached so far, which the prefix filters exactly.
                do { result = try store.tags(prefix: prefix, page: page, perPage: perPage) } catch {
                    throw .store(error)
                }
                result.cachedBecause = error
                return result
            }
        }
        guard !prefix.isEmpty else { return result }
        // The API cannot filter by prefix: the fetched page is, and the listing says so.
        let lowered = prefix.lowercased()
        var filtered = TagPage(
            tags: result.tags.filter { $0.name.lowercased().hasPrefix(lowered) }, totalCount: result.totalCount,
            page: page, perPage: perPage)
        filtered.cachedBecause = result.cachedBecause
        filtered.filteredFetchedPage = true
        return filtered
    }

    /// A page of tags as kept in the API cache.
    private struct CachedTags: Codable {
        let tags: [TagCount]
        let totalCount: Int
    }
}
