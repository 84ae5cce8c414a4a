import CSQLite

/// An SQLite result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`…), primary or extended.
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code of an extended one (its low byte).
    public var primaryResultCode: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public static let SQLITE_OK = ResultCode(rawValue: CSQLite.SQLITE_OK)
    public static let SQLITE_ERROR = ResultCode(rawValue: CSQLite.SQLITE_ERROR)
    public static let SQLITE_BUSY = ResultCode(rawValue: CSQLite.SQLITE_BUSY)
    public static let SQLITE_LOCKED = ResultCode(rawValue: CSQLite.SQLITE_LOCKED)
    public static let SQLITE_READONLY = ResultCode(rawValue: CSQLite.SQLITE_READONLY)
    public static let SQLITE_INTERRUPT = ResultCode(rawValue: CSQLite.SQLITE_INTERRUPT)
    public static let SQLITE_CORRUPT = ResultCode(rawValue: CSQLite.SQLITE_CORRUPT)
    public static let SQLITE_CANTOPEN = ResultCode(rawValue: CSQLite.SQLITE_CANTOPEN)
    public static let SQLITE_CONSTRAINT = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT)
    public static let SQLITE_MISUSE = ResultCode(rawValue: CSQLite.SQLITE_MISUSE)
    public static let SQLITE_NOTADB = ResultCode(rawValue: CSQLite.SQLITE_NOTADB)
}

/// An error SQLite reported (or one this layer raises in its terms), as GRDB's `DatabaseError`:
/// the primary and extended result codes, SQLite's own message, and the statement's SQL.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_CHECK`…).
    public let extendedResultCode: ResultCode
    /// SQLite's message (`sqlite3_errmsg`), without the SQL.
    public let message: String?
    /// The statement that failed, if any.
    public let sql: String?

    /// The primary result code (`SQLITE_CONSTRAINT`…).
    public var resultCode: ResultCode { extendedResultCode.primaryResultCode }

    public init(resultCode: ResultCode = .SQLITE_ERROR, message: String? = nil, sql: String? = nil) {
        extendedResultCode = resultCode
        self.message = message
        self.sql = sql
    }

    /// The connection's last error for `code`.
    init(code: Int32, connection: OpaquePointer?, sql: String? = nil) {
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        self.init(
            resultCode: ResultCode(rawValue: extended & 0xFF == code & 0xFF ? extended : code),
            message: message ?? String(cString: sqlite3_errstr(code)), sql: sql)
    }

    public var description: String {
        var text = "SQLite error \(resultCode.rawValue)"
        if let message { text += ": \(message)" }
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}

/// A column that does not hold a value of the type asked for (GRDB's `RowDecodingError`).
public struct RowDecodingError: Error, Sendable, CustomStringConvertible {
    public let column: String
    public let expected: String
    public var description: String { "could not decode \(expected) from column \(column)" }
}
