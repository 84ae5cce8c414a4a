import ShellKit

/// The fields each kind of JSON output has, which `--json FIELDS` may name (`gh`'s convention:
/// an unknown field is a usage error that lists the valid ones).
package enum JSONFieldSet: Sendable {
    /// Items in a listing (search, list, stocks): Qiita's item fields, our `read`, `score` in a
    /// ranked search and `snippet` in a search with words.
    case listing
    /// The reading history: a listing's fields and `read_at`.
    case history
    /// One item (`open --json`, `show --json`).
    case item
    case comment
    /// Tags (`tags`, and `list` in Tags): Qiita's tag object's `id` (the name) and `items_count`.
    case tag
    /// `user ID --json`: the profile's fields, and `items` (their newest items).
    case author
    case savedSearch
    /// `following --json`: each followed feed with its counts in the mirror.
    case following
    /// `outbox --json`: each action waiting to be sent to Qiita.
    case outbox

    package static let itemFields = [
        "id", "title", "body", "url", "user", "tags", "likes_count", "stocks_count", "comments_count",
        "created_at", "updated_at",
    ]

    package var fields: [String] {
        switch self {
        case .listing: Self.itemFields + ["read", "score", "snippet"]
        case .history: Self.itemFields + ["read", "read_at"]
        case .item: Self.itemFields
        case .comment: ["id", "body", "rendered_body", "created_at", "updated_at", "user"]
        case .tag: ["id", "items_count"]
        case .author:
            [
                "id", "name", "github_login_name", "description", "items_count", "followers_count", "likes_count",
                "stocks_count",
                "top_tags", "items_summed", "items",
            ]
        case .savedSearch: ["name", "query", "sort", "ascending", "total", "unread"]
        case .following: ["feed", "kind", "name", "items", "unread", "last_synced", "since"]
        case .outbox: ["number", "action", "item_id", "comment_id", "file", "queued_at", "sent_at", "result", "refusal"]
        }
    }

    /// The first of `requested` that this output does not have.
    package func unknownField(in requested: [String]) -> String? {
        requested.first { !fields.contains($0) }
    }

    /// `unknown JSON field "titel": valid fields are …`, for a usage error.
    package func unknownFieldMessage(_ field: String) -> Message {
        Message(OutputToolsMessage.jsonUnknownField, TerminalSanitizer.inline(field), fields.joined(separator: ", "))
    }

    /// Why `fields` (from `--json FIELDS` or `--fields`) cannot be printed from this output: a
    /// usage error naming the first unknown one; nil when every field is known (or none asked).
    package func refusal(of fields: [String]?) -> Message? {
        guard let fields, let unknown = unknownField(in: fields) else { return nil }
        return unknownFieldMessage(unknown)
    }
}
