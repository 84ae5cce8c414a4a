/// Reads a statement's rows one at a time (GRDB's cursors): `next()` until nil. Valid while the
/// statement is not run again.
public final class RowCursor<Element> {
    private let statement: Statement
    private let columnNames: [String]
    private let read: (Statement, [String]) throws -> Element
    private var done = false

    init(
        _ statement: Statement, arguments: StatementArguments,
        read: @escaping (Statement, [String]) throws -> Element
    ) throws {
        try statement.bind(arguments)
        self.statement = statement
        columnNames = statement.columnNames
        self.read = read
    }

    deinit { if !done { statement.reset() } }

    /// The next element, or nil after the last.
    public func next() throws -> Element? {
        guard !done else { return nil }
        do {
            if try statement.step() { return try read(statement, columnNames) }
        } catch {
            done = true
            throw error
        }
        done = true
        statement.reset()
        return nil
    }
}

extension Row {
    public static func fetchCursor(
        _ statement: Statement, arguments: StatementArguments = []
    ) throws -> RowCursor<Row> {
        try RowCursor(statement, arguments: arguments) { Row(statement: $0, columnNames: $1) }
    }

    public static func fetchAll(_ statement: Statement, arguments: StatementArguments = []) throws -> [Row] {
        let cursor = try fetchCursor(statement, arguments: arguments)
        var rows: [Row] = []
        while let row = try cursor.next() { rows.append(row) }
        return rows
    }

    public static func fetchOne(_ statement: Statement, arguments: StatementArguments = []) throws -> Row? {
        try fetchCursor(statement, arguments: arguments).next()
    }

    public static func fetchCursor(
        _ db: Database, sql: String, arguments: StatementArguments = []
    ) throws -> RowCursor<Row> {
        try fetchCursor(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Row] {
        try fetchAll(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchOne(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> Row? {
        try fetchOne(db.makeStatement(sql: sql), arguments: arguments)
    }
}

extension DatabaseValueConvertible {
    /// The first column of each row; NULL or a value that is not a `Self` is an error (`RowDecodingError`).
    public static func fetchCursor(
        _ statement: Statement, arguments: StatementArguments = []
    ) throws -> RowCursor<Self> {
        try RowCursor(statement, arguments: arguments) { statement, _ in
            guard let value = Self.fromDatabaseValue(statement.value(at: 0)) else {
                throw RowDecodingError(column: "0", expected: String(describing: Self.self))
            }
            return value
        }
    }

    public static func fetchAll(_ statement: Statement, arguments: StatementArguments = []) throws -> [Self] {
        let cursor = try fetchCursor(statement, arguments: arguments)
        var values: [Self] = []
        while let value = try cursor.next() { values.append(value) }
        return values
    }

    /// The first row's first column: nil when there is no row or it is NULL.
    public static func fetchOne(_ statement: Statement, arguments: StatementArguments = []) throws -> Self? {
        let cursor = try RowCursor(statement, arguments: arguments) { statement, _ in statement.value(at: 0) }
        guard let value = try cursor.next(), !value.isNull else { return nil }
        guard let converted = Self.fromDatabaseValue(value) else {
            throw RowDecodingError(column: "0", expected: String(describing: Self.self))
        }
        return converted
    }

    public static func fetchCursor(
        _ db: Database, sql: String, arguments: StatementArguments = []
    ) throws -> RowCursor<Self> {
        try fetchCursor(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchOne(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql), arguments: arguments)
    }
}
