import ShellKit

/// One page of `GET /api/v2/items`, with what its headers said.
package struct QiitaItemsPage: Sendable, Equatable {
    package let items: [QiitaItem]
    /// `Total-Count`: every item matching the query (the API serves at most 100 pages of them).
    package let totalCount: Int
    /// `Rate-Remaining`, when sent.
    package let rateRemaining: Int?
}

/// The Qiita API v2 as the Items source uses it. The real one is `URLSessionQiitaAPIClient`.
package protocol QiitaAPIClient: Sendable {
    /// `GET /api/v2/items?page=&per_page=&query=` (the query sent as typed, encoded once).
    func items(page: Int, perPage: Int, query: String) async throws(QiitaAPIError) -> QiitaItemsPage
    /// `GET /api/v2/items/:id`; nil for 404.
    func item(id: String) async throws(QiitaAPIError) -> QiitaItem?
    /// `GET /api/v2/items/:id/comments`, oldest first; nil for 404 (no such item).
    func comments(itemID: String) async throws(QiitaAPIError) -> [QiitaComment]?
    /// `GET /api/v2/authenticated_user` with `token`: the ID of the user it belongs to.
    func authenticatedUser(token: String) async throws(QiitaAPIError) -> String
}
