/// One column of a table, as `PRAGMA table_info` describes it.
public struct ColumnInfo: Sendable, Equatable {
    public let name: String
    /// The declared type, as written (`TEXT`, or empty).
    public let type: String
    public let isNotNull: Bool
}

extension Database {
    /// The columns of `table`, in order (GRDB's `columns(in:)`); an unknown table is an error.
    public func columns(in table: String) throws -> [ColumnInfo] {
        let rows = try Row.fetchAll(self, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))")
        guard !rows.isEmpty else { throw DatabaseError(message: "no such table: \(table)") }
        return rows.map { ColumnInfo(name: $0["name"], type: $0["type"], isNotNull: $0["notnull"]) }
    }
}
