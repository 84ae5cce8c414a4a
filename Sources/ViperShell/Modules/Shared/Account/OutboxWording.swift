import ItemsModel
import QiitaActions
import ShellKit

/// How an outbox entry and a send's report read: one line each, in the user's language.
package enum OutboxWording {
    /// What an action does, short ("stock "Title"", "comment on "Title"").
    package static func action(_ action: OutboxAction) -> Message {
        switch action {
        case .stock(let id, let title): Message(AccountMessage.actionStock, parts: [ItemName.named(id: id, title: title)])
        case .unstock(let id, let title):
            Message(AccountMessage.actionUnstock, parts: [ItemName.named(id: id, title: title)])
        case .comment(let id, let title, _):
            Message(AccountMessage.actionComment, parts: [ItemName.named(id: id, title: title)])
        case .editComment(let id, _): Message(AccountMessage.actionCommentEdit, id)
        case .deleteComment(let id): Message(AccountMessage.actionCommentDelete, id)
        case .publish(let draft):
            draft.id.map { Message(AccountMessage.actionPublishUpdate, $0, draft.file) }
                ?? Message(AccountMessage.actionPublishNew, draft.file)
        case .like(let id, let title, let liked):
            Message(liked ? AccountMessage.actionLike : AccountMessage.actionUnlike, parts: [ItemName.named(id: id, title: title)])
        }
    }

    /// What a delivered entry says.
    package static func delivered(_ delivery: OutboxSendReport.Delivery) -> Message {
        let entry = delivery.entry
        let line: Message =
            switch entry.action {
            case .stock(let id, let title):
                Message(AccountMessage.deliveredStock, parts: [ItemName.named(id: id, title: title)])
            case .unstock(let id, let title):
                Message(AccountMessage.deliveredUnstock, parts: [ItemName.named(id: id, title: title)])
            case .comment(let id, let title, _):
                Message(
                    AccountMessage.deliveredComment, parts: [.text(entry.result ?? "?"), ItemName.named(id: id, title: title)])
            case .editComment(let id, _): Message(AccountMessage.deliveredCommentEdit, id)
            case .deleteComment(let id): Message(AccountMessage.deliveredCommentDelete, id)
            case .publish(let draft):
                draft.id == nil
                    ? Message(
                        AccountMessage.deliveredCreated, draft.file, entry.result ?? "?", delivery.item?.url ?? "")
                    : Message(AccountMessage.deliveredUpdated, entry.result ?? draft.id ?? "?", draft.file)
            case .like(let id, let title, let liked):
                Message(
                    liked ? AccountMessage.deliveredLike : AccountMessage.deliveredUnlike,
                    parts: [ItemName.named(id: id, title: title)])
            }
        return delivery.foundOnQiita ? Message(AccountMessage.foundOnQiita, parts: [.message(line)]) : line
    }
}
