import ShellKit

/// One whitespace-separated piece of a query as typed, with its 1-based column (in
/// `Character`s). Whitespace, including the full-width space U+3000, separates pieces except
/// inside double quotes; quotes only group and are never part of a value.
package struct ItemQueryToken: Equatable, Sendable {
    package var raw: String
    package var column: Int

    /// The unquoted `OR` operator (lowercase `or` and `"OR"` are ordinary terms).
    package var isOrOperator: Bool { raw == "OR" }

    /// The unquoted `AND` operator: the implicit one, written out (`a AND b` is `a b`).
    package var isAndOperator: Bool { raw == "AND" }

    /// An unquoted parenthesis around a term: grouping, which the syntax does not have.
    package var hasGroupingParenthesis: Bool {
        let bare = raw.first == "-" ? raw.dropFirst() : Substring(raw)
        return bare.first == "(" || (bare.last == ")" && !bare.hasSuffix("\")"))
    }

    /// Splits a query into tokens; throws on a quote that is never closed.
    package static func tokens(in query: String) throws(ItemQueryError) -> [ItemQueryToken] {
        var tokens: [ItemQueryToken] = []
        var current = ""
        var currentColumn = 0
        var openQuoteColumn: Int?
        for (offset, character) in query.enumerated() {
            let column = offset + 1
            if character.isWhitespace && openQuoteColumn == nil {
                if !current.isEmpty { tokens.append(ItemQueryToken(raw: current, column: currentColumn)) }
                current = ""
                continue
            }
            if current.isEmpty { currentColumn = column }
            if character == "\"" { openQuoteColumn = openQuoteColumn == nil ? column : nil }
            current.append(character)
        }
        if let openQuoteColumn {
            let fromQuote = String(query.dropFirst(openQuoteColumn - 1))
            throw ItemQueryError(.unbalancedQuote, text: fromQuote, column: openQuoteColumn)
        }
        if !current.isEmpty { tokens.append(ItemQueryToken(raw: current, column: currentColumn)) }
        return tokens
    }

    /// The `name` of a `name:value` piece: ASCII letters before the first colon, with no quote
    /// before it. `"tag:x"`, `std::vector` and `12:30` have none.
    package static func qualifierName(in text: Substring) -> Substring? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return name
    }

    /// The text with its grouping quotes removed.
    package static func unquoted(_ text: Substring) -> String {
        String(text.filter { $0 != "\"" })
    }
}
