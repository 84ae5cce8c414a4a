import ShellKit

/// One Qiita article ("item") as the Qiita API v2 sends it, keeping only the fields the shell
/// uses; timestamps stay the verbatim ISO 8601 text (with its offset) that Qiita sent.
package struct QiitaItem: Codable, Sendable, Equatable, Hashable {
    package var id: String
    package var title: String
    package var body: String
    package var url: String
    package var user: QiitaUser
    package var tags: [QiitaTag]
    package var likesCount: Int
    package var stocksCount: Int
    package var commentsCount: Int
    package var createdAt: String
    package var updatedAt: String

    package init(id: String, title: String, body: String, url: String, user: QiitaUser, tags: [QiitaTag], likesCount: Int, stocksCount: Int, commentsCount: Int, createdAt: String, updatedAt: String) {
        self.id = id
        self.title = title
        self.body = body
        self.url = url
        self.user = user
        self.tags = tags
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.commentsCount = commentsCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    package enum CodingKeys: String, CodingKey {
        case id
        case title
        case body
        case url
        case user
        case tags
        case likesCount = "likes_count"
        case stocksCount = "stocks_count"
        case commentsCount = "comments_count"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}
