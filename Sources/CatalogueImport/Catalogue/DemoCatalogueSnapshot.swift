import CDemoCatalogue
import GRDB
import ShellKit
#if canImport(Glibc)
import Glibc
#endif
import CatalogueStore

/// The demo catalogue already imported: the database file that importing `DefaultCatalogueData`
/// makes, compiled into the binary (`CDemoCatalogue`, written by `Scripts/regenerate-catalogue`).
/// A fresh home copies it into place instead of importing 1,200 items (a file copy of 8 MB
/// against a quarter of a second of parsing and indexing).
///
/// The copy is checked before it takes the catalogue's place: it must open as a catalogue of this
/// schema and record the demo's current fingerprint. A snapshot left stale by a change to the
/// demo or the schema is refused (`install` returns false) and the caller imports the JSON as
/// before; a test fails until the snapshot is regenerated.
package enum DemoCatalogueSnapshot {
    /// What a catalogue imported from the demo records as its source: changes with the demo.
    package static let fingerprint = "demo:\(DefaultCatalogueData.version)"

    /// The demo's items, read from its embedded JSON (what the snapshot was imported from).
    package static func jsonItems() -> ItemJSONStream {
        ItemJSONStream(source: MemoryItemBytes(Array(DefaultCatalogueData.json.utf8)), fileName: "demo")
    }

    /// Imports the demo's JSON into a new database at `path`, as a fresh home did before the
    /// snapshot: what `Scripts/regenerate-catalogue` embeds, and what the snapshot is tested against.
    package static func importJSON(replacing path: String) throws(ItemStoreBuilder.Failure) {
        var items = PrefetchingItemStream(jsonItems())
        try ItemStoreBuilder.build(replacing: path, from: &items, fingerprint: fingerprint)
    }

    /// The embedded database file.
    package static var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: vs_demo_catalogue_bytes(), count: vs_demo_catalogue_size())
    }

    /// Puts the embedded catalogue at `path` if it records `fingerprint`; true when it did. On
    /// false, `path` still holds the file it held and nothing is left beside it.
    package static func install(replacing path: String, fingerprint: String) -> Bool {
        install(bytes, replacing: path, fingerprint: fingerprint)
    }

    /// Puts the database file `bytes` at `path` if it opens as a current catalogue recording
    /// `fingerprint`.
    package static func install(_ bytes: UnsafeRawBufferPointer, replacing path: String, fingerprint: String) -> Bool {
        let building = path + ItemStoreBuilder.buildingSuffix
        ItemStoreBuilder.removeDatabase(at: building)
        guard write(bytes, to: building), records(fingerprint, at: building) else {
            ItemStoreBuilder.removeDatabase(at: building)
            return false
        }
        do {
            try ItemStoreBuilder.putInPlace(building, at: path)
            return true
        } catch {
            ItemStoreBuilder.removeDatabase(at: building)
            return false
        }
    }

    /// Whether the file at `path` opens, read-only, as a catalogue that has every migration of
    /// this schema (and none newer) and records `fingerprint`. A snapshot older than the schema
    /// is refused rather than migrated (a migration can cost what the import would).
    private static func records(_ fingerprint: String, at path: String) -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        guard let database = try? DatabaseQueue(path: path, configuration: configuration) else { return false }
        defer { try? database.close() }
        let migrator = ItemStoreSchema.migrator
        let current = try? database.read { db in
            try migrator.hasCompletedMigrations(db) && !migrator.hasBeenSuperseded(db)
                && String.fetchOne(db, sql: "SELECT value FROM catalogue_meta WHERE key = ?",
                                   arguments: [ItemStoreSchema.fingerprintKey]) == fingerprint
        }
        return current == true
    }

    /// Writes `bytes` to a new file at `path` (mode 0600); false when it could not.
    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return FileDescriptorWriter.write(bytes, to: fd)
    }
}
