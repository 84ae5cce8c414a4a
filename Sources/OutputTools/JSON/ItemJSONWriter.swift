import FoundationEssentials
import ItemsModel
import ShellKit

/// Items as JSON for scripts: Qiita's field names (see `JSONText` for the layout). Listings add
/// `"read"`, ours and not Qiita's: whether the logged-in user read the item; the history adds
/// `"read_at"`, when; a ranked search `"score"`, its relevance (higher is better); a search with
/// words `"snippet"`, the body's best passage with the words in «».
package enum ItemJSONWriter {
    package static func encode(
        _ items: [QiitaItem], readIDs: Set<String>, readTimes: [String: Date] = [:], scores: [String: ItemScore] = [:],
        snippets: [String: String] = [:]
    ) -> String {
        JSONText.encode(
            items.map {
                ListedItem(
                    item: $0, read: readIDs.contains($0.id), readAt: readTimes[$0.id].map(ISO8601.format),
                    score: scores[$0.id].map { ($0.total * 10_000).rounded() / 10_000 }, snippet: snippets[$0.id])
            })
    }

    package static func encode(_ item: QiitaItem) -> String {
        JSONText.encode(item)
    }

    /// An item's own fields with `read` beside them, in one object.
    private struct ListedItem: Encodable {
        let item: QiitaItem
        let read: Bool
        let readAt: String?
        let score: Double?
        let snippet: String?

        private enum Keys: String, CodingKey {
            case read
            case readAt = "read_at"
            case score
            case snippet
        }

        func encode(to encoder: any Encoder) throws {
            try item.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(read, forKey: .read)
            try container.encodeIfPresent(readAt, forKey: .readAt)
            try container.encodeIfPresent(score, forKey: .score)
            try container.encodeIfPresent(snippet, forKey: .snippet)
        }
    }
}
