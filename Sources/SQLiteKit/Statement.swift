import CSQLite

/// A prepared statement of one connection, used only under that connection's queue (as GRDB's).
public final class Statement {
    let handle: OpaquePointer
    /// Valid while the statement lives: `sqlite3_close_v2` waits for its statements.
    let connection: OpaquePointer
    /// The statement's SQL, as written.
    public let sql: String

    init(database: Database, sql: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v3(database.connection, sql, -1, 0, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw DatabaseError(code: code, connection: database.connection, sql: sql)
        }
        self.handle = handle
        connection = database.connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// The names of the result columns.
    public var columnNames: [String] {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// Runs the statement to its end, with `arguments` bound to its parameters.
    public func execute(arguments: StatementArguments = StatementArguments()) throws {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Resets the statement and binds `arguments`, which must fill every parameter but the last
    /// `leaving` (bound by the caller after).
    func bind(_ arguments: StatementArguments, leaving: Int = 0) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let count = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.values.count + leaving == count else {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE,
                message: "wrong number of statement arguments: \(arguments.values.count + leaving) for \(count)",
                sql: sql)
        }
        for (offset, value) in arguments.values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.storage {
            case .null: code = sqlite3_bind_null(handle, index)
            case let .int64(number): code = sqlite3_bind_int64(handle, index, number)
            case let .double(number): code = sqlite3_bind_double(handle, index, number)
            case let .string(text): code = sqlite3_bind_text(handle, index, text, -1, viper_sqlite_transient())
            case let .blob(bytes):
                code = bytes.withUnsafeBytes {
                    sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), viper_sqlite_transient())
                }
            }
            guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection, sql: sql) }
        }
    }

    /// Ends a run early: the statement's read lock is released.
    func reset() { sqlite3_reset(handle) }

    /// One step: true when a row is ready, false at the end.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            sqlite3_reset(handle)
            throw DatabaseError(code: code, connection: connection, sql: sql)
        }
    }

    /// The current row's value in column `index`.
    func value(at index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return DatabaseValue(storage: .int64(sqlite3_column_int64(handle, index)))
        case SQLITE_FLOAT: return DatabaseValue(storage: .double(sqlite3_column_double(handle, index)))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let text = sqlite3_column_text(handle, index) else { return DatabaseValue(storage: .string("")) }
            let bytes = UnsafeBufferPointer(start: text, count: count)
            return DatabaseValue(storage: .string(String(decoding: bytes, as: UTF8.self)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let blob = sqlite3_column_blob(handle, index) else { return DatabaseValue(storage: .blob([])) }
            let bytes = UnsafeRawBufferPointer(start: blob, count: count)
            return DatabaseValue(storage: .blob(Array(bytes)))
        default: return .null
        }
    }
}
