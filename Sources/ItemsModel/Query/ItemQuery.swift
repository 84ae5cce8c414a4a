import ShellKit

/// A parsed search query in Qiita's syntax: every clause must hold (AND), and a clause holds
/// when any of its predicates does (OR). `OR` binds tighter than the implicit AND, so
/// `a b OR c` means `a AND (b OR c)`. An empty query matches every item. `order` is how the
/// matches are listed (`--sort`, `--asc`: not part of the query text).
package struct ItemQuery: Hashable, Sendable {
    /// The clauses, all of which must hold.
    package var clauses: [ItemQueryClause] {
        didSet { canonicalText = Self.canonicalText(of: clauses) }
    }
    package var order: ItemOrder

    /// The query printed back in normalised form: single spaces, lowercase qualifier names,
    /// quotes only where needed. Parsing it again gives an equal query. Kept with the query and
    /// written again whenever its clauses change: it keys the store's counts and pages and
    /// titles the listing, a few times a command.
    package private(set) var canonicalText: String

    package init(clauses: [ItemQueryClause], order: ItemOrder = .newest) {
        self.clauses = clauses
        self.order = order
        canonicalText = Self.canonicalText(of: clauses)
    }

    package var isEmpty: Bool { clauses.isEmpty }

    private static func canonicalText(of clauses: [ItemQueryClause]) -> String {
        clauses.map(\.canonicalText).joined(separator: " ")
    }

    /// Queries are equal when their clauses and order are (the text follows from the clauses).
    package static func == (lhs: ItemQuery, rhs: ItemQuery) -> Bool {
        lhs.clauses == rhs.clauses && lhs.order == rhs.order
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(clauses)
        hasher.combine(order)
    }

    /// Whether the query has words to rank by: a positive word, phrase, `title:` or `body:`
    /// (`tag:swift` and `-ios` alone have none).
    package var hasFreeText: Bool {
        clauses.contains { clause in
            clause.alternatives.contains { !$0.isNegated && $0.kind.isText }
        }
    }

    /// The words and phrases to find in a body (positive, not limited to the title), each once:
    /// what snippets mark.
    package var bodyTerms: [String] { terms(includingTitle: false) }

    /// Every positive word and phrase (`title:` ones too), each once: what the reader marks.
    package var textTerms: [String] { terms(includingTitle: true) }

    private func terms(includingTitle: Bool) -> [String] {
        var terms: [String] = []
        for clause in clauses {
            for predicate in clause.alternatives where !predicate.isNegated {
                switch predicate.kind {
                case let .text(term), let .phrase(term), let .body(term):
                    if !terms.contains(term) { terms.append(term) }
                case let .title(term) where includingTitle:
                    if !terms.contains(term) { terms.append(term) }
                default: continue
                }
            }
        }
        return terms
    }

    /// Whether any predicate asks about the user's marks (`is:`): such a query depends on who
    /// asks and on what they read, not on the catalogue alone.
    package var usesMarks: Bool {
        clauses.contains { clause in
            clause.alternatives.contains { if case .mark = $0.kind { true } else { false } }
        }
    }
}

/// What `is:` asks about the logged-in user's relation to an item.
package enum ItemMark: String, Hashable, Sendable, CaseIterable {
    /// The user opened the item (or marked it read).
    case read
    /// Not read.
    case unread
    /// In the user's stocks.
    case stocked
}

/// One AND-ed part of a query: a disjunction of one or more predicates (`a OR b OR c`).
package struct ItemQueryClause: Hashable, Sendable {
    package var alternatives: [ItemQueryPredicate]

    package init(_ alternatives: [ItemQueryPredicate]) {
        self.alternatives = alternatives
    }

    package var canonicalText: String {
        alternatives.map(\.canonicalText).joined(separator: " OR ")
    }
}

/// One condition on an item, possibly negated (`-term`, `-tag:x`).
package struct ItemQueryPredicate: Hashable, Sendable {
    /// What the predicate looks at.
    package enum Kind: Hashable, Sendable {
        /// A bare word, matched in the title or body.
        case text(String)
        /// A `"quoted phrase"`, matched as one substring of the title or body.
        case phrase(String)
        /// `title:WORD` or `title:"phrase"`.
        case title(String)
        /// `body:WORD` or `body:"phrase"`.
        case body(String)
        /// `tag:NAME`, an exact tag name (case-insensitive).
        case tag(String)
        /// `user:NAME`, an exact user id (case-insensitive).
        case user(String)
        /// `stocks:>10`, `likes:5` and the like.
        case count(ItemQueryCountField, ItemQueryComparison, Int)
        /// `created:>2024-01-01` and the like; the day is `YYYY-MM-DD`.
        case date(ItemQueryDateField, ItemQueryComparison, String)
        /// `is:read`, `is:unread`, `is:stocked`: the logged-in user's marks (ours, not Qiita's).
        case mark(ItemMark)
    }

    package var isNegated: Bool
    package var kind: Kind

    package init(_ kind: Kind, isNegated: Bool = false) {
        self.kind = kind
        self.isNegated = isNegated
    }

    package var canonicalText: String {
        if isNegated, case let .text(word) = kind, !ItemQueryQuoting.needsQuotes(word, afterMinus: true) {
            return "-" + word
        }
        return (isNegated ? "-" : "") + kind.canonicalText
    }
}

/// The item counters a query can compare (`stocks:`, `likes:`).
package enum ItemQueryCountField: String, Hashable, Sendable, CaseIterable {
    case stocks
    case likes
}

/// The item timestamps a query can compare by day (`created:`, `updated:`).
package enum ItemQueryDateField: String, Hashable, Sendable, CaseIterable {
    case created
    case updated
}

/// How a count or a day is compared; the raw value is the operator as typed (`""` is equality).
package enum ItemQueryComparison: String, Hashable, Sendable, CaseIterable {
    case lessThan = "<"
    case lessThanOrEqual = "<="
    case equal = ""
    case greaterThanOrEqual = ">="
    case greaterThan = ">"
}

extension ItemQueryPredicate.Kind {
    /// A word, phrase, `title:` or `body:`: what relevance is measured by.
    package var isText: Bool {
        switch self {
        case .text, .phrase, .title, .body: true
        case .tag, .user, .count, .date, .mark: false
        }
    }

    package var canonicalText: String {
        switch self {
        case let .text(word):
            ItemQueryQuoting.needsQuotes(word, afterMinus: false) ? ItemQueryQuoting.quoted(word) : word
        case let .phrase(phrase): ItemQueryQuoting.quoted(phrase)
        case let .title(value): "title:" + ItemQueryQuoting.valueText(value)
        case let .body(value): "body:" + ItemQueryQuoting.valueText(value)
        case let .tag(value): "tag:" + ItemQueryQuoting.valueText(value)
        case let .user(value): "user:" + ItemQueryQuoting.valueText(value)
        case let .count(field, comparison, value): "\(field.rawValue):\(comparison.rawValue)\(value)"
        case let .date(field, comparison, day): "\(field.rawValue):\(comparison.rawValue)\(day)"
        case let .mark(mark): "is:" + mark.rawValue
        }
    }
}
