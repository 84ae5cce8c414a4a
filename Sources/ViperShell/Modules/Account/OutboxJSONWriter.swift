import FoundationEssentials
import ItemsModel
import QiitaActions
import ShellKit

/// `outbox --json`: each entry as an object with snake_case keys, times in ISO 8601.
package enum OutboxJSONWriter {
    private struct Row: Encodable {
        let number: Int
        let action: String
        let itemID: String?
        let commentID: String?
        let file: String?
        let queuedAt: String
        let sentAt: String?
        let result: String?
        let refusal: String?

        enum CodingKeys: String, CodingKey {
            case number, action, file, result, refusal
            case itemID = "item_id"
            case commentID = "comment_id"
            case queuedAt = "queued_at"
            case sentAt = "sent_at"
        }
    }

    package static func encode(_ entries: [OutboxEntry]) -> String {
        guard !entries.isEmpty else { return "[]" }
        let rows = entries.map { entry in
            var (kind, commentID, file): (String, String?, String?) = ("", nil, nil)
            switch entry.action {
            case .stock: kind = "stock"
            case .unstock: kind = "unstock"
            case .comment: kind = "comment"
            case .editComment(let id, _): (kind, commentID) = ("edit_comment", id)
            case .deleteComment(let id): (kind, commentID) = ("delete_comment", id)
            case .publish(let draft): (kind, file) = (draft.id == nil ? "create_item" : "update_item", draft.file)
            case .like(_, _, let liked): kind = liked ? "like" : "unlike"
            }
            return Row(
                number: entry.number, action: kind, itemID: entry.action.itemID, commentID: commentID, file: file,
                queuedAt: ISO8601.format(entry.queuedAt), sentAt: entry.sentAt.map(ISO8601.format), result: entry.result,
                refusal: entry.refusal)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
