import Foundation
import GRDB
import GRDBSQLite

/// A statement prepared once and run many times, its values bound through SQLite's C API: an
/// import runs each of a few statements 100k times, and GRDB's arguments (an array of existential
/// values per row, each converted, then bound after measuring its C string) cost more there
/// than SQLite's own insert.
struct BulkStatement {
    private let statement: Statement

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
    }

    /// Binds the values `bind` gives (in the statement's order) and runs it to its end.
    func run(in db: Database, _ bind: (inout Bindings) -> Void) throws {
        let sqlite = statement.sqliteStatement
        var bindings = Bindings(statement: sqlite)
        bind(&bindings)
        if let failure = bindings.failure {
            throw DatabaseError(resultCode: ResultCode(rawValue: failure), message: "a value could not be bound", sql: statement.sql)
        }
        // A value too few would silently keep the previous row's.
        guard bindings.count == sqlite3_bind_parameter_count(sqlite) else {
            throw DatabaseError(resultCode: .SQLITE_RANGE, message: "\(bindings.count) values bound, \(sqlite3_bind_parameter_count(sqlite)) wanted", sql: statement.sql)
        }
        let code = sqlite3_step(sqlite)
        guard code == SQLITE_DONE else {
            let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_reset(sqlite)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        sqlite3_reset(sqlite)
    }

    /// Values bound one after the other, from the first parameter.
    struct Bindings {
        fileprivate let statement: SQLiteStatement
        private var index: Int32 = 0
        /// The first code other than `SQLITE_OK` a bind returned (a value too big, a parameter too many).
        fileprivate private(set) var failure: Int32?

        /// How many values were bound.
        fileprivate var count: Int32 { index }

        fileprivate init(statement: SQLiteStatement) {
            self.statement = statement
        }

        /// Text, copied by SQLite (so it may go once bound), up to its first NUL character if it
        /// has one, as GRDB binds (and reads) text.
        mutating func text(_ value: String) {
            index += 1
            var value = value
            value.withUTF8 { buffer in
                guard let address = buffer.baseAddress else {
                    // An empty buffer may have no address, which SQLite would bind as NULL.
                    check("".withCString { sqlite3_bind_text(statement, index, $0, 0, Self.transient) })
                    return
                }
                let length = memchr(address, 0, buffer.count).map { UnsafeRawPointer($0) - UnsafeRawPointer(address) } ?? buffer.count
                guard let bytes = Int32(exactly: length) else { return check(SQLITE_TOOBIG) }
                check(address.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    sqlite3_bind_text(statement, index, $0, bytes, Self.transient)
                })
            }
        }

        /// Text or NULL.
        mutating func text(_ value: String?) {
            guard let value else {
                index += 1
                check(sqlite3_bind_null(statement, index))
                return
            }
            text(value)
        }

        /// An integer (SQLite's are 64-bit).
        mutating func integer(_ value: some BinaryInteger) {
            index += 1
            check(sqlite3_bind_int64(statement, index, Int64(value)))
        }

        private mutating func check(_ code: Int32) {
            if code != SQLITE_OK, failure == nil { failure = code }
        }

        /// SQLite's `SQLITE_TRANSIENT`: copy the value before the call returns.
        private static var transient: sqlite3_destructor_type {
            unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
        }
    }
}
