/// One action on Qiita as the token's user, as the outbox keeps it until Qiita has it.
package enum OutboxAction: Codable, Sendable, Equatable {
    /// `PUT /api/v2/items/:id/stock` (idempotent).
    case stock(itemID: String, title: String)
    /// `DELETE /api/v2/items/:id/stock` (idempotent).
    case unstock(itemID: String, title: String)
    /// `POST /api/v2/items/:id/comments`: not idempotent, so a send cut short is looked up on
    /// Qiita before it is sent again.
    case comment(itemID: String, title: String, body: String)
    /// `PATCH /api/v2/comments/:id` (the same body twice is the same comment).
    case editComment(commentID: String, body: String)
    /// `DELETE /api/v2/comments/:id` (a second delete finds it gone: done).
    case deleteComment(commentID: String)
    /// `POST /api/v2/items` without an `id`, `PATCH /api/v2/items/:id` with one.
    case publish(ArticleDraft)
    /// `PUT`/`DELETE /api/v2/items/:id/like` (Qiita Team only).
    case like(itemID: String, title: String, liked: Bool)

    /// Whether sending it twice could make two things on Qiita (a comment, an article).
    package var createsSomething: Bool {
        switch self {
        case .comment: true
        case .publish(let draft): draft.id == nil
        default: false
        }
    }

    /// The item it acts on, when it acts on one.
    package var itemID: String? {
        switch self {
        case .stock(let id, _), .unstock(let id, _), .comment(let id, _, _), .like(let id, _, _): id
        case .publish(let draft): draft.id
        case .editComment, .deleteComment: nil
        }
    }
}
