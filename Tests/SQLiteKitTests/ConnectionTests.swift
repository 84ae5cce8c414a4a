import Dispatch
import Foundation
import SQLiteKit
import Testing

/// The connection behaves as GRDB's did: foreign keys, read-only opens, transactions and their
/// locks, busy handling, errors, cached statements, functions and threads.
@Suite struct ConnectionTests {
    @Test func foreignKeysAreOnByDefault() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.read { db throws in #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true) }
        try queue.write { db throws in
            try db.execute(
                sql: "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p REFERENCES parent(id))")
        }
        let error = #expect(throws: DatabaseError.self) {
            try queue.write { db throws in try db.execute(sql: "INSERT INTO child VALUES (1)") }
        }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
        #expect(error?.extendedResultCode.rawValue == 787)  // SQLITE_CONSTRAINT_FOREIGNKEY

        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let unchecked = try DatabaseQueue(path: scratch.path, configuration: configuration)
        try unchecked.write { db throws in try db.execute(sql: "INSERT INTO child VALUES (1)") }
        #expect(try unchecked.read { db throws in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM child") } == 1)
    }

    @Test func readOnlyOpensRefuseWritesAndMissingFiles() throws {
        let scratch = try ScratchDatabase()
        var configuration = Configuration()
        configuration.readonly = true
        let missing = #expect(throws: DatabaseError.self) {
            _ = try DatabaseQueue(path: scratch.path, configuration: configuration)
        }
        #expect(missing?.resultCode == .SQLITE_CANTOPEN)
        try DatabaseQueue(path: scratch.path).write { db throws in try db.execute(sql: "CREATE TABLE t (x)") }
        let readOnly = try DatabaseQueue(path: scratch.path, configuration: configuration)
        let refused = #expect(throws: DatabaseError.self) {
            try readOnly.writeWithoutTransaction { db throws in try db.execute(sql: "INSERT INTO t VALUES (1)") }
        }
        #expect(refused?.resultCode == .SQLITE_READONLY)
        // A write transaction on a read-only connection is DEFERRED (IMMEDIATE would fail).
        try readOnly.write { db throws in #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") == 0) }
    }

    @Test func readRefusesWritesOnAReadWriteConnection() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in try db.execute(sql: "CREATE TABLE t (x)") }
        let error = #expect(throws: DatabaseError.self) {
            try queue.read { db throws in try db.execute(sql: "INSERT INTO t VALUES (1)") }
        }
        #expect(error?.resultCode == .SQLITE_READONLY)
        try queue.write { db throws in try db.execute(sql: "INSERT INTO t VALUES (1)") }
    }

    @Test func writeTakesTheWriteLockAtOnceAndReadDoesNot() throws {
        let scratch = try ScratchDatabase()
        let first = try DatabaseQueue(path: scratch.path)
        let second = try DatabaseQueue(path: scratch.path)
        try first.write { db throws in try db.execute(sql: "CREATE TABLE t (x)") }
        try first.write { _ throws in
            // Nothing written yet, yet BEGIN IMMEDIATE holds the reserved lock: a second writer is
            // busy (no timeout by default), a reader is not.
            #expect(try second.read { db throws in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 0)
            let busy = #expect(throws: DatabaseError.self) { try second.write { _ in } }
            #expect(busy?.resultCode == .SQLITE_BUSY)
            #expect(busy?.message == "database is locked")
        }
        try first.read { _ in try second.write { db throws in try db.execute(sql: "INSERT INTO t VALUES (1)") } }
    }

    @Test func aBusyTimeoutWaitsForTheOtherWriter() throws {
        let scratch = try ScratchDatabase()
        let holder = try DatabaseQueue(path: scratch.path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let waiter = try DatabaseQueue(path: scratch.path, configuration: configuration)
        try holder.write { db throws in try db.execute(sql: "CREATE TABLE t (x)") }
        let locked = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? holder.write { db throws in
                try db.execute(sql: "INSERT INTO t VALUES (1)")
                locked.signal()
                usleep(300_000)
            }
            done.signal()
        }
        locked.wait()
        let start = ContinuousClock.now
        try waiter.write { db throws in try db.execute(sql: "INSERT INTO t VALUES (2)") }
        #expect(ContinuousClock.now - start >= .milliseconds(150))
        done.wait()
        #expect(try waiter.read { db throws in try Int.fetchAll(db, sql: "SELECT x FROM t ORDER BY x") } == [1, 2])
    }

    @Test func errorsCarrySQLitesCodesAndMessage() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in try db.execute(sql: "CREATE TABLE t (x UNIQUE CHECK (x > 0))") }
        let unique = #expect(throws: DatabaseError.self) {
            try queue.write { db throws in try db.execute(sql: "INSERT INTO t VALUES (1); INSERT INTO t VALUES (1)") }
        }
        #expect(unique?.resultCode == .SQLITE_CONSTRAINT && unique?.extendedResultCode.rawValue == 2067)
        #expect(unique?.message == "UNIQUE constraint failed: t.x")
        let check = #expect(throws: DatabaseError.self) {
            try queue.write { db throws in try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [-1]) }
        }
        #expect(check?.extendedResultCode.rawValue == 275)  // SQLITE_CONSTRAINT_CHECK
        #expect(check?.message?.contains("CHECK constraint failed") == true)
        // The failed write was rolled back as a whole.
        #expect(try queue.read { db throws in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 0)
        let syntax = #expect(throws: DatabaseError.self) {
            try queue.read { db throws in try db.execute(sql: "SELEC 1") }
        }
        #expect(syntax?.resultCode == .SQLITE_ERROR && syntax?.message == "near \"SELEC\": syntax error")

        let notADatabase = scratch.folder + "/text.sqlite"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: notADatabase))
        let opening = #expect(throws: DatabaseError.self) { _ = try DatabaseQueue(path: notADatabase) }
        #expect(opening?.resultCode == .SQLITE_NOTADB)
        #expect(opening?.message == "file is not a database")
    }

    @Test func executeRunsEveryStatementPastEmptyOnesAndComments() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in
            try db.execute(
                sql: "CREATE TABLE t (x);; -- a comment\n INSERT INTO t VALUES (?); ; /* more */ INSERT INTO t VALUES (?);",
                arguments: [1, 2])
            #expect(try Int.fetchAll(db, sql: "SELECT x FROM t ORDER BY rowid") == [1, 2])
            let extra = #expect(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [3, 4])
            }
            #expect(extra?.resultCode == .SQLITE_MISUSE)
        }
    }

    @Test func cachedStatementsAreReusedAndRowsTyped() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in
            try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, score REAL, note TEXT)")
            let insert = try db.cachedStatement(sql: "INSERT INTO t (name, score, note) VALUES (?, ?, ?)")
            #expect(try db.cachedStatement(sql: "INSERT INTO t (name, score, note) VALUES (?, ?, ?)") === insert)
            #expect(try db.makeStatement(sql: "INSERT INTO t (name, score, note) VALUES (?, ?, ?)") !== insert)
            try insert.execute(arguments: ["一", 1.5, nil])
            #expect(db.lastInsertedRowID == 1 && db.changesCount == 1)
            try insert.execute(arguments: ["two", 2, "n"])
            #expect(db.lastInsertedRowID == 2)
        }
        try queue.read { db throws in
            let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT id, name, score, note FROM t ORDER BY id"))
            #expect(rows.count == 2)
            #expect(rows[0]["name"] as String == "一" && rows[0][2] as Double == 1.5)
            #expect(rows[0]["NOTE"] as String? == nil && rows[1]["note"] as String? == "n")
            #expect(rows[1][0] as Int64 == 2 && rows[1]["score"] as Int == 2)
            #expect(throws: RowDecodingError.self) { _ = try rows[0].decode(String.self, atIndex: 3) }
            #expect(try String.fetchOne(db, sql: "SELECT note FROM t WHERE id = 1") == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT id FROM t WHERE id = 9") == nil)
            let cursor = try Int64.fetchCursor(db, sql: "SELECT id FROM t ORDER BY id DESC")
            #expect(try cursor.next() == 2 && cursor.next() == 1 && cursor.next() == nil)
        }
    }

    @Test func customFunctionsAreCalledFromSQL() throws {
        let scratch = try ScratchDatabase()
        var configuration = Configuration()
        let function = DatabaseFunction("is_even", argumentCount: 1, pure: true) { values in
            guard let number = Int64.fromDatabaseValue(values[0]) else { return nil }
            return number % 2 == 0
        }
        configuration.prepareDatabase { db throws in db.add(function: function) }
        let queue = try DatabaseQueue(path: scratch.path, configuration: configuration)
        try queue.read { db throws in
            #expect(try Bool.fetchOne(db, sql: "SELECT is_even(4)") == true)
            #expect(try Bool.fetchOne(db, sql: "SELECT is_even(?)", arguments: [3]) == false)
            #expect(try Bool.fetchOne(db, sql: "SELECT is_even(NULL)") == nil)
            let evens = "WITH n(x) AS (VALUES (1), (2), (3), (4)) SELECT x FROM n WHERE is_even(x)"
            #expect(try Int.fetchAll(db, sql: evens) == [2, 4])
        }
    }

    @Test func oneQueueServesManyThreads() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        try queue.write { db throws in try db.execute(sql: "CREATE TABLE t (thread INTEGER, n INTEGER)") }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for n in 0..<100 {
                try! queue.write { db throws in
                    try db.cachedStatement(sql: "INSERT INTO t VALUES (?, ?)").execute(arguments: [thread, n])
                    // Nobody else wrote between the insert and this read: the queue is serial.
                    let rowID = db.lastInsertedRowID
                    #expect(try Int.fetchOne(db, sql: "SELECT n FROM t WHERE rowid = ?", arguments: [rowID]) == n)
                }
                _ = try! queue.read { db throws in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") }
            }
        }
        let distinct = "SELECT COUNT(DISTINCT thread * 1000 + n) FROM t"
        #expect(try queue.read { db throws in try Int.fetchOne(db, sql: distinct) } == 800)
    }

    @Test func interruptStopsARunningStatement() throws {
        let scratch = try ScratchDatabase()
        let queue = try DatabaseQueue(path: scratch.path)
        let started = DispatchSemaphore(value: 0)
        var configuration = Configuration()
        configuration.prepareDatabase { db throws in
            db.add(function: DatabaseFunction("started", argumentCount: 0) { _ in started.signal(); return 1 })
        }
        let counting = try DatabaseQueue(path: scratch.path, configuration: configuration)
        DispatchQueue.global().async {
            started.wait()
            counting.interrupt()
        }
        let error = #expect(throws: DatabaseError.self) {
            try counting.read { db throws in
                let endless = "WITH RECURSIVE n(x) AS (SELECT started() UNION ALL SELECT x + 1 FROM n) "
                    + "SELECT MAX(x) FROM n"
                return try Int.fetchOne(db, sql: endless)
            }
        }
        #expect(error?.resultCode == .SQLITE_INTERRUPT)
        #expect(try counting.read { db throws in try Int.fetchOne(db, sql: "SELECT 1") } == 1)
        try queue.close()
        #expect(throws: DatabaseError.self) { try queue.read { _ in } }
        queue.interrupt()  // a closed queue has no connection to interrupt
    }
}
