import ShellKit

/// One Qiita article ("item") as the Qiita API v2 sends it, keeping only the fields the shell
/// uses; timestamps stay the verbatim ISO 8601 text (with its offset) that Qiita sent.
///
/// `comments` is not part of Qiita's item object: an item of a JSON file may carry its comments
/// there (nil when it does not, `[]` when it has none). Items read back from the catalogue or
/// the API leave it nil; the catalogue keeps comments apart (`ItemStore.comments(itemID:)`).
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
    package var comments: [QiitaComment]?

    package init(
        id: String, title: String, body: String, url: String, user: QiitaUser, tags: [QiitaTag], likesCount: Int,
        stocksCount: Int, commentsCount: Int, createdAt: String, updatedAt: String, comments: [QiitaComment]? = nil
    ) {
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
        self.comments = comments
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
        case comments
    }
}
