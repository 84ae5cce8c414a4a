import ItemsModel
import SQLiteKit

/// A plan for queries that only intersect and subtract sets of items which come out of an index
/// in rowid order: text terms found by a full-text index (`async`, `入門`, `-ios`) and single
/// tags (`tag:swift`, `-tag:ios`). Each set is read as a sorted list of rowids and the lists are
/// merged in memory: the count is the merged list's length, and the page walks the newest-first
/// index asking the list (`ItemStore` does both).
///
/// SQL answers such queries by building a temporary B-tree of every match of each `IN (…)` and
/// probing it for each candidate, or by probing the other index once per match: `async tag:swift
/// -ios` over a million items counted in 250–280 ms that way, where reading the two lists takes a
/// fraction of that. A text-only query is one list; SQL counted it from its index alone, but then
/// built the same temporary B-tree to walk the page (`docker OR kubernetes` at 1M: 120 ms, half of
/// it the page). Queries with anything else (`user:`, counts, dates, `is:`, `LIKE` terms, an `OR`
/// of tags, a text `OR` across indexes, only exclusions) and other orders keep the SQL plan
/// (`init` returns nil).
package struct ItemMatchSetPlan {
    /// One statement whose rows are rowids in ascending order, possibly repeated (a tag given
    /// twice in different case).
    struct RowidList: Equatable {
        let sql: String
        let arguments: [DatabaseValue]
    }

    /// Whether `query` is answered by merging lists rather than by SQL alone.
    package static func applies(to query: ItemQuery) -> Bool { ItemMatchSetPlan(query) != nil }

    /// Lists every match is in.
    let included: [RowidList]
    /// Lists no match is in.
    let excluded: [RowidList]

    init?(_ query: ItemQuery, usingBigrams: Bool = true) {
        guard query.order.isNewestFirst, !query.clauses.isEmpty else { return nil }
        var included: [RowidList] = []
        var excluded: [RowidList] = []
        var textClauses: [ItemTextIndex: [ItemQueryClause]] = [:]
        var textIndexes: [ItemTextIndex] = []
        for clause in query.clauses {
            if clause.alternatives.count == 1, let predicate = clause.alternatives.first,
                case let .tag(name) = predicate.kind
            {
                let list = RowidList(
                    sql: "SELECT item_rowid FROM item_tag WHERE name = ? ORDER BY item_rowid",
                    arguments: [name.databaseValue])
                if predicate.isNegated { excluded.append(list) } else { included.append(list) }
                continue
            }
            guard let index = Self.index(of: clause, usingBigrams: usingBigrams) else { return nil }
            if textClauses[index] == nil { textIndexes.append(index) }
            textClauses[index, default: []].append(clause)
        }
        for index in textIndexes {
            let clauses = textClauses[index] ?? []
            if let (_, expression) = ItemFullTextExpression.make(
                for: ItemQuery(clauses: clauses), usingBigrams: usingBigrams)
            {
                included.append(Self.matches(expression, in: index))
                continue
            }
            // Only exclusions on this index: each is a list of its own to subtract.
            for clause in clauses {
                guard clause.alternatives.count == 1, let predicate = clause.alternatives.first, predicate.isNegated,
                    let (_, expression) = ItemFullTextExpression.make(
                        for: ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(predicate.kind)])]),
                        usingBigrams: usingBigrams)
                else { return nil }
                excluded.append(Self.matches(expression, in: index))
            }
        }
        guard !included.isEmpty else { return nil }
        self.included = included
        self.excluded = excluded
    }

    /// The rowids of the matches, ascending.
    func rowids(in db: Database) throws -> [Int64] {
        var lists = try included.map { try Self.read($0, in: db) }
        lists.sort { $0.count < $1.count }
        var matches = lists.removeFirst()
        for list in lists where !matches.isEmpty { matches = SortedRowids.intersection(matches, list) }
        for list in excluded where !matches.isEmpty {
            matches = SortedRowids.subtracting(try Self.read(list, in: db), from: matches)
        }
        return matches
    }

    /// The page of `matches`, newest first: `walking` (see `ItemSearchSQL.walksNewestFirst`)
    /// walks the newest-first index asking `viper_is_match`; otherwise the matches are looked
    /// up by rowid (passed as a JSON array) and sorted. Takes the JSON array (walking: nothing),
    /// then the limit and the offset.
    static func pageSQL(walking: Bool) -> String {
        let orderBy = ItemSearchSQL.orderBy(.newest)
        let condition =
            walking ? "\(ItemMatchSetFunction.name)(+item.rowid)" : "item.rowid IN (SELECT value FROM json_each(?))"
        return """
            SELECT \(ItemRowReader.columns) FROM item WHERE item.rowid IN (
                SELECT item.rowid FROM item WHERE \(condition) ORDER BY \(orderBy) LIMIT ? OFFSET ?
            ) ORDER BY \(orderBy)
            """
    }

    /// The index every predicate of `clause` is found by, if they all are by the same one.
    private static func index(of clause: ItemQueryClause, usingBigrams: Bool) -> ItemTextIndex? {
        var found: ItemTextIndex?
        for predicate in clause.alternatives {
            guard let (_, text) = ItemFullTextExpression.text(of: predicate.kind),
                let index = ItemTextIndex.lookup(for: text, usingBigrams: usingBigrams)?.index,
                found == nil || found == index
            else { return nil }
            found = index
        }
        return found
    }

    private static func matches(_ expression: String, in index: ItemTextIndex) -> RowidList {
        RowidList(
            sql: "SELECT rowid FROM \(index.tableName) WHERE \(index.tableName) MATCH ? ORDER BY rowid",
            arguments: [expression.databaseValue])
    }

    private static func read(_ list: RowidList, in db: Database) throws -> [Int64] {
        var rowids: [Int64] = []
        // Read in place (lists of hundreds of thousands); a tag given twice in different case
        // repeats its rows, side by side, and each is kept once.
        try db.cachedStatement(sql: list.sql).scan(arguments: StatementArguments(list.arguments)) { row in
            let rowid = row.int64(at: 0)
            if rowid != rowids.last { rowids.append(rowid) }
        }
        return rowids
    }
}
