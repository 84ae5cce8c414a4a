import ItemsModel
import SQLiteKit
import ShellKit

/// The SQL that finds the items matching an `ItemQuery`: one WHERE clause shared by the
/// count and the page, newest first (Qiita lists newest first, for text searches too).
///
/// Each predicate becomes a boolean expression over `item`:
/// - words and phrases of 3+ characters go through the trigram index (`item_fts MATCH`, the
///   term quoted as an FTS5 string, `title :`/`body :` column filters for `title:`/`body:`),
///   those of two letters, digits or non-ASCII characters through the two-character index
///   (`item_bigram`, see `ItemTextIndex`); the rest fall back to `LIKE '%term%'`;
/// - `tag:` and `user:` compare exactly, case-insensitively (`COLLATE NOCASE` columns);
/// - counts compare `likes_count`/`stocks_count`; days compare `created_day`/`updated_day`,
///   the `YYYY-MM-DD` of the timestamp in its own offset.
package struct ItemSearchSQL {
    /// `""` for the empty query, else `WHERE …`.
    package let whereClause: String
    /// The whole query as one FTS5 expression of one index when it is text only (see `ItemFullTextExpression`).
    package let fullTextExpression: (index: ItemTextIndex, expression: String)?
    /// The values of the `?`s in `whereClause`, in order.
    package let values: [DatabaseValue]
    /// How the page is ordered (`ItemQuery.order`).
    package let order: ItemOrder

    /// `usingBigrams` false searches two-character terms with `LIKE`, as before that index
    /// (the results are the same; tests compare the two plans).
    package init(_ query: ItemQuery, marks: ItemMarks = .none, usingBigrams: Bool = true) {
        var values: [any DatabaseValueConvertible] = []
        let conditions = query.clauses.map { clause in
            let alternatives = clause.alternatives.map {
                Self.expression(for: $0, marks: marks, usingBigrams: usingBigrams, values: &values)
            }
            return alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")"
        }
        whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        fullTextExpression = ItemFullTextExpression.make(for: query, usingBigrams: usingBigrams)
        self.values = values.map(\.databaseValue)
        order = query.order
    }

    package var arguments: StatementArguments { StatementArguments(values) }

    /// Counts the matches: from one full-text index alone when the query is text only, else
    /// through `item`. Takes `countValues`.
    package var countSQL: String {
        guard let table = fullTextExpression?.index.tableName else { return "SELECT COUNT(*) FROM item \(whereClause)" }
        return "SELECT COUNT(*) FROM \(table) WHERE \(table) MATCH ?"
    }

    package var countValues: [DatabaseValue] {
        fullTextExpression.map { [$0.expression.databaseValue] } ?? values
    }

    /// Takes `arguments` followed by the limit and the offset.
    ///
    /// Two plans give the same rows. Walking `item_newest_first` and testing each item stops
    /// after about `(offset + limit) × items / matches` items: best when many items match.
    /// Collecting the matches and sorting them costs about `matches`: best when few do. The
    /// caller knows both counts and passes `walkingNewestFirst` when
    /// `(offset + limit) × items < matches²`. The unary `+` keeps SQLite from looking the
    /// matches up by rowid, so it walks the index instead.
    /// Orders other than newest first are collected and sorted (`walkingNewestFirst` is ignored).
    /// Either way only the page's rowids are chosen first, then its rows read: sorting whole
    /// rows made SQLite read the body of every match for a page of twenty.
    package func pageSQL(walkingNewestFirst: Bool) -> String {
        let walking = walkingNewestFirst && order.isNewestFirst
        let conditions = walking ? whereClause.replacing("item.rowid IN (", with: "+item.rowid IN (") : whereClause
        let orderBy = Self.orderBy(order)
        return """
            SELECT \(ItemRowReader.columns) FROM item WHERE item.rowid IN (
                SELECT item.rowid FROM item \(conditions) ORDER BY \(orderBy) LIMIT ? OFFSET ?
            ) ORDER BY \(orderBy)
            """
    }

    /// The ORDER BY terms: the field, then newest first and by id for ties (`--asc` reverses
    /// the whole of the default order, and only the field of the others).
    package static func orderBy(_ order: ItemOrder) -> String {
        let direction = order.ascending ? "ASC" : "DESC"
        switch order.field {
        case .created:
            return order.ascending ? "item.created_epoch ASC, item.id DESC" : "item.created_epoch DESC, item.id"
        case .updated: return "item.updated_epoch \(direction), item.created_epoch DESC, item.id"
        case .likes: return "item.likes_count \(direction), item.created_epoch DESC, item.id"
        case .stocks: return "item.stocks_count \(direction), item.created_epoch DESC, item.id"
        case .comments: return "item.comments_count \(direction), item.created_epoch DESC, item.id"
        // Ranked by `ItemRankPlan`, never by SQL: what SQL sorts by is the order of ties.
        case .relevance: return "item.created_epoch DESC, item.id"
        }
    }

    /// Whether walking the newest-first index is the cheaper plan (see `pageSQL`).
    package static func walksNewestFirst(offset: Int, limit: Int, items: Int, matches: Int) -> Bool {
        let (visited, overflow) = (offset + limit).multipliedReportingOverflow(by: items)
        return !overflow && visited < matches * matches
    }

    private static func expression(
        for predicate: ItemQueryPredicate, marks: ItemMarks, usingBigrams: Bool,
        values: inout [any DatabaseValueConvertible]
    ) -> String {
        let positive: String
        switch predicate.kind {
        case let .text(term), let .phrase(term):
            positive = textMatch(term, in: nil, usingBigrams: usingBigrams, values: &values)
        case let .title(term):
            positive = textMatch(term, in: "title", usingBigrams: usingBigrams, values: &values)
        case let .body(term):
            positive = textMatch(term, in: "body", usingBigrams: usingBigrams, values: &values)
        case let .tag(name):
            values.append(name)
            positive = "item.rowid IN (SELECT item_rowid FROM item_tag WHERE name = ?)"
        case let .user(id):
            values.append(id)
            positive = "item.user_id = ?"
        case let .count(field, comparison, number):
            values.append(number)
            positive = "item.\(field.columnName) \(comparison.sqlOperator) ?"
        case let .date(field, comparison, day):
            values.append(day)
            positive = "item.\(field.columnName) \(comparison.sqlOperator) ?"
        case let .mark(mark):
            values.append(marks.jsonArray(for: mark))
            positive = "item.id \(mark == .unread ? "NOT IN" : "IN") (SELECT value FROM json_each(?))"
        }
        return predicate.isNegated ? "NOT (\(positive))" : positive
    }

    /// `column` nil means title or body.
    private static func textMatch(
        _ term: String, in column: String?, usingBigrams: Bool, values: inout [any DatabaseValueConvertible]
    ) -> String {
        if let (index, string) = ItemTextIndex.lookup(for: term, usingBigrams: usingBigrams) {
            values.append(ItemFullTextExpression.term(string, in: column))
            return "item.rowid IN (SELECT rowid FROM \(index.tableName) WHERE \(index.tableName) MATCH ?)"
        }
        let columns = column.map { [$0] } ?? ["title", "body"]
        let pattern = "%" + likeEscaped(term) + "%"
        values.append(contentsOf: columns.map { _ in pattern })
        let likes = columns.map(likeCondition(on:))
        return likes.count == 1 ? likes[0] : "(" + likes.joined(separator: " OR ") + ")"
    }

    /// `title` is a column of `item`; bodies are in `item_body`.
    private static func likeCondition(on column: String) -> String {
        column == "body"
            ? "item.rowid IN (SELECT rowid FROM item_body WHERE body LIKE ? ESCAPE '\\')"
            : "item.\(column) LIKE ? ESCAPE '\\'"
    }

    package static func likeEscaped(_ term: String) -> String {
        var escaped = ""
        for character in term {
            if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

private extension ItemQueryCountField {
    var columnName: String {
        switch self {
        case .stocks: "stocks_count"
        case .likes: "likes_count"
        }
    }
}

private extension ItemQueryDateField {
    var columnName: String {
        switch self {
        case .created: "created_day"
        case .updated: "updated_day"
        }
    }
}

private extension ItemQueryComparison {
    var sqlOperator: String {
        switch self {
        case .lessThan: "<"
        case .lessThanOrEqual: "<="
        case .equal: "="
        case .greaterThanOrEqual: ">="
        case .greaterThan: ">"
        }
    }
}
