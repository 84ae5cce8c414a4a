import ItemsModel
import ShellKit

/// A query made only of text predicates found by one index, as one FTS5 expression, so that
/// counting its matches reads that index alone (no lookup of each matching item).
///
/// `swift -ios "a phrase" title:async OR body:await` becomes
/// `"swift" AND "a phrase" AND (title : "async" OR body : "await") NOT "ios"` on the trigram
/// index; `go -入門` becomes `"67g6f" NOT "5165g9580"` on the two-character one. Queries with
/// other qualifiers, terms of both lengths or of no index, only exclusions, or an exclusion
/// inside an `OR` have no such expression (`nil`) and are counted through `item`.
package enum ItemFullTextExpression {
    package static func make(
        for query: ItemQuery, usingBigrams: Bool = true
    ) -> (index: ItemTextIndex, expression: String)? {
        var index: ItemTextIndex?
        /// The term's FTS5 text, when its index is the one of the terms before.
        func term(for kind: ItemQueryPredicate.Kind) -> String? {
            guard let (column, text) = Self.text(of: kind),
                let found = ItemTextIndex.lookup(for: text, usingBigrams: usingBigrams),
                index == nil || index == found.index
            else { return nil }
            index = found.index
            return Self.term(found.string, in: column)
        }
        var required: [String] = []
        var excluded: [String] = []
        for clause in query.clauses {
            if clause.alternatives.count == 1, let predicate = clause.alternatives.first, predicate.isNegated {
                guard let term = term(for: predicate.kind) else { return nil }
                excluded.append(term)
                continue
            }
            var alternatives: [String] = []
            for predicate in clause.alternatives {
                guard !predicate.isNegated, let term = term(for: predicate.kind) else { return nil }
                alternatives.append(term)
            }
            required.append(
                alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")")
        }
        guard !required.isEmpty, let index else { return nil }
        return (index, required.joined(separator: " AND ") + excluded.map { " NOT " + $0 }.joined())
    }

    /// An FTS5 term: `string` (an index's FTS5 string) limited to `column` when there is one
    /// (`title : "swift"`).
    static func term(_ string: String, in column: String?) -> String {
        (column.map { "\($0) : " } ?? "") + string
    }

    /// The column (nil for title or body) and the text a text predicate looks for.
    static func text(of kind: ItemQueryPredicate.Kind) -> (column: String?, text: String)? {
        switch kind {
        case let .text(term), let .phrase(term): (nil, term)
        case let .title(term): ("title", term)
        case let .body(term): ("body", term)
        case .tag, .user, .count, .date, .mark: nil
        }
    }
}
