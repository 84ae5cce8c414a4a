import ItemsModel
import ShellKit

/// The account's commands run at the prompt, never on the full screen: the line view answers.
extension ItemReaderView {
    package func text(_ message: Message) -> String { lineView.text(message) }

    package func composeText(template: String) async -> ComposedText { await lineView.composeText(template: template) }

    package func confirmAction(_ question: Message) -> Bool { lineView.confirmAction(question) }

    package func showPostedComment(_ comment: QiitaComment, itemTitle: String) {
        lineView.showPostedComment(comment, itemTitle: itemTitle)
    }
}
