import ShellKit

/// `comment`, `like` and `unlike` as Items (for row N or an ID) and ItemDetail (the open item)
/// list them.
package enum AccountCommands {
    package static let comment = CommandDescriptor(
        "comment", arguments: "N|ID [--reply CID] | --edit CID | --delete CID", summary: AccountMessage.helpComment,
        details: AccountMessage.helpCommentDetails, needsLogin: true)
    package static let like = CommandDescriptor(
        "like", arguments: "N|ID", summary: AccountMessage.helpLike, needsLogin: true)
    package static let unlike = CommandDescriptor(
        "unlike", arguments: "N|ID", summary: AccountMessage.helpUnlike, needsLogin: true)
    package static let items = [comment, like, unlike]

    package static let detailComment = CommandDescriptor(
        "comment", arguments: "[--reply CID] | --edit CID | --delete CID", summary: AccountMessage.helpDetailComment,
        details: AccountMessage.helpCommentDetails, needsLogin: true)
    package static let detailLike = CommandDescriptor(
        "like", summary: AccountMessage.helpDetailLike, needsLogin: true)
    package static let detailUnlike = CommandDescriptor(
        "unlike", summary: AccountMessage.helpDetailUnlike, needsLogin: true)
    package static let detail = [detailComment, detailLike, detailUnlike]
}

/// What `comment`, `like` or `unlike` asks of Qiita.
package enum AccountRequest: Equatable, Sendable {
    /// A new comment on the item, answering comment `replyTo` when given.
    case comment(replyTo: String?)
    case editComment(String)
    case deleteComment(String)
    case like(Bool)
}

/// The words of `comment`, `like` and `unlike`, read once for Items and ItemDetail.
@MainActor package enum AccountParser {
    /// The request and the item word (Items: `N|ID` first; ItemDetail: none) of `words`; nil
    /// for a name that is none of these.
    package static func parse(
        _ name: String, _ words: [String], _ arguments: CommandArguments, usage: String, namesItem: Bool
    ) throws(CommandUsageError) -> (item: String?, request: AccountRequest)? {
        var words = words[...]
        switch name {
        case AccountCommands.like.name, AccountCommands.unlike.name:
            let item = namesItem ? words.popFirst() : nil
            if namesItem, item == nil { throw arguments.missing(usage: usage) }
            guard words.isEmpty else { throw arguments.tooMany(usage: usage) }
            return (item, .like(name == AccountCommands.like.name))
        case AccountCommands.comment.name:
            if let option = words.first, option == "--edit" || option == "--delete" {
                words.removeFirst()
                guard let id = words.popFirst() else { throw arguments.missing(usage: usage) }
                guard words.isEmpty else { throw arguments.tooMany(usage: usage) }
                return (nil, option == "--edit" ? .editComment(id) : .deleteComment(id))
            }
            var item: String?
            if namesItem {
                guard let first = words.popFirst(), !first.hasPrefix("--") else { throw arguments.missing(usage: usage) }
                item = first
            }
            var replyTo: String?
            while let word = words.popFirst() {
                guard word == "--reply", replyTo == nil, let id = words.popFirst() else {
                    throw arguments.bad(word, expected: .text(usage))
                }
                replyTo = id
            }
            return (item, .comment(replyTo: replyTo))
        default:
            return nil
        }
    }
}
