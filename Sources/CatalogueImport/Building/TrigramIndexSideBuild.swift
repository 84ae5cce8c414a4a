import CatalogueStore
import Dispatch
import SQLiteKit
import ShellKit
import Synchronization

/// An import's trigram index, built on a thread of its own in a database file of its own while
/// the import writes everything else, then copied into the catalogue being built.
///
/// FTS5 building the trigram index is the largest part of an import, and one SQLite connection
/// does its work on one core: built apart, it runs beside the rows, the pair index and the
/// decoding of the JSON. The side file's table is made by the catalogue's own statement for
/// `item_fts`, so its shadow tables (`item_fts_data`, `_idx`, `_docsize`) hold exactly the rows
/// the catalogue's table would have held; `copy(into:)` moves them over whole (SQLite copies
/// such rows without decoding them), and the catalogue's table then reads them as its own.
package final class TrigramIndexSideBuild: ItemTrigramIndexing {
    /// One change to the index, in the order the import made it.
    private enum Change: Sendable {
        case add(rowid: Int64, title: String, body: String)
        case remove(rowid: Int64, title: String, body: String)
    }

    /// Why the side thread stopped, when it failed: set there, read by the import's thread.
    private final class FailureReason: Sendable {
        let reason = Mutex<String?>(nil)
    }

    /// Changes handed over together (one handoff per item would cost more than it saves).
    static let batchSize = 256
    /// Batches the side thread may fall behind by: each holds its items' text alive, so 32
    /// took 9 MB more of an import's peak memory than 8, for no time gained.
    static let depth = 8
    /// The alias of the side file when it is attached to copy it.
    static let schemaName = "trigram_side"

    /// The side file.
    package let path: String
    private let handoff = HandoffQueue<[Change]>(depth: depth)
    private let finished = DispatchSemaphore(value: 0)
    private let failure = FailureReason()
    /// The side file's connection: used by the side thread alone while it runs, interrupted
    /// from here to stop it, closed here once it ended.
    private let database: DatabaseQueue
    private var pending: [Change] = []
    /// Whether the side thread was started and not yet waited for.
    private var isRunning = false
    private var isClosed = false
    /// Whether `stop()` was called: from then on every change is refused as "stopped",
    /// whatever the side thread was doing when it was interrupted.
    private var wasStopped = false

    /// Creates the side file at `path` (replacing what a killed import left there) with the
    /// table `definition` (the catalogue's `CREATE VIRTUAL TABLE item_fts …`), and starts the
    /// thread that fills it, gathering up to `hashSize` bytes of index in memory before
    /// writing a segment.
    package init(path: String, definition: String, hashSize: Int) throws {
        self.path = path
        ItemStoreBuilder.removeDatabase(at: path)
        let database = try Self.open(path, definition: definition, hashSize: hashSize)
        self.database = database
        let handoff = handoff, finished = finished, failure = failure
        DetachedThread.start {
            do {
                try Self.fill(database, from: handoff)
            } catch {
                // Once stopped, SQLite's "interrupted" (or whatever stopping cut short) is not
                // a failure of the build: the stop is what the import asked for.
                if !handoff.isStopped { failure.reason.withLock { $0 = ItemStore.reason(for: error) } }
                handoff.stop()
            }
            finished.signal()
        }
        isRunning = true
    }

    deinit {
        stop()
    }

    package func add(rowid: Int64, title: String, body: String) throws {
        try hand(.add(rowid: rowid, title: title, body: body))
    }

    package func remove(rowid: Int64, title: String, body: String) throws {
        try hand(.remove(rowid: rowid, title: title, body: body))
    }

    /// Hands over the last changes: the side thread then merges the index while the caller
    /// goes on with other work.
    package func handOverLast() throws {
        guard !isClosed else { return }
        isClosed = true
        if !pending.isEmpty, !handoff.put(pending) { throw refusal() }
        pending = []
        handoff.close()
    }

    /// Waits until the side file holds the whole index, merged into one segment; throws what
    /// stopped the side thread.
    package func finish() throws {
        if wasStopped { throw refusal() }
        try handOverLast()
        waitForThread()
        try throwFailure()
    }

    /// Stops the side thread (an import that failed or was cancelled) and waits for it: SQLite
    /// is interrupted, so that this does not wait for an index merge to end. The caller removes
    /// the file.
    package func stop() {
        wasStopped = true
        guard isRunning else { return }
        handoff.stop()
        database.interrupt()
        waitForThread()
    }

    /// Replaces the trigram index of `db` (empty: the import never wrote to it) with the side
    /// file's, which `finish()` completed. Outside any transaction of `db`: SQLite attaches files
    /// only there.
    package func copy(into db: Database) throws {
        try db.execute(sql: "ATTACH DATABASE ? AS \(Self.schemaName)", arguments: [path])
        do {
            try db.inTransaction {
                let tables = try Self.shadowTables(in: Self.schemaName, db)
                guard tables == (try Self.shadowTables(in: "main", db)) else {
                    throw DatabaseError(message: "the side file's trigram index is not the catalogue's")
                }
                for table in tables {
                    let name = table.quotedDatabaseIdentifier
                    try db.execute(sql: "DELETE FROM main.\(name)")
                    try db.execute(sql: "INSERT INTO main.\(name) SELECT * FROM \(Self.schemaName).\(name)")
                }
                return .commit
            }
        } catch {
            try? db.execute(sql: "DETACH DATABASE \(Self.schemaName)")
            throw error
        }
        try db.execute(sql: "DETACH DATABASE \(Self.schemaName)")
    }

    /// The shadow tables of `item_fts` in the schema `schema` that hold the index (not its settings).
    private static func shadowTables(in schema: String, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT name FROM \(schema).sqlite_master
                WHERE type = 'table' AND name LIKE 'item\\_fts\\_%' ESCAPE '\\' AND name != 'item_fts_config'
                ORDER BY name
                """)
    }

    private func hand(_ change: Change) throws {
        if wasStopped { throw refusal() }
        pending.append(change)
        guard pending.count >= Self.batchSize else { return }
        guard handoff.put(pending) else { throw refusal() }
        pending = []
        pending.reserveCapacity(Self.batchSize)
    }

    /// Waits for the side thread to end, then closes its connection.
    private func waitForThread() {
        guard isRunning else { return }
        finished.wait()
        isRunning = false
        try? database.close()
    }

    /// What stopped the side thread, as SQLite's error: the builder then names the catalogue
    /// being imported (the side file is its own business).
    private func throwFailure() throws {
        guard let reason = failure.reason.withLock({ $0 }) else { return }
        throw DatabaseError(message: reason)
    }

    /// The error for changes the side thread no longer takes: what stopped it, or that it was stopped.
    private func refusal() -> DatabaseError {
        if wasStopped { return DatabaseError(message: Self.stoppedReason) }
        return DatabaseError(message: failure.reason.withLock { $0 } ?? Self.stoppedReason)
    }

    /// Why a stopped build refuses changes.
    static let stoppedReason = "the trigram index build was stopped"

    /// The side file, written as the catalogue being built is: no journal, no syncs.
    private static func open(_ path: String, definition: String, hashSize: Int) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
        }
        let database = try DatabaseQueue(path: path, configuration: configuration)
        try database.writeWithoutTransaction { db in
            try db.execute(sql: definition)
            try FTSBulkLoad.start(of: "item_fts", hashSize: hashSize, in: db)
        }
        return database
    }

    /// Applies the changes as they arrive, in one transaction, then merges the index; a stopped
    /// handoff leaves the file for the caller to remove.
    private static func fill(_ database: DatabaseQueue, from handoff: HandoffQueue<[Change]>) throws {
        try database.writeWithoutTransaction { db in
            try db.inTransaction {
                let index = try InDatabaseTrigramIndex(db: db)
                while let changes = handoff.take() {
                    for change in changes {
                        switch change {
                        case let .add(rowid, title, body): try index.add(rowid: rowid, title: title, body: body)
                        case let .remove(rowid, title, body): try index.remove(rowid: rowid, title: title, body: body)
                        }
                    }
                }
                guard !handoff.isStopped else { return .rollback }
                try db.execute(sql: "INSERT INTO item_fts(item_fts) VALUES('optimize')")
                return .commit
            }
        }
    }
}
