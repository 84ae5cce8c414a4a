import CSQLite

/// One connection to a database file, used by one thread at a time: every access takes its lock,
/// so a queue can be shared between threads (GRDB's `DatabaseQueue`).
public final class DatabaseQueue: @unchecked Sendable {
    private let lock = ConnectionLock()
    /// Guarded by `lock`, except for `interrupt`, which SQLite allows from any thread.
    private let database: Database
    private let connection: OpaquePointer
    /// Written under both locks, so that `interrupt` (under `closing` only) never reaches a
    /// closed connection.
    private var isClosed = false
    private let closing = ConnectionLock()

    /// Opens (or, unless read-only, creates) the file at `path`.
    public init(path: String, configuration: Configuration = Configuration()) throws {
        database = try Database(path: path, configuration: configuration)
        connection = database.connection
    }

    deinit { if !isClosed { database.close() } }

    /// Runs `body` on the connection, outside any transaction the queue opens.
    public func inDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        try lock.withLock {
            guard !isClosed else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "Connection is closed") }
            return try body(database)
        }
    }

    /// Runs `body` outside a transaction (it may open its own).
    public func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try inDatabase(body)
    }

    /// Runs `body` in a transaction (`IMMEDIATE` unless read-only), committed unless it throws.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try inDatabase { db in
            var result: T?
            try db.inTransaction {
                result = try body(db)
                return .commit
            }
            return result!
        }
    }

    /// Runs `body` in a transaction of the given kind, which `body` commits or rolls back.
    public func inTransaction(
        _ kind: TransactionKind? = nil, _ body: (Database) throws -> TransactionCompletion
    ) throws {
        try inDatabase { db in try db.inTransaction(kind) { try body(db) } }
    }

    /// Runs `body` in a `DEFERRED` transaction with writes refused (`PRAGMA query_only`): a
    /// consistent snapshot, as GRDB's `read`.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try inDatabase { db in
            try db.readOnly {
                if db.isInsideTransaction { return try body(db) }
                var result: T?
                try db.inTransaction(.deferred) {
                    result = try body(db)
                    return .commit
                }
                return result!
            }
        }
    }

    /// Makes the statement running now (on whatever thread) stop with `SQLITE_INTERRUPT`; does
    /// nothing once the queue is closed.
    public func interrupt() {
        closing.withLock { if !isClosed { sqlite3_interrupt(connection) } }
    }

    /// Closes the connection; any later use throws `SQLITE_MISUSE`.
    public func close() throws {
        lock.withLock {
            closing.withLock {
                guard !isClosed else { return }
                isClosed = true
                database.close()
            }
        }
    }
}
