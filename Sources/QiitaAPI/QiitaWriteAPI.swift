import ItemsModel

/// Qiita's write endpoints as the outbox sends them, as the token's user (each needs the
/// `write_qiita` scope: a token without it gets `.forbidden`). Each call is one request, never
/// retried: the outbox decides whether and when to send again. `HTTPQiitaAPIClient` is the real
/// one.
package protocol QiitaWriteAPI: Sendable {
    /// `GET /api/v2/authenticated_user`: the token's user ID.
    func tokenUser() async throws(QiitaAPIError) -> String
    /// `GET /api/v2/items/:id`; nil for 404.
    func item(id: String) async throws(QiitaAPIError) -> QiitaItem?
    /// `PUT` (true) or `DELETE` (false) `/api/v2/items/:id/stock`; `.notFound` when the item is gone.
    func setStocked(_ stocked: Bool, itemID: String) async throws(QiitaAPIError)
    /// `GET /api/v2/users/:id/stocks`, most recently stocked first; nil for 404 (no such user).
    func stocks(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage?
    /// `GET /api/v2/items/:id/comments`, oldest first; nil for 404 (the item is gone).
    func comments(itemID: String) async throws(QiitaAPIError) -> [QiitaComment]?
    /// `GET /api/v2/comments/:id`; nil for 404.
    func comment(id: String) async throws(QiitaAPIError) -> QiitaComment?
    /// `POST /api/v2/items/:id/comments`: the comment made.
    func postComment(itemID: String, body: String) async throws(QiitaAPIError) -> QiitaComment
    /// `PATCH /api/v2/comments/:id`: the comment as it now is.
    func updateComment(id: String, body: String) async throws(QiitaAPIError) -> QiitaComment
    /// `DELETE /api/v2/comments/:id`.
    func deleteComment(id: String) async throws(QiitaAPIError)
    /// `POST /api/v2/items` (no `id` in the draft) or `PATCH /api/v2/items/:id`: the article as Qiita keeps it.
    func publish(_ draft: ArticleDraft) async throws(QiitaAPIError) -> QiitaItem
    /// `GET /api/v2/authenticated_user/items`: the token's user's own articles, private ones
    /// included, newest first.
    func ownItems(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage
    /// `PUT` (true) or `DELETE` (false) `/api/v2/items/:id/like` (Qiita Team only).
    func setLiked(_ liked: Bool, itemID: String) async throws(QiitaAPIError)
}
