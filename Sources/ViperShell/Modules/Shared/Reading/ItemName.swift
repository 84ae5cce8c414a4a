import ItemsModel
import ShellKit

/// How a message names an item: by its title in the language's quotes (“…”, 「…」), made inert
/// and cut to `maximumWidth` columns, so a person knows which item it was; by its ID when the
/// title is not known (or is blank).
package enum ItemName {
    /// Columns a title may take in a one-line message.
    package static let maximumWidth = 48

    package static func of(_ item: QiitaItem) -> Message.Argument {
        named(id: item.id, title: item.title)
    }

    package static func named(id: String, title: String?) -> Message.Argument {
        let inert = TerminalSanitizer.inline(title ?? "").trimmingBlanks()
        guard !inert.isEmpty else { return .text(id) }
        return .message(Message(SharedMessage.itemQuotedTitle, inert.truncated(toDisplayWidth: maximumWidth)))
    }
}
