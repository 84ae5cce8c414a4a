import ItemsModel
import ShellHost
import ShellKit

/// What Items' and ItemDetail's views do for `AccountViewInterface`, written once: the comment
/// composer, a confirmation at a terminal, a posted comment shown as `comments` shows one.
@MainActor package struct AccountViewParts {
    package let screen: Screen
    package let composer: CommentComposer?
    /// nil without a terminal: scripts are never asked.
    package let confirmation: TerminalConfirmation?
    package let printer: ItemReadingPrinter

    package func composeText(template: String) async -> ComposedText {
        guard let composer else { return .failed(Message(AccountMessage.commentNoEditor)) }
        return await composer.compose(template: template)
    }

    package func confirm(_ question: Message) -> Bool {
        guard let confirmation else { return true }
        return confirmation.ask(screen.text(question))
    }

    package func showPostedComment(_ comment: QiitaComment, itemTitle: String) {
        printer.comments(ItemCommentsViewModel(itemID: "", itemTitle: itemTitle, comments: [comment]))
    }
}
