import CSQLite

/// How a transaction takes its locks (`BEGIN DEFERRED|IMMEDIATE|EXCLUSIVE`).
public enum TransactionKind: String, Sendable {
    case deferred = "DEFERRED"
    case immediate = "IMMEDIATE"
    case exclusive = "EXCLUSIVE"
}

/// What ends an `inTransaction` block.
public enum TransactionCompletion: Sendable {
    case commit
    case rollback
}

/// One SQLite connection, used under its `DatabaseQueue` only (as GRDB's `Database`): statements,
/// transactions, functions.
public final class Database {
    let connection: OpaquePointer
    public let configuration: Configuration
    private var statementCache: [String: Statement] = [:]
    private var queryOnlyDepth = 0

    /// Opens `path` as GRDB does: extended result codes, the busy mode, `foreign_keys`, a read of
    /// `sqlite_master` (so a file that is not a database fails here), then the preparations.
    init(path: String, configuration: Configuration) throws {
        var handle: OpaquePointer?
        // Multi-thread mode (GRDB's too): a connection is only ever used under its queue's lock, so
        // SQLite's own mutex around every call (each column read of each row) is not needed.
        let flags =
            (configuration.readonly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE))
            | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = DatabaseError(code: code, connection: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        connection = handle
        self.configuration = configuration
        sqlite3_extended_result_codes(handle, 1)
        do {
            if case let .timeout(seconds) = configuration.busyMode {
                sqlite3_busy_timeout(handle, Int32(min(seconds * 1000, Double(Int32.max))))
            }
            if configuration.foreignKeysEnabled { try execute(sql: "PRAGMA foreign_keys = ON") }
            _ = try Row.fetchOne(makeStatement(sql: "SELECT * FROM sqlite_master LIMIT 1"))
            for preparation in configuration.preparations { try preparation(self) }
        } catch {
            close()
            throw error
        }
    }

    /// Finalizes the cached statements and closes the connection (statements still held
    /// elsewhere keep it open until they go: `sqlite3_close_v2`).
    func close() {
        statementCache.removeAll()
        sqlite3_close_v2(connection)
    }

    /// Prepares one statement.
    public func makeStatement(sql: String) throws -> Statement { try Statement(database: self, sql: sql) }

    /// The statement for `sql`, prepared once per connection and reused.
    public func cachedStatement(sql: String) throws -> Statement {
        if let statement = statementCache[sql] { return statement }
        let statement = try makeStatement(sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs `sql`, which may hold several statements; `arguments` fill their parameters in order.
    public func execute(sql: String, arguments: StatementArguments = []) throws {
        var remaining = arguments.values[...]
        try sql.withCString { cString in
            var start = cString
            while start.pointee != 0 {
                var handle: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(connection, start, -1, &handle, &tail)
                guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection, sql: sql) }
                defer { sqlite3_finalize(handle) }
                guard let handle, let tail else { break }  // only blanks or comments were left
                let count = Int(sqlite3_bind_parameter_count(handle))
                let statement = UnpreparedStatement(handle: handle, sql: String(cString: sqlite3_sql(handle)))
                try statement.run(in: self, arguments: StatementArguments(Array(remaining.prefix(count))))
                remaining = remaining.dropFirst(count)
                start = tail
            }
        }
        guard remaining.isEmpty else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "too many statement arguments", sql: sql)
        }
    }

    /// The rowid of the last row inserted on this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }
    /// The rows the last statement changed.
    public var changesCount: Int { Int(sqlite3_changes(connection)) }
    /// The rows changed since the connection opened.
    public var totalChangesCount: Int { Int(sqlite3_total_changes(connection)) }
    /// Whether a transaction is open.
    public var isInsideTransaction: Bool { sqlite3_get_autocommit(connection) == 0 }
    /// Whether writes are refused: opened read-only, or inside a `read`.
    public var isReadOnly: Bool { configuration.readonly || queryOnlyDepth > 0 }

    /// `BEGIN`: by default `IMMEDIATE` (writes cannot overlap, so no upgrade from a read lock
    /// fails with `SQLITE_BUSY`), `DEFERRED` on a read-only connection, as GRDB chooses.
    public func beginTransaction(_ kind: TransactionKind? = nil) throws {
        let kind = kind ?? (isReadOnly ? .deferred : .immediate)
        try execute(sql: "BEGIN \(kind.rawValue) TRANSACTION")
    }

    public func commit() throws { try execute(sql: "COMMIT TRANSACTION") }

    /// Rolls back the open transaction, if SQLite has not already.
    public func rollback() throws {
        guard isInsideTransaction else { return }
        try execute(sql: "ROLLBACK TRANSACTION")
    }

    /// Runs `operations` in a transaction, committed or rolled back as they say; an error rolls
    /// back and is rethrown, as is a failed commit.
    public func inTransaction(
        _ kind: TransactionKind? = nil, _ operations: () throws -> TransactionCompletion
    ) throws {
        try beginTransaction(kind)
        do {
            switch try operations() {
            case .commit: try commit()
            case .rollback: try rollback()
            }
        } catch {
            try? rollback()
            throw error
        }
    }

    /// Runs `block` with writes refused (`PRAGMA query_only`), unless the connection is read-only.
    func readOnly<T>(_ block: () throws -> T) throws -> T {
        if configuration.readonly { return try block() }
        if queryOnlyDepth == 0 { try execute(sql: "PRAGMA query_only = 1") }
        queryOnlyDepth += 1
        defer {
            queryOnlyDepth -= 1
            if queryOnlyDepth == 0 { try? execute(sql: "PRAGMA query_only = 0") }
        }
        return try block()
    }

    /// Registers `function` for SQL on this connection.
    public func add(function: DatabaseFunction) {
        do { try function.register(on: connection) } catch { fatalError("\(error)") }
    }

    /// Runs C code on this connection that returns SQLite's result code, which throws unless
    /// SQLITE_OK: what SQLiteKit cannot express, as an FTS5 auxiliary function's registration.
    public func withConnection(_ body: (OpaquePointer) -> Int32) throws {
        let code = body(connection)
        guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection) }
    }

    /// Whether a table (or view) named `name` exists in the main schema.
    public func tableExists(_ name: String) throws -> Bool {
        try Int.fetchOne(
            cachedStatement(sql: "SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?"),
            arguments: [name]) != nil
    }
}

/// A statement of a multi-statement `execute`, finalized by its caller.
private struct UnpreparedStatement {
    let handle: OpaquePointer
    let sql: String

    func run(in database: Database, arguments: StatementArguments) throws {
        for (offset, value) in arguments.values.enumerated() {
            let index = Int32(offset + 1)
            switch value.storage {
            case .null: sqlite3_bind_null(handle, index)
            case let .int64(number): sqlite3_bind_int64(handle, index, number)
            case let .double(number): sqlite3_bind_double(handle, index, number)
            case let .string(text): sqlite3_bind_text(handle, index, text, -1, viper_sqlite_transient())
            case let .blob(bytes):
                bytes.withUnsafeBytes {
                    _ = sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), viper_sqlite_transient())
                }
            }
        }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            if code != SQLITE_ROW { throw DatabaseError(code: code, connection: database.connection, sql: sql) }
        }
    }
}
