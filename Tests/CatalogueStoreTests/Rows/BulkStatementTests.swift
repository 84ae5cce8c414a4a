@testable import CatalogueStore
import GRDB
import Testing

/// Values bound through SQLite's C API are stored exactly as GRDB stores them, so that the
/// import's rows are the rows it wrote before.
@Suite struct BulkStatementTests {
    @Test func storesWhatGRDBStores() throws {
        let texts: [String?] = ["", "plain", "日本語と😀", "before\u{0}after", "\u{0}", nil, String(repeating: "長文", count: 5_000)]
        let stored = try DatabaseQueue().write { db in
            try db.execute(sql: "CREATE TABLE t(way TEXT, number INTEGER, value)")
            let bulk = try BulkStatement(db, sql: "INSERT INTO t(way, number, value) VALUES (?, ?, ?)")
            for (number, text) in texts.enumerated() {
                try db.execute(sql: "INSERT INTO t(way, number, value) VALUES (?, ?, ?)", arguments: ["grdb", number, text])
                try bulk.run(in: db) { row in
                    row.text("bulk")
                    row.integer(number)
                    row.text(text)
                }
            }
            return try Row.fetchAll(db, sql: "SELECT way, number, typeof(value) AS type, hex(value) AS bytes FROM t ORDER BY number, way")
        }
        #expect(stored.count == texts.count * 2)
        for pair in stride(from: 0, to: stored.count, by: 2) {
            let (bulk, grdb) = (stored[pair], stored[pair + 1])
            #expect(bulk["way"] == "bulk" && grdb["way"] == "grdb")
            #expect(bulk["type"] as String == grdb["type"] as String, "row \(pair / 2)")
            #expect(bulk["bytes"] as String == grdb["bytes"] as String, "row \(pair / 2)")
        }
    }

    @Test func bindingTooFewOrTooManyValuesIsAnError() throws {
        try DatabaseQueue().write { db in
            try db.execute(sql: "CREATE TABLE t(a, b)")
            let insert = try BulkStatement(db, sql: "INSERT INTO t(a, b) VALUES (?, ?)")
            try insert.run(in: db) { row in
                row.text("first")
                row.integer(1)
            }
            #expect(throws: DatabaseError.self) { try insert.run(in: db) { $0.text("alone") } }
            #expect(throws: DatabaseError.self) {
                try insert.run(in: db) { row in
                    row.text("one")
                    row.integer(2)
                    row.integer(3)
                }
            }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM t") == 1, "neither wrote a row")
        }
    }

    @Test func aFailedStepIsADatabaseErrorAndTheStatementRunsAgain() throws {
        try DatabaseQueue().write { db in
            try db.execute(sql: "CREATE TABLE t(id TEXT PRIMARY KEY)")
            let insert = try BulkStatement(db, sql: "INSERT INTO t(id) VALUES (?)")
            try insert.run(in: db) { $0.text("a") }
            #expect {
                try insert.run(in: db) { $0.text("a") }
            } throws: { error in
                (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT && (error as? DatabaseError)?.message?.contains("UNIQUE") == true
            }
            try insert.run(in: db) { $0.text("b") }
            #expect(try String.fetchAll(db, sql: "SELECT id FROM t ORDER BY id") == ["a", "b"])
        }
    }
}
