import CDemoCatalogue
import CatalogueStore
import Crypto
import FoundationEssentials
import ItemsModel
import SQLiteKit
import ShellKit
#if canImport(Glibc)
import Glibc
#endif

/// The demo catalogue, shipped once: the database file that importing the demo's JSON
/// (`Scripts/generate-items --count 1200 --seed 42 --comments`) makes, compiled into the binary
/// compressed with zstd (`CDemoCatalogue`, written by `Scripts/regenerate-catalogue`). A fresh
/// home unpacks it into place instead of importing 1,200 items (9 MB unpacked and written against
/// a quarter of a second of parsing and indexing). The JSON is not shipped: the demo's fingerprint
/// comes from the header the script generates beside the database, and the demo's items, when
/// something wants them (a stale copy, the tests, the import fuzzer), are read back from the
/// database.
///
/// The copy is checked before it takes the catalogue's place: it must open as a catalogue of this
/// schema and record the demo's fingerprint. A snapshot left stale by a change to the schema is
/// refused (`install` returns false); the caller then imports its items read back through the
/// store (`items()`, which migrates a copy), and a test fails until the snapshot is regenerated.
package enum DemoCatalogueSnapshot {
    /// What a catalogue imported from the demo records as its source: changes with the demo.
    package static let fingerprint = VS_DEMO_CATALOGUE_FINGERPRINT

    /// The fingerprint of the demo's JSON `bytes`: `demo:` and the first 16 hex digits of their
    /// SHA-256 (what `Scripts/regenerate-catalogue` writes in the header).
    package static func fingerprint(ofJSON bytes: [UInt8]) -> String {
        "demo:" + NumberText.hex(SHA256.hash(data: bytes).prefix(8))
    }

    /// The demo's items, read back from the embedded database through the store's row reader,
    /// in the order they were imported, each with its comments. The database is copied to a
    /// temporary file, opened (and migrated) as a catalogue, read and removed.
    package static func items() throws(ItemStoreError) -> [QiitaItem] {
        let name = "viper-shell-demo-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).sqlite"
        let path = FilePath.join(SystemTemporaryDirectory.path, name)
        guard unpack(to: path) else {
            throw .cannotOpen(path: path, reason: "the demo catalogue could not be copied")
        }
        defer { ItemStoreBuilder.removeDatabase(at: path) }
        return try ItemStore(path: path).allItems()
    }

    /// Imports the demo's JSON file `source` into a new database at `path`, as a fresh home did
    /// before the snapshot: what `Scripts/regenerate-catalogue` embeds (`viper-bench demo-snapshot`).
    package static func importJSON(from source: String, replacing path: String) throws(ItemStoreBuilder.Failure) {
        let bytes: [UInt8]
        do {
            var file = try FileItemBytes(path: source, maxBytes: .max)
            bytes = try file.readAll()
        } catch {
            throw .source(error)
        }
        var items = PrefetchingItemStream(ItemJSONStream(source: MemoryItemBytes(bytes), fileName: source))
        try ItemStoreBuilder.build(replacing: path, from: &items, fingerprint: fingerprint(ofJSON: bytes))
    }

    /// The embedded database file, unpacked in memory on first use and kept (`install` and
    /// `items()` unpack it straight into their file instead).
    package static var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: vs_demo_catalogue_bytes(), count: vs_demo_catalogue_size())
    }

    /// Puts the embedded catalogue at `path` if it records `fingerprint`; true when it did. On
    /// false, `path` still holds the file it held and nothing is left beside it.
    package static func install(replacing path: String, fingerprint: String) -> Bool {
        install(replacing: path, fingerprint: fingerprint, writing: unpack(to:))
    }

    /// Puts the database file `bytes` at `path` if it opens as a current catalogue recording
    /// `fingerprint`.
    package static func install(
        _ bytes: UnsafeRawBufferPointer, replacing path: String, fingerprint: String
    ) -> Bool {
        install(replacing: path, fingerprint: fingerprint) { write(bytes, to: $0) }
    }

    /// Puts the database file `write` makes at `path` if it opens as a current catalogue recording
    /// `fingerprint`: written beside it, checked, then renamed into place, so `path` never holds a
    /// half-written file.
    private static func install(
        replacing path: String, fingerprint: String, writing write: (String) -> Bool
    ) -> Bool {
        let building = path + ItemStoreBuilder.buildingSuffix
        ItemStoreBuilder.removeDatabase(at: building)
        guard write(building), records(fingerprint, at: building) else {
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
                && String.fetchOne(
                    db, sql: "SELECT value FROM catalogue_meta WHERE key = ?",
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

    /// Unpacks the embedded database into a new file at `path` (mode 0600), a chunk at a time;
    /// false when it could not.
    private static func unpack(to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return vs_demo_catalogue_write(fd) == 0
    }
}
