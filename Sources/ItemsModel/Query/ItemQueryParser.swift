import ShellKit

/// Parses Qiita's search syntax into an `ItemQuery`.
///
/// - Terms separated by whitespace (the full-width space U+3000 too) must all match (AND).
/// - `a OR b` matches either; `OR` binds tighter than the implicit AND: `a b OR c` is
///   `a AND (b OR c)`. `a AND b` is `a b`. Only the uppercase, unquoted words are operators.
/// - There is no grouping: a term that starts with `(` or ends with `)` outside quotes is
///   refused with a message saying how the operators bind and how to search for the text.
/// - `"a phrase"` matches as one piece; `-term`, `-tag:x`, `-"a phrase"` exclude.
/// - Qualifiers (names case-insensitive): `tag:`, `user:`, `title:`, `body:` take a word or a
///   quoted phrase; `stocks:`, `likes:` take `N`, `>N`, `>=N`, `<N`, `<=N`; `created:`,
///   `updated:` take `YYYY-MM-DD` with the same comparisons (a bare day means that day).
/// - Ours, beyond Qiita's: `is:read`, `is:unread`, `is:stocked` (the logged-in user's marks).
/// - Terms keep the case they were typed in; matching is case-insensitive (see `ItemStore`).
///
/// A command line's query arrives as the words the shell split it into, each read as typed
/// (`"` groups inside it); a saved query arrives as text, split here the query's own way.
package enum ItemQueryParser {
    /// A query typed on a command line: `words` as the shell tokenized them, columns counted
    /// from `origin`, the line's offset where the query text starts (its first word, or the
    /// first argument when options come before it), so a column points into what was typed.
    package static func parse(
        _ words: some Sequence<CommandWord>,
        columnsFrom origin: Int
    ) throws(ItemQueryError) -> ItemQuery {
        var tokens: [ItemQueryToken] = []
        for word in words {
            let column: Int = word.span.lowerBound - origin + 1
            if let quote: Int = unclosedQuoteOffset(in: word.typed) {
                let fromQuote = String(word.typed.dropFirst(quote))
                throw ItemQueryError(.unbalancedQuote, text: fromQuote, column: column + quote)
            }
            tokens.append(ItemQueryToken(raw: word.typed, column: column))
        }
        return try parse(tokens: tokens)
    }

    /// A query kept as text (a saved search, a canonical text).
    package static func parse(_ text: String) throws(ItemQueryError) -> ItemQuery {
        try parse(tokens: ItemQueryToken.tokens(in: text))
    }

    /// The offset of a `"` that opens a group never closed in `typed` (quoted by the shell
    /// with `'` or a backslash, so the shell kept it), or nil.
    private static func unclosedQuoteOffset(in typed: String) -> Int? {
        guard typed.utf8.contains(UInt8(ascii: "\"")) else { return nil }
        var open: Int?
        for (offset, character) in typed.enumerated() where character == "\"" { open = open == nil ? offset : nil }
        return open
    }

    private static func parse(tokens: [ItemQueryToken]) throws(ItemQueryError) -> ItemQuery {
        var clauses: [ItemQueryClause] = []
        var pendingOrColumn: Int?
        var pendingAnd: ItemQueryToken?
        for token in tokens {
            if token.isAndOperator {
                if clauses.isEmpty || pendingOrColumn != nil || pendingAnd != nil {
                    throw ItemQueryError(.operatorWithoutTerm, text: token.raw, column: token.column)
                }
                pendingAnd = token
                continue
            }
            if token.hasGroupingParenthesis {
                throw ItemQueryError(.parentheses, text: token.raw, column: token.column)
            }
            if token.isOrOperator {
                if let pendingAnd {
                    throw ItemQueryError(.operatorWithoutTerm, text: pendingAnd.raw, column: pendingAnd.column)
                }
                if clauses.isEmpty || pendingOrColumn != nil {
                    throw ItemQueryError(.orWithoutTerm, text: token.raw, column: token.column)
                }
                pendingOrColumn = token.column
                continue
            }
            let predicate = try predicate(from: token)
            pendingAnd = nil
            if pendingOrColumn != nil {
                clauses[clauses.count - 1].alternatives.append(predicate)
                pendingOrColumn = nil
            } else {
                clauses.append(ItemQueryClause([predicate]))
            }
        }
        if let pendingOrColumn {
            throw ItemQueryError(.orWithoutTerm, text: "OR", column: pendingOrColumn)
        }
        if let pendingAnd {
            throw ItemQueryError(.operatorWithoutTerm, text: pendingAnd.raw, column: pendingAnd.column)
        }
        return ItemQuery(clauses: clauses)
    }

    private static func predicate(from token: ItemQueryToken) throws(ItemQueryError) -> ItemQueryPredicate {
        var rest = Substring(token.raw)
        var column = token.column
        let isNegated = rest.first == "-"
        if isNegated {
            rest = rest.dropFirst()
            column += 1
        }
        if let name = ItemQueryToken.qualifierName(in: rest) {
            let value = rest.dropFirst(name.count + 1)
            return ItemQueryPredicate(try qualified(name: name, value: value, column: column), isNegated: isNegated)
        }
        let word = ItemQueryToken.unquoted(rest)
        if word.allSatisfy(\.isWhitespace) {
            throw ItemQueryError(.emptyTerm, text: token.raw, column: token.column)
        }
        let kind: ItemQueryPredicate.Kind = rest.contains("\"") ? .phrase(word) : .text(word)
        return ItemQueryPredicate(kind, isNegated: isNegated)
    }

    private static func qualified(
        name: Substring, value typed: Substring, column: Int
    ) throws(ItemQueryError) -> ItemQueryPredicate.Kind {
        guard let qualifier = ItemQueryQualifier(rawValue: name.lowercased()) else {
            throw ItemQueryError(.unknownQualifier, text: name + ":", column: column)
        }
        let value = ItemQueryToken.unquoted(typed)
        if value.allSatisfy(\.isWhitespace) {
            throw ItemQueryError(.missingValue(qualifier), text: name + ":", column: column)
        }
        switch qualifier {
        case .tag: return .tag(value)
        case .user: return .user(value)
        case .title: return .title(value)
        case .body: return .body(value)
        case .stocks, .likes:
            let (comparison, digits) = splitComparison(value)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let number = Int(digits) else {
                throw ItemQueryError(.badNumber(qualifier), text: value, column: column)
            }
            return .count(qualifier == .stocks ? .stocks : .likes, comparison, number)
        case .is:
            guard let mark = ItemMark(rawValue: value.lowercased()) else {
                throw ItemQueryError(.badMark, text: value, column: column)
            }
            return .mark(mark)
        case .created, .updated:
            let (comparison, day) = splitComparison(value)
            guard ItemQueryDay.isValid(day) else {
                throw ItemQueryError(.badDate(qualifier), text: String(day), column: column)
            }
            return .date(qualifier == .created ? .created : .updated, comparison, String(day))
        }
    }

    /// `>=10` → (`>=`, `10`); no operator means equality.
    private static func splitComparison(_ value: String) -> (ItemQueryComparison, Substring) {
        for comparison in [ItemQueryComparison.greaterThanOrEqual, .lessThanOrEqual, .greaterThan, .lessThan]
        where value.hasPrefix(comparison.rawValue) {
            return (comparison, value.dropFirst(comparison.rawValue.count))
        }
        return (.equal, Substring(value))
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
