import CatalogueImport
import FoundationEssentials
import ItemsModel
import QiitaAPI
import ShellKit

/// Finds an author's profile: summed over their items in the catalogue for the demo and files;
/// for the live source, Qiita's profile (`GET /api/v2/users/:id`) with sums over their newest
/// items (`/users/:id/items`, up to 100), kept for offline use.
package struct AuthorLoader: Sendable {
    private let catalogue: ItemCatalogue
    private let remote: QiitaAPIClient?
    /// The most of an author's items the live source sums (one request).
    package static let summedOnline = 100

    package init(catalogue: ItemCatalogue, remote: QiitaAPIClient?) {
        self.catalogue = catalogue
        self.remote = remote
    }

    /// The profile, or nil when the source knows no such author; `cachedBecause` tells why a
    /// profile kept offline is shown.
    package func profile(id: String) async throws(ItemCatalogueError) -> (AuthorProfile, cachedBecause: QiitaAPIError?)?
    {
        let active = try await catalogue.activeStore()
        let store = active.store
        guard active.source == .qiita, let remote else {
            do { return try store.authorProfile(id: id).map { ($0, nil) } } catch { throw .store(error) }
        }
        let key = "users/\(id.lowercased())"
        let fetched: (user: QiitaUserProfile, items: [QiitaItem])?
        do {
            fetched = try await fetch(id, from: remote)
        } catch {
            guard error.isTransient else { throw .remote(error) }
            if let data = try? store.cachedAnswer(for: key),
                let kept = try? JSONDecoder().decode(AuthorProfile.self, from: data)
            {
                return (kept, error)
            }
            guard let counted = try? store.authorProfile(id: id) else { throw .remote(error) }
            return (counted, error)
        }
        guard let (user, items) = fetched else { return nil }
        do { try store.upsert(items) } catch { throw .store(error) }
        var profile =
            AuthorProfile.summing(items, itemsCount: user.itemsCount)
            ?? AuthorProfile(
                id: user.id, name: user.name ?? "", githubLoginName: user.githubLoginName, itemsCount: user.itemsCount,
                likesCount: 0, stocksCount: 0, topTags: [], itemsSummed: 0)
        profile.id = user.id
        profile.name = user.name ?? profile.name
        profile.githubLoginName = user.githubLoginName ?? profile.githubLoginName
        profile.description = user.description
        profile.followersCount = user.followersCount
        if let json = try? JSONEncoder().encode(profile) {
            do { try store.keepAnswer(json, for: key) } catch { throw .store(error) }
        }
        return (profile, nil)
    }

    /// The profile and the newest items; nil for an unknown author. The items are asked by the
    /// ID as Qiita spells it, as the author's listing then asks for its pages (which the
    /// session's `QiitaAnswerMemory` cuts from these, whatever case the ID was typed in).
    private func fetch(
        _ id: String, from remote: QiitaAPIClient
    ) async throws(QiitaAPIError) -> (user: QiitaUserProfile, items: [QiitaItem])? {
        guard let user = try await remote.user(id: id) else { return nil }
        let items = try await remote.userItems(id: user.id, page: 1, perPage: Self.summedOnline)?.items ?? []
        return (user, items)
    }
}
