/// One Qiita article ("item") as the Qiita API v2 sends it, keeping only the fields the shell
/// uses; timestamps stay the verbatim ISO 8601 text (with its offset) that Qiita sent.
struct QiitaItem: Codable, Sendable, Equatable, Hashable {
    var id: String
    var title: String
    var body: String
    var url: String
    var user: QiitaUser
    var tags: [QiitaTag]
    var likesCount: Int
    var stocksCount: Int
    var commentsCount: Int
    var createdAt: String
    var updatedAt: String

    enum CodingKeys: String, CodingKey {
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
