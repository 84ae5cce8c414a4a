@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
import SQLiteKit
@testable import ShellKit
import TestSupport
import Testing

/// The demo catalogue compiled in already imported: it must be what importing its own items makes
/// today (else `Scripts/regenerate-catalogue` was not run after a change to the schema or the
/// import; `Scripts/regenerate-catalogue --check` compares the demo with its generator), and a copy
/// that does not fit is refused without touching the catalogue in place.
@Suite struct DemoCatalogueSnapshotTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func theSnapshotHoldsWhatImportingTheDemoMakesToday() throws {
        let installed = folder.file("installed.sqlite")
        try #require(
            DemoCatalogueSnapshot.install(replacing: installed, fingerprint: DemoCatalogueSnapshot.fingerprint),
            "the embedded snapshot is stale or damaged: run Scripts/regenerate-catalogue")
        let imported = folder.file("imported.sqlite")
        let items = try DemoCatalogueSnapshot.items()
        #expect(items.count == 1_200 && items.contains { $0.comments?.isEmpty == false })
        var stream = ArrayItemStream(items)
        try ItemStoreBuilder.build(replacing: imported, from: &stream, fingerprint: DemoCatalogueSnapshot.fingerprint)

        let snapshot = try Self.contents(of: installed)
        let fresh = try Self.contents(of: imported)
        #expect(snapshot.keys.sorted() == fresh.keys.sorted(), "the same tables, indexes and migrations")
        for (name, rows) in fresh.sorted(by: { $0.key < $1.key }) {
            #expect(snapshot[name] == rows, "\(name) differs: run Scripts/regenerate-catalogue")
        }
        #expect(try ItemStore(path: installed).count() == 1_200)
        #expect(
            FileManager.default.fileExists(atPath: installed)
                && !FileManager.default.fileExists(atPath: installed + ItemStoreBuilder.buildingSuffix))
    }

    @Test func aSnapshotOfAnotherDemoIsRefusedAndTheCatalogueInPlaceStays() throws {
        let path = folder.file("items-demo.sqlite")
        let before = Array("the catalogue in place".utf8)
        try Data(before).write(to: URL(fileURLWithPath: path))
        #expect(!DemoCatalogueSnapshot.install(replacing: path, fingerprint: "demo:0000000000000000"))
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["items-demo.sqlite"],
            "nothing left beside it")
    }

    @Test func aSnapshotOlderThanTheSchemaIsRefusedNotMigrated() throws {
        let old = folder.file("old.sqlite")
        _ = try ItemStore.built(at: old, with: ItemFixtures.all, fingerprint: DemoCatalogueSnapshot.fingerprint)
        // What a snapshot made before the newest migration looks like: that migration not recorded.
        let queue = try DatabaseQueue(path: old)
        try queue.write { db in
            try db.execute(
                sql: "DELETE FROM grdb_migrations WHERE identifier = (SELECT MAX(identifier) FROM grdb_migrations)")
        }
        try queue.close()
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: old)))
        let path = folder.file("items-demo.sqlite")
        #expect(
            !bytes.withUnsafeBytes {
                DemoCatalogueSnapshot.install($0, replacing: path, fingerprint: DemoCatalogueSnapshot.fingerprint)
            })
        #expect(
            !FileManager.default.fileExists(atPath: path)
                && !FileManager.default.fileExists(atPath: path + ItemStoreBuilder.buildingSuffix))
    }

    @Test(arguments: [Array("not a database".utf8), [], Array(Array(DemoCatalogueSnapshot.bytes).prefix(4_096))])
    func bytesThatAreNotAWholeCatalogueAreRefused(bytes: [UInt8]) throws {
        let path = folder.file("items-demo.sqlite")
        let installed = bytes.withUnsafeBytes {
            DemoCatalogueSnapshot.install($0, replacing: path, fingerprint: DemoCatalogueSnapshot.fingerprint)
        }
        #expect(!installed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Every table of the database (FTS5's shadow tables included), its schema and migrations,
    /// row by row as text, in a fixed order.
    static func contents(of path: String) throws -> [String: [[String]]] {
        let database = try DatabaseQueue(path: path)
        return try database.read { db in
            var contents = [
                "sqlite_master": try Row.fetchAll(
                    db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
                )
                .map { row in Array(row.databaseValues.map(\.description)) }
            ]
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'")
            for table in tables {
                let columns = try db.columns(in: table).count
                let order = (1...columns).map(String.init).joined(separator: ", ")
                contents[table] = try Row.fetchAll(
                    db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) ORDER BY \(order)"
                )
                .map { row in Array(row.databaseValues.map(\.description)) }
            }
            return contents
        }
    }
}
