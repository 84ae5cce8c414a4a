import ItemsModel

/// One page of a feed (a tag's or a user's items), newest first, and whether more follow.
package struct QiitaFeedPage: Sendable, Equatable {
    package let items: [QiitaItem]
    package let hasMore: Bool
}

/// One page of names: the tags or users someone follows.
package struct QiitaNamesPage: Sendable, Equatable {
    package let names: [String]
    package let hasMore: Bool
}

/// The Qiita API as `sync` and `follow --from-qiita` use it: feeds page by page, an item's
/// comments, what the token's user follows. Each call is one request, never retried (the
/// caller spends the rate budget and decides); every response's rate headers go to the
/// observer the client was made with. `HTTPQiitaAPIClient` is the real one.
package protocol QiitaFeedAPI: Sendable {
    /// `GET /api/v2/tags/:tag/items` or `GET /api/v2/users/:id/items`; nil for 404 (no such tag or user).
    func feedPage(_ feed: Feed, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage?
    /// `GET /api/v2/items/:id/comments`, oldest first; nil for 404 (the item is gone).
    func comments(itemID: String) async throws(QiitaAPIError) -> [QiitaComment]?
    /// `GET /api/v2/authenticated_user` with the token in use: its user's ID.
    func tokenUser() async throws(QiitaAPIError) -> String
    /// `GET /api/v2/users/:id/following_tags`: tag names.
    func followingTags(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaNamesPage
    /// `GET /api/v2/users/:id/stocks`, most recently stocked first; nil for 404 (no such user).
    func stocks(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage?
    /// `GET /api/v2/users/:id/followees`: user IDs.
    func followees(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaNamesPage
}
