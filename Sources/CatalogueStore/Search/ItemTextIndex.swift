/// Which full-text index finds a search term: the trigram index (`item_fts`) for terms of
/// three or more characters, the two-character index (`item_bigram`, see `ItemBigrams`) for
/// two indexable characters. Other terms (one character, or two with a space or ASCII
/// punctuation) have none and are matched with `LIKE`.
package enum ItemTextIndex: Hashable, Sendable {
    case trigram
    case bigram

    /// The FTS5 table.
    package var tableName: String {
        switch self {
        case .trigram: "item_fts"
        case .bigram: "item_bigram"
        }
    }

    /// The index and the FTS5 string that find `term`, or nil when no index can.
    /// `usingBigrams` false leaves two-character terms to `LIKE`, the plan before that index
    /// (kept to compare the two).
    package static func lookup(for term: String, usingBigrams: Bool = true) -> (index: ItemTextIndex, string: String)? {
        if term.count >= minimumTrigramLength { return (.trigram, ftsString(term)) }
        if usingBigrams, let word = ItemBigrams.word(for: term) { return (.bigram, ftsString(word)) }
        return nil
    }

    /// Terms shorter than this (in `Character`s) cannot use the trigram index.
    package static let minimumTrigramLength = 3

    /// An FTS5 string literal: the trigram tokenizer then matches it as one substring, and the
    /// pair index as one word.
    package static func ftsString(_ term: String) -> String {
        "\"" + term.replacing("\"", with: "\"\"") + "\""
    }
}
