import CSQLite

/// A C value handed to an SQL function for one run of a statement (`sqlite3_bind_pointer`): the
/// function reads it only if asked for by the same `type`, and only while the run lasts.
public struct BoundPointer {
    public let pointer: UnsafeMutableRawPointer
    /// A string that outlives the statement (a C static), naming what `pointer` points to.
    public let type: UnsafePointer<CChar>

    public init(_ pointer: UnsafeMutableRawPointer, type: UnsafePointer<CChar>) {
        self.pointer = pointer
        self.type = type
    }
}

/// The current row of a statement being scanned, read column by column in place: no `Row` and no
/// boxed values, for loops over hundreds of thousands of rows. Valid only inside the scan's body.
public struct ScannedRow {
    let handle: OpaquePointer

    public func int64(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    public func double(at column: Int32) -> Double { sqlite3_column_double(handle, column) }
}

extension Statement {
    /// Runs the statement with `arguments` bound to its first parameters and `pointer`, when
    /// given, to the one after them, handing each row to `body` as it is read.
    public func scan(
        arguments: StatementArguments = [], pointer: BoundPointer? = nil, _ body: (ScannedRow) throws -> Void
    ) throws {
        try bind(arguments, leaving: pointer == nil ? 0 : 1)
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        if let pointer {
            let index = Int32(arguments.values.count + 1)
            let code = sqlite3_bind_pointer(handle, index, pointer.pointer, pointer.type, nil)
            guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection, sql: sql) }
        }
        while try step() { try body(ScannedRow(handle: handle)) }
    }
}

extension Int64 {
    /// The first column of each row, as `DatabaseValueConvertible.fetchAll` reads it (NULL or a
    /// value that is not an integer is an error) but read in place: searches read lists of
    /// hundreds of thousands of rowids, and the generic cursor costs more than the rows.
    public static func fetchAll(_ statement: Statement, arguments: StatementArguments = []) throws -> [Int64] {
        var values: [Int64] = []
        try statement.scan(arguments: arguments) { row in
            if sqlite3_column_type(row.handle, 0) == SQLITE_INTEGER {
                values.append(row.int64(at: 0))
            } else if let value = Int64.fromDatabaseValue(statement.value(at: 0)) {
                values.append(value)
            } else {
                throw RowDecodingError(column: "0", expected: "Int64")
            }
        }
        return values
    }
}
