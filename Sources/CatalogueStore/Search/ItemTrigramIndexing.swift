import SQLiteKit

/// Where an item's title and body enter and leave the trigram index (`item_fts`): the table of
/// the database being written, or, during an import, a build of it on another thread
/// (`TrigramIndexSideBuild`).
package protocol ItemTrigramIndexing {
    /// Indexes the text of the row `rowid`.
    func add(rowid: Int64, title: String, body: String) throws
    /// Takes out what `add` put in for the row: an external-content FTS5 table must be told the
    /// text it indexed (FTS5's `'delete'` command).
    func remove(rowid: Int64, title: String, body: String) throws
}

/// The trigram index of the database being written, kept in step row by row: the catalogue's
/// own table, or the side file's table that `TrigramIndexSideBuild` fills.
package struct InDatabaseTrigramIndex: ItemTrigramIndexing {
    private let insert: Statement
    private let delete: Statement

    package init(db: Database) throws {
        insert = try db.makeStatement(sql: "INSERT INTO item_fts(rowid, title, body) VALUES (?, ?, ?)")
        delete = try db.makeStatement(
            sql: "INSERT INTO item_fts(item_fts, rowid, title, body) VALUES ('delete', ?, ?, ?)")
    }

    package func add(rowid: Int64, title: String, body: String) throws {
        try insert.execute(arguments: [rowid, title, body])
    }

    package func remove(rowid: Int64, title: String, body: String) throws {
        try delete.execute(arguments: [rowid, title, body])
    }
}
