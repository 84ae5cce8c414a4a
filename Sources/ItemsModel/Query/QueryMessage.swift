import ShellKit

/// The query parser's messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum QueryMessage: String, MessageKey, CaseIterable {
    case unknownQualifier
    case missingValue
    case badNumber
    case badDate
    case unbalancedQuote
    case orWithoutTerm
    case operatorWithoutTerm
    case parentheses
    case emptyTerm
    case badMark

    package var texts: MessageTexts {
        switch self {
        case .unknownQualifier:
            MessageTexts(
                "unknown qualifier \"{0}\" at column {1} — known: {2}",
                "{1}文字目の修飾子 \"{0}\" は使えません — 使えるもの: {2}")
        case .missingValue:
            MessageTexts(
                "\"{0}:\" needs a value at column {1}, e.g. {2}",
                "{1}文字目の \"{0}:\" に値がありません — 例: {2}")
        case .badNumber:
            MessageTexts(
                "\"{0}:\" needs a number at column {1}, e.g. {2}",
                "{1}文字目の \"{0}:\" には数値が必要です — 例: {2}")
        case .badDate:
            MessageTexts(
                "bad date \"{0}\" in {1}: at column {2} — use YYYY-MM-DD",
                "{2}文字目の {1}: の日付 \"{0}\" が正しくありません — YYYY-MM-DD で指定してください")
        case .unbalancedQuote: MessageTexts("unbalanced quote at column {0}", "{0}文字目の引用符が閉じていません")
        case .orWithoutTerm: MessageTexts("OR at column {0} needs a term on both sides", "{0}文字目の OR の両側に検索語が必要です")
        case .operatorWithoutTerm:
            MessageTexts(
                "{0} at column {1} needs a term on both sides",
                "{1}文字目の {0} の両側に検索語が必要です")
        case .parentheses:
            MessageTexts(
                "parentheses at column {0} do not group: terms are ANDed and OR binds tighter (a b OR c means a AND " +
                "(b OR c)); to search for {1} itself, quote it",
                "{0}文字目の括弧ではグループ化できません: 語はANDで結ばれ、OR が優先されます(a b OR c は a AND (b OR c))。{1} そのものを探すには引用符で囲んでください")
        case .emptyTerm: MessageTexts("empty term \"{0}\" at column {1}", "{1}文字目の検索語 \"{0}\" が空です")
        case .badMark:
            MessageTexts(
                "is: takes read, unread or stocked, not \"{0}\" (column {1})",
                "{1}文字目: is: には read、unread、stocked のいずれかを指定してください(\"{0}\" は使えません)")
        }
    }
}
