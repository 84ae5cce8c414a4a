import Foundation
import SQLiteKit
import Testing

/// SQLiteKit against the `sqlite3` shell as the oracle: what one writes, the other reads the same.
@Suite(.enabled(if: SQLiteShell.isInstalled, "needs the sqlite3 shell"))
struct SQLiteShellDifferentialTests {
    /// Bound values of every storage class, and how the shell's `typeof` and `quote` show them.
    static let boundValues: [(value: DatabaseValue, shown: String)] = [
        (Int64.min.databaseValue, "integer|-9223372036854775808"),
        (Int64.max.databaseValue, "integer|9223372036854775807"),
        (true.databaseValue, "integer|1"),
        (1.5.databaseValue, "real|1.5"),
        ((-0.25).databaseValue, "real|-0.25"),
        ("一'x".databaseValue, "text|'一''x'"),
        ("".databaseValue, "text|''"),
        ([UInt8]([0, 0xFF, 0x41]).databaseValue, "blob|X'00FF41'"),
        (.null, "null|NULL"),
    ]

    @Test func valuesBoundBySQLiteKitAreWhatTheShellReads() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in
            try db.execute(sql: "CREATE TABLE t (v)")
            let insert = try db.cachedStatement(sql: "INSERT INTO t VALUES (?)")
            for (value, _) in Self.boundValues { try insert.execute(arguments: StatementArguments([value])) }
        }
        let shown = try SQLiteShell.run(scratch.path, "SELECT typeof(v) || '|' || quote(v) FROM t ORDER BY rowid;")
        #expect(shown == Self.boundValues.map(\.shown))
    }

    @Test func valuesTheShellWroteAreReadBackTyped() throws {
        let scratch = try ScratchDatabase()
        _ = try SQLiteShell.run(scratch.path, """
            CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB);
            INSERT INTO t VALUES (-9223372036854775808, 2.5, 'アイ"''', X'00FF'), (NULL, NULL, NULL, NULL);
            """)
        let rows = try DatabaseQueue(path: scratch.path).read { db throws in
            try Row.fetchAll(db, sql: "SELECT i, r, s, b FROM t ORDER BY rowid")
        }
        #expect(rows.count == 2)
        #expect(rows[0]["i"] as Int64 == .min && rows[0]["r"] as Double == 2.5)
        #expect(rows[0]["s"] as String == "アイ\"'" && rows[0]["b"] as [UInt8] == [0, 0xFF])
        #expect(rows[1].databaseValues.allSatisfy { $0.isNull })
        #expect(rows[1]["i"] as Int64? == nil && rows[1]["s"] as String? == nil)
    }

    @Test func theMigrationsTableIsTheOneTheShellSeesAndReadsBack() throws {
        let scratch = try ScratchDatabase()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db throws in try db.execute(sql: "CREATE TABLE a (x)") }
        migrator.registerMigration("v2") { db throws in try db.execute(sql: "CREATE TABLE b (x)") }
        try migrator.migrate(DatabaseQueue(path: scratch.path))
        #expect(try SQLiteShell.run(scratch.path, ".schema grdb_migrations")
            == ["CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);"])
        #expect(try SQLiteShell.run(scratch.path, "SELECT identifier FROM grdb_migrations ORDER BY 1;") == ["v1", "v2"])
        #expect(try SQLiteShell.run(scratch.path, "PRAGMA integrity_check;") == ["ok"])

        // A migration the shell records (as a newer program would) supersedes this migrator.
        _ = try SQLiteShell.run(scratch.path, "INSERT INTO grdb_migrations VALUES ('v3');")
        try DatabaseQueue(path: scratch.path).read { db throws in
            #expect(try migrator.hasCompletedMigrations(db) && migrator.hasBeenSuperseded(db))
        }
    }

    @Test func aLockTheShellHoldsMakesAWriteBusy() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in try db.execute(sql: "CREATE TABLE t (x)") }
        // The shell's transaction stays open while it runs a long query. It waits (.timeout) for
        // the empty writes below, which hold the write lock for a moment each.
        let shell = try SQLiteShell.start(scratch.path, """
            .timeout 10000
            BEGIN IMMEDIATE; INSERT INTO t VALUES (1);
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5000000) SELECT MAX(x) FROM n;
            COMMIT;
            """)
        // Empty writes succeed until the shell has taken its lock; from then on they are busy.
        var busy: DatabaseError?
        let deadline = ContinuousClock.now + .seconds(20)
        while busy == nil, ContinuousClock.now < deadline {
            do { try queue.write { _ in } } catch let error as DatabaseError { busy = error }
            usleep(1000)
        }
        #expect(busy?.resultCode == .SQLITE_BUSY && busy?.message == "database is locked")
        #expect(try queue.read { db throws in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 0)
        shell.wait()
        #expect(shell.process.terminationStatus == 0)
        #expect(try queue.read { db throws in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 1)
    }
}

/// The `sqlite3` command-line shell, run on a database file.
enum SQLiteShell {
    static let path = "/usr/bin/sqlite3"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs `script` to its end and returns the lines it printed; a failure is an error.
    static func run(_ database: String, _ script: String) throws -> [String] {
        let process = try start(database, script)
        let output = process.remainingOutput()
        process.wait()
        guard process.process.terminationStatus == 0 else { throw ShellFailure(script: script) }
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Starts `script` on the shell, which reads it from its standard input.
    static func start(_ database: String, _ script: String) throws -> RunningShell {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-bail", database]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        return RunningShell(process: process, output: output.fileHandleForReading)
    }

    struct ShellFailure: Error { let script: String }
}

/// A shell still running, read line by line.
struct RunningShell {
    let process: Process
    let output: FileHandle

    /// Everything printed from here to the end.
    func remainingOutput() -> String {
        String(decoding: (try? output.readToEnd()) ?? Data(), as: UTF8.self)
    }

    func wait() { process.waitUntilExit() }
}
