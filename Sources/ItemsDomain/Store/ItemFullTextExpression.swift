import ShellKit

/// A query made only of text predicates, as one FTS5 expression, so that counting its
/// matches reads the trigram index alone (no lookup of each matching item).
///
/// `swift -ios "a phrase" title:async OR body:await` becomes
/// `"swift" AND "a phrase" AND (title : "async" OR body : "await") NOT "ios"`. Queries with
/// other qualifiers, terms shorter than a trigram, only exclusions, or an exclusion inside an
/// `OR` have no such expression (`nil`) and are counted through `item`.
package enum ItemFullTextExpression {
    package static func make(for query: ItemQuery) -> String? {
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
            required.append(alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")")
        }
        guard !required.isEmpty else { return nil }
        return required.joined(separator: " AND ") + excluded.map { " NOT " + $0 }.joined()
    }

    private static func term(for kind: ItemQueryPredicate.Kind) -> String? {
        let column: String?
        let text: String
        switch kind {
        case let .text(term), let .phrase(term): (column, text) = (nil, term)
        case let .title(term): (column, text) = ("title", term)
        case let .body(term): (column, text) = ("body", term)
        case .tag, .user, .count, .date, .mark: return nil
        }
        guard text.count >= ItemSearchSQL.minimumIndexedLength else { return nil }
        return (column.map { "\($0) : " } ?? "") + ItemSearchSQL.ftsString(text)
    }
}
