import ItemsModel
import SQLiteKit

extension ItemStore {
    /// A page of `query` by relevance: its matches as the other orders find them, ranked by
    /// `ItemRankPlan` (kept while the database is unchanged, so paging ranks once), then the
    /// page's rows read by rowid in that order. `offset` nil: past any page there can be.
    func rankedPage(
        _ query: ItemQuery, page: Int, perPage: Int, offset: Int?, marks: ItemMarks, keeps: Bool, db: Database
    ) throws -> ItemPage {
        let key = ItemSearchCache.countKey(query)
        let (sum, overflowed) = (offset ?? 0).addingReportingOverflow(perPage)
        let needed = overflowed ? Int.max : sum
        var ranking = keeps ? searches.withLock { $0.ranking(key) } : nil
        if let kept = ranking, kept.matches.count < min(kept.count, needed) { ranking = nil }
        if ranking == nil {
            // What every ranking needs is kept even by a store that keeps no pages (the search
            // benchmark): it depends on the data only, so it goes when `data_version` moves.
            if !keeps {
                let version = try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
                searches.withLock { $0.use(dataVersion: version) }
            }
            var statics = searches.withLock { $0.statics }
            if statics == nil {
                statics = try RankStatics.read(db)
                searches.withLock { $0.statics = statics }
            }
            // Deep enough for the pages a reader pages through; a page past it ranks again, deeper.
            let deeper = needed.multipliedReportingOverflow(by: 2)
            let wanted = needed <= RankingWeights.rankedPrefix || deeper.overflow ? needed : deeper.partialValue
            var frequencies = searches.withLock { $0.frequencies }
            let plan = ItemRankPlan(query)
            let found = try plan.rank(
                matchSet: { try matchRowids(of: query, marks: marks, db: db) }, statics: statics ?? RankStatics(),
                frequencies: &frequencies, depth: max(RankingWeights.rankedPrefix, wanted), from: offset, in: db)
            searches.withLock { $0.frequencies = frequencies }
            if keeps { searches.withLock { $0.keep(ranking: found, for: key) } }
            ranking = found
        }
        let ranked = ranking?.matches ?? []
        let total = ranking?.count ?? 0
        guard let offset, offset < total, offset < ranked.count else {
            return ItemPage(items: [], totalCount: total, page: page, perPage: perPage)
        }
        let shown = ranked[offset..<min(offset + perPage, ranked.count)]
        let json = "[" + shown.map { String($0.rowid) }.joined(separator: ",") + "]"
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: """
                SELECT \(ItemRowReader.columns) FROM json_each(?) AS page JOIN item ON item.rowid = page.value
                ORDER BY page.key
                """), arguments: [json])
        let items = try rows.map(ItemRowReader.item(from:))
        var found = ItemPage(items: items, totalCount: total, page: page, perPage: perPage)
        for (item, match) in zip(items, shown) { found.scores[item.id] = match.score }
        return found
    }

    /// The rowids of every match of `query`, ascending, by the plan newest first would use.
    private func matchRowids(of query: ItemQuery, marks: ItemMarks, db: Database) throws -> [Int64] {
        var unordered = query
        unordered.order = .newest
        if usesMatchSets, let plan = ItemMatchSetPlan(unordered) { return try plan.rowids(in: db) }
        let sql = ItemSearchSQL(unordered, marks: marks)
        return try Int64.fetchAll(
            db.cachedStatement(sql: "SELECT item.rowid FROM item \(sql.whereClause) ORDER BY item.rowid"),
            arguments: sql.arguments)
    }
}
