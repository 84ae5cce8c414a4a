import CatalogueStore
import FoundationEssentials
import ItemsModel
import SQLiteKit
import ShellKit
import ViperShell

/// Times searches against an existing catalogue database in-process (newest first, or ranked,
/// with each page's snippets timed apart), the way the Items
/// module runs them: parse the query, then fetch page 1 (count and rows) from a warm store
/// that keeps nothing between searches (each repetition counts and reads its page again, as
/// a first search does and as the `sqlite3` peer does).
package struct SearchBenchmark {
    /// One query's result: how many items match and how long parse+search took.
    package struct Result: Sendable {
        package let query: String
        package let totalCount: Int
        package let latency: LatencySummary
        /// Whether the store merged rowid lists for it (`ItemMatchSetPlan`) instead of running SQL alone.
        package let merged: Bool
        /// How long finding one row's snippet took (`ItemSnippetFinder`, 80 columns), for a query with words.
        package let snippetPerRow: LatencySummary?
        /// Ranked only: the search on a store just opened, as a session's first ranked search
        /// pays it (what every ranking reads of the items, and the words' counts, read again).
        package let first: LatencySummary?
    }

    /// How many searches on a store just opened are timed for `Result.first`.
    package static let firstSearches = 5

    package let databasePath: String
    package let perPage: Int
    /// False answers every query with SQL alone (see `ItemMatchSetPlan`), to compare the plans.
    package let usesMatchSets: Bool
    /// How the pages are ordered: newest first, or `--sort rel`.
    package let order: ItemOrder

    package init(databasePath: String, perPage: Int = 20, usesMatchSets: Bool = true, order: ItemOrder = .newest) {
        self.databasePath = databasePath
        self.perPage = perPage
        self.usesMatchSets = usesMatchSets
        self.order = order
    }

    /// Runs each query `warmups` times unmeasured, then `repetitions` times measured.
    package func run(queries: [String], repetitions: Int, warmups: Int = 3) throws -> [Result] {
        let store = try ItemStore(path: databasePath, keepsSearches: false, usesMatchSets: usesMatchSets)
        let clock = ContinuousClock()
        return try queries.map { text in
            var total = 0
            var page: ItemPage?
            for _ in 0..<warmups { page = try search(text, in: store) }
            total = page?.totalCount ?? 0
            let timings = try (0..<repetitions).map { _ in
                try clock.measure { _ = try search(text, in: store) }.milliseconds
            }
            let query = try ItemQueryParser.parse(text)
            let merged = usesMatchSets && ItemMatchSetPlan.applies(to: query)
            let terms = query.bodyTerms
            var snippets: [Double] = []
            if let items = page?.items, !items.isEmpty, !terms.isEmpty {
                for _ in 0..<repetitions {
                    let elapsed = clock.measure {
                        for item in items { _ = ItemSnippetFinder.snippet(body: item.body, terms: terms, width: 80) }
                    }
                    snippets.append(elapsed.milliseconds / Double(items.count))
                }
            }
            var first: [Double] = []
            if order.isRelevance {
                for _ in 0..<Self.firstSearches {
                    let opened = try ItemStore(path: databasePath, keepsSearches: false, usesMatchSets: usesMatchSets)
                    first.append(try clock.measure { _ = try search(text, in: opened) }.milliseconds)
                }
            }
            return Result(
                query: text, totalCount: total, latency: LatencySummary(milliseconds: timings), merged: merged,
                snippetPerRow: snippets.isEmpty ? nil : LatencySummary(milliseconds: snippets),
                first: first.isEmpty ? nil : LatencySummary(milliseconds: first))
        }
    }

    /// The count and page SQL a query becomes, with its arguments inlined as SQL literals,
    /// so the `sqlite3` command-line shell can run exactly the same statements.
    /// Page 1's plan is the one the store picks on this database (see `ItemSearchSQL`).
    package func sql(for text: String) throws -> (count: String, page: String) {
        let query = try ItemQueryParser.parse(text)
        if order.isRelevance, let peer = ItemRankPlan.peerSQL(for: query, limit: perPage) {
            return ("SELECT 0", peer)
        }
        let store = try ItemStore(path: databasePath)
        let matches = try store.search(query, page: 1, perPage: perPage).totalCount
        let walking = ItemSearchSQL.walksNewestFirst(
            offset: 0, limit: perPage, items: try store.itemCountEstimate(), matches: matches)
        let sql = ItemSearchSQL(query)
        let countSQL = Self.inline(Self.literals(sql.countValues), into: sql.countSQL)
        let pageSQL = Self.inline(
            Self.literals(sql.values) + [String(perPage), "0"], into: sql.pageSQL(walkingNewestFirst: walking))
        return (countSQL, pageSQL)
    }

    private static func literals(_ values: [DatabaseValue]) -> [String] {
        values.map { value in
            switch value.storage {
            case let .string(string): "'" + string.replacing("'", with: "''") + "'"
            case let .int64(number): String(number)
            default: "NULL"
            }
        }
    }

    private func search(_ text: String, in store: ItemStore) throws -> ItemPage {
        var query = try ItemQueryParser.parse(text)
        query.order = order
        return try store.search(query, page: 1, perPage: perPage)
    }

    private static func inline(_ literals: [String], into sql: String) -> String {
        var remaining = literals[...]
        var result = ""
        for character in sql {
            if character == "?", let literal = remaining.popFirst() {
                result += literal
            } else {
                result.append(character)
            }
        }
        return result.replacing("\n", with: " ")
    }
}
