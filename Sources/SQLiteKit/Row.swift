/// One result row, copied out of its statement: values by column index or name.
public final class Row {
    /// The columns' names, in order.
    public let columnNames: [String]
    /// The columns' values, in order.
    public let databaseValues: [DatabaseValue]

    init(columnNames: [String], databaseValues: [DatabaseValue]) {
        self.columnNames = columnNames
        self.databaseValues = databaseValues
    }

    /// The statement's current row.
    convenience init(statement: Statement, columnNames: [String]) {
        self.init(
            columnNames: columnNames,
            databaseValues: (0..<Int32(columnNames.count)).map { statement.value(at: $0) })
    }

    public var count: Int { databaseValues.count }

    /// The value of column `index` as `Value`; stops the program when it is not one (as GRDB does:
    /// `decode(atIndex:)` throws instead).
    public subscript<Value: DatabaseValueConvertible>(_ index: Int) -> Value {
        do { return try decode(atIndex: index) } catch { fatalError("\(error)") }
    }

    /// The value of the first column named `name` (case-insensitive, as SQLite compares names).
    public subscript<Value: DatabaseValueConvertible>(_ name: String) -> Value {
        do { return try decode(forKey: name) } catch { fatalError("\(error)") }
    }

    /// The value of column `index` as `Value`, or `RowDecodingError`.
    public func decode<Value: DatabaseValueConvertible>(
        _ type: Value.Type = Value.self, atIndex index: Int
    ) throws -> Value {
        guard databaseValues.indices.contains(index), let value = Value.fromDatabaseValue(databaseValues[index]) else {
            throw RowDecodingError(column: String(index), expected: String(describing: Value.self))
        }
        return value
    }

    /// The value of the column named `name` as `Value`, or `RowDecodingError`.
    public func decode<Value: DatabaseValueConvertible>(
        _ type: Value.Type = Value.self, forKey name: String
    ) throws -> Value {
        let lowered = name.lowercased()
        guard let index = columnNames.firstIndex(where: { $0.lowercased() == lowered }) else {
            throw RowDecodingError(column: name, expected: String(describing: Value.self))
        }
        return try decode(atIndex: index)
    }
}
