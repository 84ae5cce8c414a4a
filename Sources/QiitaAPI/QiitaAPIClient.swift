import ItemsModel
import ShellKit

/// One page of `GET /api/v2/items`, with what its headers said.
package struct QiitaItemsPage: Sendable, Equatable {
    package let items: [QiitaItem]
    /// `Total-Count`: every item matching the query (the API serves at most 100 pages of them).
    package let totalCount: Int
    /// `Rate-Remaining`, when sent.
    package let rateRemaining: Int?
}

/// One page of `GET /api/v2/tags?sort=count`: Qiita's tag objects as name and item count.
package struct QiitaTagsPage: Sendable, Equatable {
    package let tags: [TagCount]
    package let totalCount: Int
}

/// `GET /api/v2/users/:id`, the fields `user ID` shows.
package struct QiitaUserProfile: Codable, Sendable, Equatable {
    package var id: String
    package var name: String?
    package var description: String?
    package var githubLoginName: String?
    package var itemsCount: Int
    package var followersCount: Int?

    package enum CodingKeys: String, CodingKey {
        case id, name, description
        case githubLoginName = "github_login_name"
        case itemsCount = "items_count"
        case followersCount = "followers_count"
    }
}

/// The Qiita API v2 as the Items source uses it. The real one is `HTTPQiitaAPIClient`, behind
/// `RememberingQiitaAPIClient`.
package protocol QiitaAPIClient: Sendable {
    /// `GET /api/v2/items?page=&per_page=&query=` (the query sent as typed, encoded once).
    func items(page: Int, perPage: Int, query: String) async throws(QiitaAPIError) -> QiitaItemsPage
    /// `GET /api/v2/items/:id`; nil for 404.
    func item(id: String) async throws(QiitaAPIError) -> QiitaItem?
    /// `GET /api/v2/items/:id/comments`, oldest first; nil for 404 (no such item).
    func comments(itemID: String) async throws(QiitaAPIError) -> [QiitaComment]?
    /// `GET /api/v2/tags?page=&per_page=&sort=count`.
    func tags(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaTagsPage
    /// `GET /api/v2/users/:id`; nil for 404.
    func user(id: String) async throws(QiitaAPIError) -> QiitaUserProfile?
    /// `GET /api/v2/users/:id/items?page=&per_page=`, newest first; nil for 404 (no such user).
    func userItems(id: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaItemsPage?
    /// `GET /api/v2/authenticated_user` with `token`: the ID of the user it belongs to.
    func authenticatedUser(token: String) async throws(QiitaAPIError) -> String
}
