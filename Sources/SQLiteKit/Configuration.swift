/// How a `DatabaseQueue` opens its connection (GRDB's `Configuration`, the part the project uses).
public struct Configuration: Sendable {
    /// What a statement does when another connection holds the lock it needs.
    public enum BusyMode: Sendable {
        /// Fails at once with `SQLITE_BUSY`.
        case immediateError
        /// Retries for up to this many seconds (`sqlite3_busy_timeout`).
        case timeout(Double)
    }

    /// Fails at once by default, as GRDB's does.
    public var busyMode: BusyMode = .immediateError
    /// Opens with `SQLITE_OPEN_READONLY` (the file must exist); writes fail with `SQLITE_READONLY`.
    public var readonly = false
    /// `PRAGMA foreign_keys = ON` on open (GRDB's default).
    public var foreignKeysEnabled = true
    var preparations: [@Sendable (Database) throws -> Void] = []

    public init() {}

    /// Runs `preparation` on the connection once it is open and set up (functions, pragmas).
    public mutating func prepareDatabase(_ preparation: @escaping @Sendable (Database) throws -> Void) {
        preparations.append(preparation)
    }
}
