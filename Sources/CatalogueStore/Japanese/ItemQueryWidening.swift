import ItemsModel

/// A query with its Japanese compound nouns widened to their spellings apart: `非同期処理`
/// becomes `非同期処理 OR "非同期 処理"`, `title:機械学習` also `title:"機械 学習"`, and
/// `-環境構築` excludes `環境 構築` too. Quoted phrases are exact and stay as typed. The store
/// searches the widened query, so every order, count and plan sees one ordinary query.
package struct ItemQueryWidening: Sendable {
    /// The query as searched.
    package let query: ItemQuery
    /// The spellings added, each once (snippets and the reader mark them too).
    package let added: [String]
    /// A term that could be a compound noun was left as typed: there is no dictionary.
    package let unsplit: Bool

    package init(_ typed: ItemQuery, segmenter: JapaneseSegmenter) {
        var clauses: [ItemQueryClause] = []
        var added: [String] = []
        var unsplit = false
        func spellings(of predicate: ItemQueryPredicate) -> [ItemQueryPredicate] {
            let widened: (String) -> ItemQueryPredicate.Kind
            let term: String
            switch predicate.kind {
            case let .text(word): (term, widened) = (word, { .phrase($0) })
            case let .title(word): (term, widened) = (word, { .title($0) })
            case let .body(word): (term, widened) = (word, { .body($0) })
            default: return []
            }
            switch CompoundNounSpellings.reading(of: term, segmenter: segmenter) {
            case .single: return []
            case .unknown:
                unsplit = true
                return []
            case let .compound(apart):
                for spelling in apart where !added.contains(spelling) { added.append(spelling) }
                return apart.map { ItemQueryPredicate(widened($0), isNegated: predicate.isNegated) }
            }
        }
        for clause in typed.clauses {
            if clause.alternatives.count == 1, let only = clause.alternatives.first, only.isNegated {
                // Excluded: each spelling is excluded as well, a clause of its own.
                clauses.append(clause)
                clauses += spellings(of: only).map { ItemQueryClause([$0]) }
                continue
            }
            var alternatives: [ItemQueryPredicate] = []
            for predicate in clause.alternatives {
                alternatives.append(predicate)
                if !predicate.isNegated { alternatives += spellings(of: predicate) }
            }
            clauses.append(ItemQueryClause(alternatives))
        }
        var query = typed
        if clauses != typed.clauses { query.clauses = clauses }
        self.query = query
        self.added = added
        self.unsplit = unsplit
    }
}
