import ShellKit

/// Why a search query could not be parsed, with the offending text as typed and its 1-based
/// column (counted in `Character`s) so the view can point at it.
package struct ItemQueryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package enum Reason: Equatable, Sendable {
        /// `foo:` is not one of `ItemQueryQualifier`.
        case unknownQualifier
        /// `tag:` with nothing after it.
        case missingValue(ItemQueryQualifier)
        /// `stocks:abc`, `likes:>` and the like.
        case badNumber(ItemQueryQualifier)
        /// `created:2024-13-01` and the like.
        case badDate(ItemQueryQualifier)
        /// A `"` that is never closed.
        case unbalancedQuote
        /// `OR` at either end, or twice in a row.
        case orWithoutTerm
        /// `AND` at either end, or next to another operator.
        case operatorWithoutTerm
        /// `(a OR b)`: grouping is not part of the syntax.
        case parentheses
        /// `-` alone, `""`, `-""`.
        case emptyTerm
        /// `is:` with something other than read, unread or stocked.
        case badMark
    }

    package let reason: Reason
    package let text: String
    package let column: Int

    package init(_ reason: Reason, text: String, column: Int) {
        self.reason = reason
        self.text = text
        self.column = column
    }

    /// The one-line English message.
    package var description: String { message.text(in: .english) }

    /// The offending text as messages show it: short, on one line, inert on a terminal.
    private var shownText: String { TerminalSanitizer.excerpt(text) }

    /// The one-line message, from the catalogue.
    package var message: Message {
        let at = String(column)
        switch reason {
        case .unknownQualifier:
            return Message(QueryMessage.unknownQualifier, shownText, at, ItemQueryQualifier.knownNames)
        case let .missingValue(qualifier):
            return Message(QueryMessage.missingValue, qualifier.rawValue, at, qualifier.example)
        case let .badNumber(qualifier):
            return Message(QueryMessage.badNumber, qualifier.rawValue, at, qualifier.example)
        case let .badDate(qualifier): return Message(QueryMessage.badDate, shownText, qualifier.rawValue, at)
        case .unbalancedQuote: return Message(QueryMessage.unbalancedQuote, at)
        case .orWithoutTerm: return Message(QueryMessage.orWithoutTerm, at)
        case .operatorWithoutTerm: return Message(QueryMessage.operatorWithoutTerm, shownText, at)
        case .parentheses: return Message(QueryMessage.parentheses, at, shownText)
        case .emptyTerm: return Message(QueryMessage.emptyTerm, shownText, at)
        case .badMark: return Message(QueryMessage.badMark, shownText, at)
        }
    }
}
