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
                    _ = "".withCString { sqlite3_bind_text(statement, index, $0, 0, Self.transient) }
                    return
                }
                let length = memchr(address, 0, buffer.count).map { UnsafeRawPointer($0) - UnsafeRawPointer(address) } ?? buffer.count
                _ = address.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    sqlite3_bind_text(statement, index, $0, Int32(length), Self.transient)
                }
            }
        }

        /// Text or NULL.
        mutating func text(_ value: String?) {
            guard let value else {
                index += 1
                sqlite3_bind_null(statement, index)
                return
            }
            text(value)
        }

        mutating func integer(_ value: some BinaryInteger) {
            index += 1
            sqlite3_bind_int64(statement, index, Int64(value))
        }

        /// SQLite's `SQLITE_TRANSIENT`: copy the value before the call returns.
        private static var transient: sqlite3_destructor_type {
            unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
        }
    }
}
