import ItemsModel
import QiitaActions
import ShellKit

// What Items, ItemDetail and Account share for acting on Qiita as the token's user: the view's
// part (lines, the comment editor, confirmations) and the interactor's (the outbox).

/// The text a comment was given: written, cancelled (empty), or not obtained.
package enum ComposedText: Equatable, Sendable {
    case text(String)
    case cancelled
    case failed(Message)
}

/// What the account's commands show and ask.
@MainActor package protocol AccountViewInterface: AnyObject {
    func showInfo(_ message: Message)
    /// A message in the user's language (the comment's template).
    func text(_ message: Message) -> String
    /// An error line (the presenter returns the command's status).
    func showError(_ message: Message)
    /// A comment's text: `template` opened in the user's editor, or standard input in scripts;
    /// lines starting with `#` dropped.
    func composeText(template: String) async -> ComposedText
    /// Yes or no at a terminal; yes elsewhere (scripts say what they mean).
    func confirmAction(_ question: Message) -> Bool
    /// A comment just posted or edited, shown as `comments` shows comments.
    func showPostedComment(_ comment: QiitaComment, itemTitle: String)
}

/// A module's interactor that can act on Qiita (its outbox).
package protocol AccountActing: Sendable {
    /// The user's outbox; nil where none is wired (nothing then reaches Qiita).
    var outbox: (any QiitaActionsClient)? { get }
}
