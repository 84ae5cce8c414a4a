import ItemsModel
import ShellKit

/// A view whose `AccountViewInterface` is `AccountViewParts`' (Items' and ItemDetail's): it gives
/// the parts, the methods come with them.
@MainActor package protocol AccountViewForwarding: AccountViewInterface {
    var accountParts: AccountViewParts { get }
}

extension AccountViewForwarding {
    package func text(_ message: Message) -> String { accountParts.screen.text(message) }

    package func composeText(template: String) async -> ComposedText {
        await accountParts.composeText(template: template)
    }

    package func confirmAction(_ question: Message) -> Bool { accountParts.confirm(question) }

    package func showPostedComment(_ comment: QiitaComment, itemTitle: String) {
        accountParts.showPostedComment(comment, itemTitle: itemTitle)
    }
}
