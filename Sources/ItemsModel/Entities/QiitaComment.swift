import ShellKit

/// A comment on a Qiita item, as the API v2 sends it (`GET /api/v2/items/:id/comments`) and as
/// an item of a JSON file may carry it (`"comments": [...]`). `rendered_body` (Qiita's HTML) is
/// kept when sent, so `comments --json` gives back what came in; the shell renders `body`.
package struct QiitaComment: Codable, Sendable, Equatable, Hashable {
    package var id: String
    package var body: String
    package var renderedBody: String?
    package var createdAt: String
    package var updatedAt: String
    package var user: QiitaUser

    package init(
        id: String, body: String, renderedBody: String? = nil, createdAt: String, updatedAt: String, user: QiitaUser
    ) {
        self.id = id
        self.body = body
        self.renderedBody = renderedBody
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.user = user
    }

    package enum CodingKeys: String, CodingKey {
        case id
        case body
        case renderedBody = "rendered_body"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case user
    }
}
