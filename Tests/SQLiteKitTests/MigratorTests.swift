import SQLiteKit
import Testing

/// The migrator keeps GRDB's on-disk record: the same `grdb_migrations` table, read the same way.
@Suite struct MigratorTests {
    /// What GRDB 7.10 wrote (`sqlite_master.sql` of the committed demo catalogue, whose seven
    /// migrations GRDB applied).
    static let grdbTableSQL = "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"

    private func migrator(_ identifiers: [String]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for identifier in identifiers {
            migrator.registerMigration(identifier) { db throws in
                try db.execute(sql: "CREATE TABLE \(("t " + identifier).quotedDatabaseIdentifier) (x)")
            }
        }
        return migrator
    }

    @Test func createsTheTableGRDBCreated() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try migrator(["v1", "v2"]).migrate(queue)
        try queue.read { db throws in
            #expect(try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'grdb_migrations'")
                == Self.grdbTableSQL)
            let identifiers = "SELECT identifier FROM grdb_migrations ORDER BY rowid"
            #expect(try String.fetchAll(db, sql: identifiers) == ["v1", "v2"])
            #expect(try Int.fetchOne(db, sql: "PRAGMA table_info(grdb_migrations)") == 0)
        }
    }

    @Test func readsATableGRDBWrote() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        // As GRDB left a file after v1 and v2 (its statements, verbatim).
        try queue.writeWithoutTransaction { db throws in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: ["v1"])
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: ["v2"])
        }
        let three = migrator(["v1", "v2", "v3"])
        try queue.read { db throws in
            #expect(try three.appliedMigrations(db) == ["v1", "v2"])
            #expect(try !three.hasCompletedMigrations(db))
            #expect(try !three.hasBeenSuperseded(db))
            #expect(try migrator(["v1"]).hasBeenSuperseded(db))
        }
        try three.migrate(queue)
        try queue.read { db throws in
            #expect(try three.hasCompletedMigrations(db))
            // v1 and v2 were not run again: their tables were never made here.
            #expect(try !db.tableExists("t v1") && db.tableExists("t v3"))
        }
    }

    @Test func noTableMeansNothingApplied() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        let one = migrator(["v1"])
        try queue.read { db throws in
            #expect(try one.appliedIdentifiers(db).isEmpty)
            #expect(try !one.hasBeenSuperseded(db) && !one.hasCompletedMigrations(db))
        }
    }

    @Test func aFailedMigrationLeavesNoTrace() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        var failing = migrator(["v1"])
        failing.registerMigration("v2") { db throws in
            try db.execute(sql: "CREATE TABLE half (x)")
            try db.execute(sql: "SELECT * FROM missing")
        }
        #expect(throws: DatabaseError.self) { try failing.migrate(queue) }
        try queue.read { db throws in
            #expect(try failing.appliedMigrations(db) == ["v1"])
            #expect(try !db.tableExists("half"))
            // Foreign keys are back on after the migration turned them off.
            #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true)
        }
    }

    @Test func aMigrationBreakingAForeignKeyIsRefused() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db throws in
            try db.execute(
                sql: "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p REFERENCES parent(id))")
            try db.execute(sql: "INSERT INTO child VALUES (7)")
        }
        let error = #expect(throws: DatabaseError.self) { try migrator.migrate(queue) }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
        try queue.read { db throws in #expect(try !db.tableExists("parent")) }
    }
}
