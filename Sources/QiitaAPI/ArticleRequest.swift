import FoundationEssentials
import ItemsModel

/// The request that publishes a draft: `POST /api/v2/items` without an `id`, `PATCH
/// /api/v2/items/:id` with one, and the JSON Qiita takes (`publish --dry-run` shows it).
package struct ArticleRequest: Sendable {
    package let method: String
    package let path: String
    package let body: Body

    package init(_ draft: ArticleDraft) {
        if let id = draft.id {
            (method, path) = ("PATCH", "/api/v2/items/" + HTTPQiitaAPIClient.percentEncoded(id))
        } else {
            (method, path) = ("POST", "/api/v2/items")
        }
        body = Body(draft)
    }

    /// The body as sent, its keys sorted and indented (for people).
    package var prettyJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// What `POST`/`PATCH /api/v2/items` take (qiita-cli sends the same fields; no tweet).
    package struct Body: Encodable, Sendable {
        struct Tag: Encodable {
            let name: String
            let versions: [String]
        }

        let title: String
        let body: String
        let tags: [Tag]
        let isPrivate: Bool
        let organization: String?
        let slide: Bool
        let tweet: Bool

        init(_ draft: ArticleDraft) {
            title = draft.title
            body = draft.body
            tags = draft.tags.map { Tag(name: $0, versions: []) }
            isPrivate = draft.isPrivate
            organization = draft.organization
            slide = draft.slide
            tweet = false
        }

        enum CodingKeys: String, CodingKey {
            case title, body, tags, slide, tweet
            case isPrivate = "private"
            case organization = "organization_url_name"
        }
    }
}
