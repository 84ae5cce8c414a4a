import SQLiteKit
import ShellKit

/// The catalogue's tables, built by migrations (recorded in `grdb_migrations`, as GRDB recorded them).
///
/// `item` holds what listings, counts and filters read; bodies live apart in `item_body` (same
/// rowid), so counting or filtering 100k items reads a few MB instead of every article.
/// `api_cache` keeps what the live API answered that is not items (tags, profiles) by request,
/// for offline use. `item_comments` holds each item's comments (when known) as one JSON array, by item id.
/// `item_fts` is an external-content FTS5 table over the view `item_text(title, body)` with the
/// trigram tokenizer (case-insensitive substring search, Japanese included); its rowid is
/// `item.rowid`. `ItemRowWriter` keeps it in sync by hand rather than with triggers, so that a
/// full import can clear the index in one step instead of deleting it row by row.
/// `item_bigram` is a contentless FTS5 table of each item's pairs of characters
/// (`ItemBigrams`), same rowid, for terms of two characters; only which column holds a pair
/// is kept (`detail=column`), not where.
///
/// The database is a cache of its source: a migration that reshapes it may drop the items and
/// the source fingerprint, and the catalogue is imported again on next use.
package enum ItemStoreSchema {
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: items, tags, trigram index, meta") { db in
            try db.execute(
                sql: """
                    CREATE TABLE item (
                        rowid INTEGER PRIMARY KEY,
                        id TEXT NOT NULL UNIQUE,
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        url TEXT NOT NULL,
                        user_id TEXT NOT NULL COLLATE NOCASE,
                        user_name TEXT NOT NULL,
                        github_login_name TEXT,
                        likes_count INTEGER NOT NULL,
                        stocks_count INTEGER NOT NULL,
                        comments_count INTEGER NOT NULL,
                        created_at TEXT NOT NULL,
                        updated_at TEXT NOT NULL,
                        created_day TEXT NOT NULL,
                        updated_day TEXT NOT NULL,
                        created_epoch INTEGER NOT NULL,
                        tags_json TEXT NOT NULL
                    );
                    CREATE INDEX item_user_id ON item(user_id);
                    CREATE INDEX item_newest_first ON item(created_epoch DESC, id);
                    CREATE TABLE item_tag (
                        item_rowid INTEGER NOT NULL REFERENCES item(rowid) ON DELETE CASCADE,
                        name TEXT NOT NULL COLLATE NOCASE
                    );
                    CREATE INDEX item_tag_name ON item_tag(name);
                    CREATE INDEX item_tag_item ON item_tag(item_rowid);
                    CREATE VIRTUAL TABLE item_fts USING fts5(
                        title, body, content='item', content_rowid='rowid', tokenize='trigram'
                    );
                    CREATE TABLE catalogue_meta (
                        key TEXT PRIMARY KEY NOT NULL,
                        value TEXT NOT NULL
                    );
                    """)
        }
        migrator.registerMigration("v2: bodies apart, indexes for count and date filters") { db in
            try db.execute(
                sql: """
                    DROP TABLE item_fts;
                    DROP TABLE item_tag;
                    DROP TABLE item;
                    DELETE FROM catalogue_meta WHERE key = '\(fingerprintKey)';
                    CREATE TABLE item (
                        rowid INTEGER PRIMARY KEY,
                        id TEXT NOT NULL UNIQUE,
                        title TEXT NOT NULL,
                        url TEXT NOT NULL,
                        user_id TEXT NOT NULL COLLATE NOCASE,
                        user_name TEXT NOT NULL,
                        github_login_name TEXT,
                        likes_count INTEGER NOT NULL,
                        stocks_count INTEGER NOT NULL,
                        comments_count INTEGER NOT NULL,
                        created_at TEXT NOT NULL,
                        updated_at TEXT NOT NULL,
                        created_day TEXT NOT NULL,
                        updated_day TEXT NOT NULL,
                        created_epoch INTEGER NOT NULL,
                        tags_json TEXT NOT NULL
                    );
                    CREATE INDEX item_user_id ON item(user_id);
                    CREATE INDEX item_newest_first ON item(created_epoch DESC, id);
                    CREATE INDEX item_likes ON item(likes_count);
                    CREATE INDEX item_stocks ON item(stocks_count);
                    CREATE INDEX item_created_day ON item(created_day);
                    CREATE INDEX item_updated_day ON item(updated_day);
                    CREATE TABLE item_body (
                        rowid INTEGER PRIMARY KEY REFERENCES item(rowid) ON DELETE CASCADE,
                        body TEXT NOT NULL
                    );
                    CREATE TABLE item_tag (
                        item_rowid INTEGER NOT NULL REFERENCES item(rowid) ON DELETE CASCADE,
                        name TEXT NOT NULL COLLATE NOCASE
                    );
                    CREATE INDEX item_tag_name ON item_tag(name);
                    CREATE INDEX item_tag_item ON item_tag(item_rowid);
                    CREATE VIEW item_text AS
                        SELECT item.rowid AS rowid, item.title AS title, item_body.body AS body
                        FROM item JOIN item_body ON item_body.rowid = item.rowid;
                    CREATE VIRTUAL TABLE item_fts USING fts5(
                        title, body, content='item_text', content_rowid='rowid', tokenize='trigram'
                    );
                    """)
        }
        migrator.registerMigration("v3: comments") { db in
            // One row per item whose comments are known (from its file, or fetched from the
            // API), the comments as their JSON array; an item without a row has unknown comments.
            // Files imported before held comments the cache never kept: they are imported again.
            try db.execute(
                sql: """
                    CREATE TABLE item_comments (
                        item_id TEXT PRIMARY KEY NOT NULL,
                        comments_json TEXT NOT NULL
                    ) WITHOUT ROWID;
                    DELETE FROM catalogue_meta WHERE key = '\(fingerprintKey)';
                    """)
        }
        migrator.registerMigration("v4: updated order, API cache") { db in
            // `--sort updated` needs the instant, not the day: filled here from the text (the live
            // cache is never imported again), and by every import from now on.
            try db.execute(
                sql: """
                    ALTER TABLE item ADD COLUMN updated_epoch INTEGER NOT NULL DEFAULT 0;
                    UPDATE item SET updated_epoch = COALESCE(CAST(strftime('%s', updated_at) AS INTEGER), 0);
                    CREATE TABLE api_cache (
                        key TEXT PRIMARY KEY NOT NULL,
                        json TEXT NOT NULL
                    ) WITHOUT ROWID;
                    DELETE FROM catalogue_meta WHERE key = '\(fingerprintKey)';
                    """)
        }
        migrator.registerMigration("v5: two-character index") { db in
            // Filled here from the rows (the live cache is never imported again), and by every
            // write from now on.
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE item_bigram USING fts5(
                        title, body, content='', tokenize='ascii', detail=column, columnsize=0
                    );
                    """)
            // Filled as an import fills it: one in-memory segment, merged once.
            try FTSBulkLoad.start(of: "item_bigram", hashSize: FTSBulkLoad.bigramHashSize, in: db)
            let rows = try Row.fetchCursor(db, sql: "SELECT rowid, title, body FROM item_text")
            let insert = try db.makeStatement(sql: "INSERT INTO item_bigram(rowid, title, body) VALUES (?, ?, ?)")
            while let row = try rows.next() {
                let title: String = row["title"], body: String = row["body"]
                try insert.execute(arguments: [
                    row["rowid"] as Int64, ItemBigrams.words(of: title), ItemBigrams.words(of: body),
                ])
            }
            try FTSBulkLoad.finish(of: "item_bigram", in: db)
        }
        migrator.registerMigration("v6: tag index covering the item") { db in
            // `tag:` reads the tag's items from the index alone (no lookup of each tag row):
            // a third off every search with a tag, and its count.
            try db.execute(
                sql: """
                    DROP INDEX item_tag_name;
                    CREATE INDEX item_tag_name ON item_tag(name, item_rowid);
                    """)
        }
        migrator.registerMigration("v7: count indexes covering the created day") { db in
            // `likes:>N created:>=D` (and `stocks:`) is counted from the index alone: before, the
            // count looked up the row of every item in the likes range to read its day (34k rows
            // read at random for `likes:>100` at 1M items). Queries on the count alone read the
            // same index as before (its first column).
            try db.execute(
                sql: """
                    DROP INDEX item_likes;
                    CREATE INDEX item_likes ON item(likes_count, created_day);
                    DROP INDEX item_stocks;
                    CREATE INDEX item_stocks ON item(stocks_count, created_day);
                    """)
        }
        return migrator
    }

    /// The `catalogue_meta` key of the last import's fingerprint.
    package static let fingerprintKey = "source_fingerprint"
}
