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
    package var description: String { message(japanese: false) }

    /// The one-line message in English or Japanese.
    package func message(japanese: Bool) -> String {
        japanese ? japaneseMessage : englishMessage
    }

    /// The offending text as messages show it: short, on one line, inert on a terminal.
    private var shownText: String { TerminalSanitizer.excerpt(text) }

    private var englishMessage: String {
        switch reason {
        case .unknownQualifier:
            "unknown qualifier \"\(shownText)\" at column \(column) — known: \(ItemQueryQualifier.knownNames)"
        case let .missingValue(qualifier):
            "\"\(qualifier.rawValue):\" needs a value at column \(column), e.g. \(qualifier.example)"
        case let .badNumber(qualifier):
            "\"\(qualifier.rawValue):\" needs a number at column \(column), e.g. \(qualifier.example)"
        case let .badDate(qualifier):
            "bad date \"\(shownText)\" in \(qualifier.rawValue): at column \(column) — use YYYY-MM-DD"
        case .unbalancedQuote:
            "unbalanced quote at column \(column)"
        case .orWithoutTerm:
            "OR at column \(column) needs a term on both sides"
        case .operatorWithoutTerm:
            "\(shownText) at column \(column) needs a term on both sides"
        case .parentheses:
            "parentheses at column \(column) do not group: terms are ANDed and OR binds tighter (a b OR c means a AND (b OR c)); to search for \(shownText) itself, quote it"
        case .emptyTerm:
            "empty term \"\(shownText)\" at column \(column)"
        }
    }

    private var japaneseMessage: String {
        switch reason {
        case .unknownQualifier:
            "\(column)文字目の修飾子 \"\(shownText)\" は使えません — 使えるもの: \(ItemQueryQualifier.knownNames)"
        case let .missingValue(qualifier):
            "\(column)文字目の \"\(qualifier.rawValue):\" に値がありません — 例: \(qualifier.example)"
        case let .badNumber(qualifier):
            "\(column)文字目の \"\(qualifier.rawValue):\" には数値が必要です — 例: \(qualifier.example)"
        case let .badDate(qualifier):
            "\(column)文字目の \(qualifier.rawValue): の日付 \"\(shownText)\" が正しくありません — YYYY-MM-DD で指定してください"
        case .unbalancedQuote:
            "\(column)文字目の引用符が閉じていません"
        case .orWithoutTerm:
            "\(column)文字目の OR の両側に検索語が必要です"
        case .operatorWithoutTerm:
            "\(column)文字目の \(shownText) の両側に検索語が必要です"
        case .parentheses:
            "\(column)文字目の括弧ではグループ化できません: 語はANDで結ばれ、OR が優先されます(a b OR c は a AND (b OR c))。\(shownText) そのものを探すには引用符で囲んでください"
        case .emptyTerm:
            "\(column)文字目の検索語 \"\(shownText)\" が空です"
        }
    }
}
