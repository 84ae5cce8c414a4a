import SQLiteKit

/// An FTS5 index filled in bulk: its entries gathered in memory and merged once at the end,
/// instead of merged as they come. Used by an import and by the migration that adds an index.
package enum FTSBulkLoad {
    /// FTS5's automerge and in-memory index budget after a bulk load (FTS5's defaults).
    static let defaultAutomerge = 4
    static let defaultHashSize = 1024 * 1024
    /// The in-memory budgets while a load fills the indexes: the trigram index is the larger by
    /// far (positions, three times the entries).
    package static let trigramHashSize = 56 * 1024 * 1024
    package static let bigramHashSize = 8 * 1024 * 1024

    /// Lets the FTS5 table `index` gather a bulk load in memory (up to `hashSize` bytes) without
    /// merging as it goes; `finish` merges it once and restores FTS5's defaults.
    package static func start(of index: String, hashSize: Int, in db: Database) throws {
        try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('automerge', 0)")
        try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('hashsize', \(hashSize))")
    }

    /// Merges what `start` let gather into one segment and restores FTS5's defaults.
    package static func finish(of index: String, in db: Database) throws {
        try db.execute(sql: "INSERT INTO \(index)(\(index)) VALUES('optimize')")
        try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('automerge', \(defaultAutomerge))")
        try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('hashsize', \(defaultHashSize))")
    }
}
