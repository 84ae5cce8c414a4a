/// Numbered schema changes applied once each, recorded as GRDB records them: the table
/// `grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)`, one row per applied migration, so
/// that files GRDB migrated open as migrated.
public struct DatabaseMigrator: Sendable {
    private var migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = []

    public init() {}

    /// Adds a migration after the others; identifiers must be unique.
    public mutating func registerMigration(
        _ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void
    ) {
        precondition(!migrations.contains { $0.identifier == identifier }, "duplicate migration \(identifier)")
        migrations.append((identifier, migrate))
    }

    /// Applies, in order, each migration not applied yet, each in its own `IMMEDIATE` transaction
    /// with its row in `grdb_migrations`. Foreign keys, when on, are off during a migration and
    /// checked (`PRAGMA foreign_key_check`) before its commit, as GRDB's deferred checks do.
    public func migrate(_ queue: DatabaseQueue) throws {
        try queue.writeWithoutTransaction { db in try migrate(db) }
    }

    func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let applied = try appliedIdentifiers(db)
        for migration in migrations where !applied.contains(migration.identifier) {
            let checksForeignKeys = try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false
            if checksForeignKeys { try db.execute(sql: "PRAGMA foreign_keys = OFF") }
            defer { if checksForeignKeys { try? db.execute(sql: "PRAGMA foreign_keys = ON") } }
            try db.inTransaction(.immediate) {
                try migration.migrate(db)
                try db.execute(
                    sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
                if checksForeignKeys, try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") != nil {
                    throw DatabaseError(resultCode: ResultCode(rawValue: 787), message: "FOREIGN KEY constraint failed")
                }
                return .commit
            }
        }
    }

    /// Every identifier in `grdb_migrations`, registered or not (none when there is no table).
    public func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        guard try db.tableExists("grdb_migrations") else { return [] }
        return Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
    }

    /// The registered migrations that were applied, in order.
    public func appliedMigrations(_ db: Database) throws -> [String] {
        let applied = try appliedIdentifiers(db)
        return migrations.map(\.identifier).filter { applied.contains($0) }
    }

    /// The registered migrations applied in an unbroken run from the first.
    public func completedMigrations(_ db: Database) throws -> [String] {
        let applied = try appliedIdentifiers(db)
        return migrations.prefix { applied.contains($0.identifier) }.map(\.identifier)
    }

    /// Whether every registered migration was applied.
    public func hasCompletedMigrations(_ db: Database) throws -> Bool {
        try completedMigrations(db).last == migrations.last?.identifier
    }

    /// Whether the file holds a migration this migrator does not know: a newer program wrote it.
    public func hasBeenSuperseded(_ db: Database) throws -> Bool {
        let known = Set(migrations.map(\.identifier))
        return try appliedIdentifiers(db).contains { !known.contains($0) }
    }
}
