import CatalogueStore
import FoundationEssentials
import Glibc
import ItemsModel
import SQLiteKit
import ShellKit

/// Imports a whole source: builds a new catalogue database beside the one in use and puts it
/// in place with one `rename`. Killed at any moment, out of disk, or fed a source that turns out
/// bad halfway, the path holds either the previous catalogue or the new one, whole; what is
/// left of an unfinished build is removed by the next one.
///
/// The new file is written the way bulk loads are fast: no journal (it is not in use until it
/// is renamed), the secondary indexes created once at the end instead of kept row by row, and
/// each FTS5 index (trigrams, pairs) kept in one large in-memory segment, merged once (`optimize`).
/// The trigram index, the largest part, is built on another thread in a file of its own and
/// copied in at the end (`TrigramIndexSideBuild`).
package enum ItemStoreBuilder {
    /// Why an import failed; the previous catalogue is untouched either way.
    package enum Failure: Error, Equatable {
        case source(ItemSourceError)
        case store(ItemStoreError)
    }

    /// What an import tells its caller as it goes.
    package struct Observer {
        /// Items written so far and the fraction of the source read, every `progressInterval`
        /// items and at the end of the items.
        package var progress: (_ items: Int, _ fraction: Double) -> Void = { _, _ in }
        /// The items are in; the indexes are being built.
        package var indexing: () -> Void = {}
        /// Asked as the import goes: true stops it (`.store(.cancelled)`).
        package var shouldStop: () -> Bool = { false }

        package init(
            progress: @escaping (_ items: Int, _ fraction: Double) -> Void = { _, _ in },
            indexing: @escaping () -> Void = {}, shouldStop: @escaping () -> Bool = { false }
        ) {
            self.progress = progress
            self.indexing = indexing
            self.shouldStop = shouldStop
        }
    }

    /// Added to the catalogue's path for the file being built.
    package static let buildingSuffix = ".importing"
    /// Indexes kept while building: replacing an item whose id came before deletes its tags by
    /// `item_rowid` (sources made of overlapping API pages repeat items).
    static let indexesKeptWhileBuilding: Set<String> = ["item_tag_item"]

    /// How often progress is reported and a stop request honoured.
    package static let progressInterval = 1_000
    /// Added to the path of the file being built for its trigram index's side file
    /// (`TrigramIndexSideBuild`).
    static let trigramSideSuffix = "-trigrams"
    /// SQLite's page cache while building, in KiB (its default is 2 MiB).
    static let importCacheKiB = 8 * 1024

    /// Builds the catalogue of `items` and puts it at `path`, recording `fingerprint` as what
    /// it was imported from. Of items sharing an id the last wins. The caller holds the lock
    /// that keeps other importers of `path` away.
    package static func build(
        replacing path: String, from items: inout some ItemStream, fingerprint: String, observer: Observer = Observer()
    ) throws(Failure) {
        let building = path + buildingSuffix
        removeBuildFiles(of: path)
        do {
            try write(building, from: &items, fingerprint: fingerprint, observer: observer)
            try putInPlace(building, at: path)
        } catch {
            removeBuildFiles(of: path)
            switch error {
            case let error as Failure: throw error
            case let error as ItemStoreError: throw .store(error)
            default: throw .store(.failed(path: path, operation: .importing, reason: ItemStore.reason(for: error)))
            }
        }
    }

    /// Flushes the finished database `building` to disk and renames it over `path`, then flushes
    /// the folder: a crash at any moment leaves `path` holding the previous file or this one.
    /// The previous file's journals are removed first (they must not be applied to the new one),
    /// so a failed rename leaves that file without them.
    package static func putInPlace(_ building: String, at path: String) throws(ItemStoreError) {
        guard FileDurability.sync(path: building) else {
            throw .failed(path: path, operation: .importing, reason: SystemError.describe())
        }
        // A journal left by a writer of the previous file must not be applied to this one.
        for suffix in ["-journal", "-wal", "-shm"] { unlink(path + suffix) }
        guard rename(building, path) == 0 else {
            throw .failed(path: path, operation: .importing, reason: SystemError.describe())
        }
        FileDurability.syncDirectory(FilePath.parent(of: path))
    }

    /// Writes the whole database at `path` and closes it.
    private static func write(
        _ path: String, from items: inout some ItemStream, fingerprint: String, observer: Observer
    ) throws {
        var configuration = Configuration()
        // The builder writes every row with its parent; checking each reference (SQLiteKit's
        // default, as GRDB's was) more than doubled the time of an import.
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            try db.execute(
                sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -\(importCacheKiB)")
        }
        let database = try DatabaseQueue(path: path, configuration: configuration)
        try ItemStoreSchema.migrator.migrate(database)
        let definition = try database.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'item_fts'")
        }
        guard let definition else {
            throw ItemStoreError.failed(path: path, operation: .importing, reason: "no item_fts table")
        }
        let trigrams = try TrigramIndexSideBuild(
            path: path + trigramSideSuffix, definition: definition, hashSize: FTSBulkLoad.trigramHashSize)
        defer {
            trigrams.stop()
            removeDatabase(at: trigrams.path)
        }
        try database.writeWithoutTransaction { db in
            try db.inTransaction {
                let indexes = try deferIndexes(db)
                try FTSBulkLoad.start(of: "item_bigram", hashSize: FTSBulkLoad.bigramHashSize, in: db)
                try load(&items, into: ItemRowWriter(db: db, trigrams: trigrams), observer: observer)
                observer.indexing()
                // The trigram index goes on being merged on the other thread meanwhile.
                try trigrams.handOverLast()
                for sql in indexes { try db.execute(sql: sql) }
                try FTSBulkLoad.finish(of: "item_bigram", in: db)
                try db.execute(
                    sql: "INSERT OR REPLACE INTO catalogue_meta(key, value) VALUES (?, ?)",
                    arguments: [ItemStoreSchema.fingerprintKey, fingerprint]
                )
                return .commit
            }
            try trigrams.finish()
            try trigrams.copy(into: db)
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
        }
        try database.close()
    }

    /// Writes every item of the stream (an item whose id came before replaces it).
    private static func load(_ items: inout some ItemStream, into writer: ItemRowWriter, observer: Observer) throws {
        var written = 0
        while true {
            let next: (item: QiitaItem, values: ItemRowValues)?
            do { next = try items.nextWithValues() } catch { throw Failure.source(error) }
            guard let next else { break }
            try writer.add(next.item, values: next.values)
            written += 1
            if written % progressInterval == 0 {
                observer.progress(written, items.fractionRead)
                if observer.shouldStop() { throw Failure.store(.cancelled) }
            }
        }
        observer.progress(written, 1)
    }

    /// Drops the secondary indexes of the item tables (the schema's own, whatever migrations
    /// made them) but `indexesKeptWhileBuilding`, and returns the statements that create them again.
    private static func deferIndexes(_ db: Database) throws -> [String] {
        let indexes = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sql FROM sqlite_master
                WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('item', 'item_body', 'item_tag')
                """)
        let deferred = indexes.filter { !indexesKeptWhileBuilding.contains($0["name"]) }
        for index in deferred {
            let name: String = index["name"]
            try db.execute(sql: "DROP INDEX \(name.quotedDatabaseIdentifier)")
        }
        return deferred.map { $0["sql"] }
    }

    /// Removes what an import of `path` writes before it is done: the file being built and the
    /// side file of its trigram index.
    package static func removeBuildFiles(of path: String) {
        removeDatabase(at: path + buildingSuffix)
        removeDatabase(at: path + buildingSuffix + trigramSideSuffix)
    }

    /// Removes a database file with its journals.
    package static func removeDatabase(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }
}
