import CRanking
import FoundationEssentials
import Glibc
import ItemsModel
import SQLiteKit
import ShellKit
import Synchronization

/// A SQLite catalogue of items for one source, with a trigram FTS5 index and a pair index
/// for two-character terms.
///
/// One `DatabaseQueue` serialises every access, so the store can be shared across tasks;
/// other processes wait up to `busyTimeout` for a lock. Every SQLite error comes out as an
/// `ItemStoreError` naming the file and the operation.
package final class ItemStore: Sendable {
    /// The largest page `search` serves (Qiita's own limit).
    package static let maximumPerPage = 100
    package static let busyTimeout: Double = 5

    package let path: String
    let database: DatabaseQueue
    /// The file's inode when it was opened: an import in another process replaces the file.
    private let inode: UInt64?
    /// A read-only connection of its own for tab completion, opened on first use: completion
    /// never waits behind a page being prepared on the main connection.
    private let completionConnection = Mutex<DatabaseQueue?>(nil)
    /// Counts and pages of recent searches, while no connection has written (see `ItemSearchCache`).
    let searches = Mutex(ItemSearchCache())
    /// False makes every search count and read its page again (the search benchmark).
    private let keepsSearches: Bool
    /// What `viper_is_match` asks while a page of an `ItemMatchSetPlan` is read.
    private let matchSet = ItemMatchSetFunction()
    /// False answers every query with its SQL plan (tests compare the two plans).
    let usesMatchSets: Bool
    /// Reads Japanese compound nouns, whose spellings apart a search finds too (`ItemQueryWidening`).
    let segmenter: JapaneseSegmenter

    /// Opens the catalogue at `path`, creating the file and its tables when needed.
    /// `keepsSearches` false keeps no counts or pages between searches; `usesMatchSets` false
    /// leaves every query to SQL (see `ItemMatchSetPlan`). `segmenter` reads Japanese compound nouns.
    package init(
        path: String, keepsSearches: Bool = true, usesMatchSets: Bool = true,
        segmenter: JapaneseSegmenter = .shared
    ) throws(ItemStoreError) {
        self.path = path
        self.segmenter = segmenter
        self.keepsSearches = keepsSearches
        self.usesMatchSets = usesMatchSets
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(Self.busyTimeout)
            let function = matchSet.function
            configuration.prepareDatabase { db in
                db.add(function: function)
                try db.withConnection(viper_rank_register)
            }
            let database = try DatabaseQueue(path: path, configuration: configuration)
            let migrator = ItemStoreSchema.migrator
            if try database.read({ db in try migrator.hasBeenSuperseded(db) }) {
                throw ItemStoreOpeningProblem.newerSchema
            }
            if !Self.hasCurrentFileFormat(path) { throw ItemStoreOpeningProblem.oldFileFormat }
            try migrator.migrate(database)
            // Read the schema's own table once: a file damaged past its first page fails here.
            _ = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM catalogue_meta") }
            self.database = database
            self.inode = FileIdentity(path: path)?.inode
        } catch {
            if Self.isDamage(error) { throw .damaged(path: path, reason: Self.reason(for: error)) }
            throw .cannotOpen(path: path, reason: Self.reason(for: error))
        }
    }

    /// Whether the file at `path` is no longer the one this store opened (an import replaced it,
    /// or it was moved away): the store still reads the old one, so the caller should reopen.
    package var wasReplacedOnDisk: Bool {
        FileIdentity(path: path)?.inode != inode
    }

    /// Whether the header's schema format number (bytes 44–47) is 4, as SQLite writes every
    /// new database: 1–3 would make SQLite read descending indexes as ascending, silently
    /// reversing the newest-first order. An empty file (nothing written yet) passes.
    private static func hasCurrentFileFormat(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 48)
        let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 48, 0) }
        guard count == 48 else { return true }
        return header[44] == 0 && header[45] == 0 && header[46] == 0 && header[47] == 4
    }

    /// Runs `body` in one read transaction: one snapshot of the file for a count and its page.
    /// Not `DatabaseQueue.read`, which brackets each read with `PRAGMA query_only`: SQLite
    /// expires every prepared statement when a flag pragma runs, so every search compiled its
    /// statements again (a fifth of a listing's time on the demo catalogue).
    func readSnapshot<T>(_ body: (Database) throws -> T) throws -> T {
        try database.inDatabase { db in
            try db.beginTransaction(.deferred)
            do {
                let value = try body(db)
                try db.commit()
                return value
            } catch {
                try? db.rollback()
                throw error
            }
        }
    }

    /// Runs `body` on the completion connection.
    func readForCompletion<T>(_ body: (Database) throws -> T) throws -> T {
        let queue = try completionConnection.withLock { slot -> DatabaseQueue in
            if let slot { return slot }
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(0.05)
            let opened = try DatabaseQueue(path: path, configuration: configuration)
            slot = opened
            return opened
        }
        return try queue.read(body)
    }

    /// What the last import (`ItemStoreBuilder`) recorded (nil when nothing ever was).
    package func sourceFingerprint() throws(ItemStoreError) -> String? {
        try perform(.readingFingerprint) {
            try readSnapshot { db in
                try String.fetchOne(
                    db, sql: "SELECT value FROM catalogue_meta WHERE key = ?",
                    arguments: [ItemStoreSchema.fingerprintKey]
                )
            }
        }
    }

    /// Inserts the items, replacing those with the same id; the fingerprint is left alone.
    package func upsert(_ items: [QiitaItem]) throws(ItemStoreError) {
        forgetSearches()
        defer { forgetSearches() }
        try perform(.saving) {
            try database.write { db in
                let writer = try ItemRowWriter(db: db)
                for item in items {
                    try writer.write(item)
                }
            }
        }
    }

    /// Whether the page is kept from an earlier search (as of the last `data_version` seen): the
    /// next search of it reads no rows unless the database changed meanwhile.
    package func keepsPage(of query: ItemQuery, page: Int, perPage: Int) -> Bool {
        guard keepsSearches, !query.usesMarks else { return false }
        let searched = ItemQueryWidening(query, segmenter: segmenter).query
        let key = ItemSearchCache.pageKey(searched, page: page, perPage: perPage)
        return searches.withLock { $0.page(key) != nil }
    }

    /// One page of the items matching `query`, in its order (newest first unless told). A page past the end is empty but
    /// still carries the total. `page` counts from 1; `perPage` is 1…`maximumPerPage`. `marks`
    /// answers the query's `is:` qualifiers. Japanese compound nouns are found written apart
    /// too (`ItemQueryWidening`); the page says which spellings were added.
    package func search(
        _ query: ItemQuery, page: Int, perPage: Int, marks: ItemMarks = .none
    ) throws(ItemStoreError) -> ItemPage {
        let widening = ItemQueryWidening(query, segmenter: segmenter)
        var found = try search(widened: widening.query, page: page, perPage: perPage, marks: marks)
        found.alsoSearched = widening.added
        found.compoundsUnsplit = widening.unsplit
        return found
    }

    private func search(
        widened query: ItemQuery, page: Int, perPage: Int, marks: ItemMarks
    ) throws(ItemStoreError) -> ItemPage {
        guard page >= 1 else { throw .invalidPage(page) }
        guard (1...Self.maximumPerPage).contains(perPage) else { throw .invalidPerPage(perPage) }
        let (offset, overflowed) = (page - 1).multipliedReportingOverflow(by: perPage)
        let keeps = keepsSearches && !query.usesMarks
        let key = ItemSearchCache.pageKey(query, page: page, perPage: perPage)
        let dataVersion = { (db: Database) throws -> Int64 in
            try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
        }
        return try perform(.searching) {
            if keeps {
                // A page kept is served without a transaction: one pragma says whether it still holds.
                let version = try database.inDatabase(dataVersion)
                if let kept = searches.withLock({ cache in
                    cache.use(dataVersion: version); return cache.page(key)
                }) {
                    return kept
                }
            }
            return try readSnapshot { db in
                // Asked again in the snapshot: another shell may have written since, and counts
                // kept before must not go with this snapshot's rows.
                if keeps {
                    let version = try dataVersion(db)
                    searches.withLock { $0.use(dataVersion: version) }
                }
                if query.order.isRelevance {
                    let found = try rankedPage(
                        query, page: page, perPage: perPage, offset: overflowed ? nil : offset, marks: marks,
                        keeps: keeps, db: db)
                    if keeps { searches.withLock { $0.keep(found, for: key) } }
                    return found
                }
                if usesMatchSets, let plan = ItemMatchSetPlan(query) {
                    let found = try matchSetPage(
                        plan, page: page, perPage: perPage, offset: overflowed ? nil : offset, db: db)
                    if keeps { searches.withLock { $0.keep(found, for: key) } }
                    return found
                }
                let sql = ItemSearchSQL(query, marks: marks)
                let total = try count(of: query, sql: sql, db: db)
                var items: [QiitaItem] = []
                if !overflowed && offset < total {
                    let walking = ItemSearchSQL.walksNewestFirst(
                        offset: offset, limit: perPage, items: try Self.itemCountEstimate(db), matches: total)
                    items = try Row.fetchAll(
                        db.cachedStatement(sql: sql.pageSQL(walkingNewestFirst: walking)),
                        arguments: sql.arguments + [perPage, offset]
                    )
                    .map(ItemRowReader.item(from:))
                }
                let found = ItemPage(items: items, totalCount: total, page: page, perPage: perPage)
                if keeps { searches.withLock { $0.keep(found, for: key) } }
                return found
            }
        }
    }

    /// A page of a query answered by merging lists of rowids (see `ItemMatchSetPlan`). No count
    /// is kept for it: every page needs the merged list, whose length is the count.
    /// `offset` nil: past any page there can be.
    private func matchSetPage(
        _ plan: ItemMatchSetPlan, page: Int, perPage: Int, offset: Int?, db: Database
    ) throws -> ItemPage {
        let matches = try plan.rowids(in: db)
        guard let offset, offset < matches.count else {
            return ItemPage(items: [], totalCount: matches.count, page: page, perPage: perPage)
        }
        let walking = ItemSearchSQL.walksNewestFirst(
            offset: offset, limit: perPage, items: try Self.itemCountEstimate(db), matches: matches.count)
        let statement = try db.cachedStatement(sql: ItemMatchSetPlan.pageSQL(walking: walking))
        let rows: [Row]
        if walking {
            rows = try matchSet.with(matches) { try Row.fetchAll(statement, arguments: [perPage, offset]) }
        } else {
            let json = "[" + matches.map(String.init).joined(separator: ",") + "]"
            rows = try Row.fetchAll(statement, arguments: [json, perPage, offset])
        }
        return ItemPage(
            items: try rows.map(ItemRowReader.item(from:)), totalCount: matches.count, page: page, perPage: perPage)
    }

    /// About how many items the catalogue holds, without counting them: what the page plan of
    /// `search` is chosen by.
    package func itemCountEstimate() throws(ItemStoreError) -> Int {
        try perform(.counting) { try readSnapshot(Self.itemCountEstimate) }
    }

    /// The largest rowid (rows are numbered from 1 and a full import starts again from 1).
    private static func itemCountEstimate(_ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(rowid) FROM item")) ?? 0
    }

    /// The query's match count, kept while the database is unchanged (a query with `is:`
    /// depends on the user's marks too, and is counted each time). `search` has already told
    /// the cache the current `data_version`.
    private func count(of query: ItemQuery, sql: ItemSearchSQL, db: Database) throws -> Int {
        let countNow = {
            try Int.fetchOne(db.cachedStatement(sql: sql.countSQL), arguments: StatementArguments(sql.countValues)) ?? 0
        }
        guard keepsSearches && !query.usesMarks else { return try countNow() }
        let key = ItemSearchCache.countKey(query)
        if let known = searches.withLock({ $0.count(key) }) { return known }
        let total = try countNow()
        searches.withLock { $0.keep(count: total, for: key) }
        return total
    }

    /// Forgets counts and pages: this store is about to write.
    func forgetSearches() {
        searches.withLock { $0.forget() }
    }

    /// How many items the catalogue holds.
    package func count() throws(ItemStoreError) -> Int {
        try perform(.counting) {
            try readSnapshot { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") ?? 0 }
        }
    }

    func perform<T>(_ operation: ItemStoreError.Operation, _ body: () throws -> T) throws(ItemStoreError) -> T {
        do {
            return try body()
        } catch ItemStoreError.cancelled {
            throw .cancelled
        } catch {
            if Self.isDamage(error) { throw .damaged(path: path, reason: Self.reason(for: error)) }
            throw .failed(path: path, operation: operation, reason: Self.reason(for: error))
        }
    }

    /// Whether the file itself is bad (not a locked or full disk, which pass): SQLite says it is
    /// corrupt, not a database or of a format it does not know, or a stored row does not read
    /// back as the shell wrote it.
    private static func isDamage(_ error: any Error) -> Bool {
        if error is ItemStoreOpeningProblem || error is ItemRowDamage || error is RowDecodingError { return true }
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
            || (error.resultCode == .SQLITE_ERROR && error.message == "unsupported file format")
    }

    /// SQLite's own short message ("database is locked"), not the error's description with the SQL in it.
    package static func reason(for error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
        }
        return String(describing: error)
    }
}

/// Reasons to refuse a database file that SQLite itself opened fine.
private enum ItemStoreOpeningProblem: Error, CustomStringConvertible {
    case newerSchema
    case oldFileFormat

    package var description: String {
        switch self {
        case .newerSchema: "it was written by a newer version of viper-shell"
        case .oldFileFormat:
            "its header names an old SQLite file format, which would read its newest-first index backwards"
        }
    }
}
