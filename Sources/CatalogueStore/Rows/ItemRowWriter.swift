import FoundationEssentials
import ItemsModel
import SQLiteKit
import ShellKit

/// Writes items into `item`, `item_body`, `item_tag`, `item_comments` and the `item_fts` and
/// `item_bigram` indexes, inside the caller's transaction. `item_fts` is external-content, so it
/// is told the old text before a row changes (FTS5's `'delete'` command) and the new text after;
/// an import hands that index's changes to a build of it on another thread (`trigrams`).
///
/// The statements every item runs are prepared once per writer (SQLiteKit's `Statement`), the
/// rare ones (replacing an item) taken from the connection's statement cache.
package struct ItemRowWriter {
    package let db: Database
    private let trigrams: any ItemTrigramIndexing
    private let insertItem: Statement
    private let updateItem: Statement
    private let insertBody: Statement
    private let insertPairs: Statement
    private let insertTag: Statement
    private let insertComments: Statement

    package init(db: Database, trigrams: (any ItemTrigramIndexing)? = nil) throws {
        self.db = db
        self.trigrams = try trigrams ?? InDatabaseTrigramIndex(db: db)
        insertItem = try db.makeStatement(
            sql: """
                INSERT INTO item (\(Self.columnNames.joined(separator: ", ")))
                VALUES (\(Self.columnNames.map { _ in "?" }.joined(separator: ", ")))
                ON CONFLICT(id) DO NOTHING
                """)
        updateItem = try db.makeStatement(
            sql: """
                UPDATE item SET \(Self.columnNames.map { "\($0) = ?" }.joined(separator: ", "))
                WHERE rowid = ?
                """)
        insertBody = try db.makeStatement(sql: "INSERT OR REPLACE INTO item_body(rowid, body) VALUES (?, ?)")
        insertPairs = try db.makeStatement(sql: "INSERT INTO item_bigram(rowid, title, body) VALUES (?, ?, ?)")
        insertTag = try db.makeStatement(sql: "INSERT INTO item_tag(item_rowid, name) VALUES (?, ?)")
        insertComments = try db.makeStatement(
            sql: "INSERT OR REPLACE INTO item_comments(item_id, comments_json) VALUES (?, ?)")
    }

    /// Inserts the item, or replaces the one with the same id (keeping its rowid). `values`
    /// are what writing it needs, when already worked out.
    package func write(_ item: QiitaItem, values known: ItemRowValues? = nil) throws {
        let values = known ?? ItemRowValues(of: item)
        if let existing = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT rowid FROM item WHERE id = ?"), arguments: [item.id]
        ) {
            try forgetText(ofRow: existing)
            try db.cachedStatement(sql: "DELETE FROM item_tag WHERE item_rowid = ?").execute(arguments: [existing])
            try updateItem.execute(arguments: columnValues(of: item, values) + [existing])
            try writeTextAndTags(of: item, values, rowid: existing)
        } else {
            try add(item, values: values)
        }
    }

    /// Inserts the item, or replaces the one with the same id: for imports, where ids rarely
    /// repeat, the row is inserted without looking the id up first.
    package func add(_ item: QiitaItem, values known: ItemRowValues? = nil) throws {
        let values = known ?? ItemRowValues(of: item)
        try insertItem.execute(arguments: columnValues(of: item, values))
        guard db.changesCount > 0 else { return try write(item, values: values) }
        try writeTextAndTags(of: item, values, rowid: db.lastInsertedRowID)
    }

    /// The body, the index entry and the tags of the item at `rowid`.
    private func writeTextAndTags(of item: QiitaItem, _ values: ItemRowValues, rowid: Int64) throws {
        try insertBody.execute(arguments: [rowid, item.body])
        try trigrams.add(rowid: rowid, title: item.title, body: item.body)
        try insertPairs.execute(arguments: [rowid, values.titleWords, values.bodyWords])
        for tag in item.tags {
            try insertTag.execute(arguments: [rowid, tag.name])
        }
        if let commentsJSON = values.commentsJSON { try writeComments(json: commentsJSON, itemID: item.id) }
    }

    /// Takes the row's text out of both indexes before it changes: `item_fts` is told the old
    /// text, and `item_bigram`, holding no text, the words it indexed (FTS5's `'delete'`).
    private func forgetText(ofRow rowid: Int64) throws {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT title, body FROM item_text WHERE rowid = ?"), arguments: [rowid]
            )
        else { return }
        let title: String = row["title"], body: String = row["body"]
        try trigrams.remove(rowid: rowid, title: title, body: body)
        try db.cachedStatement(
            sql: "INSERT INTO item_bigram(item_bigram, rowid, title, body) VALUES ('delete', ?, ?, ?)"
        )
        .execute(arguments: [rowid, ItemBigrams.words(of: title), ItemBigrams.words(of: body)])
    }

    /// Replaces the comments kept for an item (an item written without comments keeps those
    /// kept before: an API item never carries them).
    package func writeComments(_ comments: [QiitaComment], itemID: String) throws {
        try writeComments(json: ItemCommentsColumn.text(for: comments), itemID: itemID)
    }

    private func writeComments(json: String, itemID: String) throws {
        try insertComments.execute(arguments: [itemID, json])
    }

    private static let columnNames = [
        "id", "title", "url", "user_id", "user_name", "github_login_name",
        "likes_count", "stocks_count", "comments_count", "created_at", "updated_at",
        "created_day", "updated_day", "created_epoch", "updated_epoch", "tags_json",
    ]

    /// The values of `columnNames`, in order.
    private func columnValues(of item: QiitaItem, _ values: ItemRowValues) -> StatementArguments {
        [
            item.id, item.title, item.url, item.user.id, item.user.name, item.user.githubLoginName,
            item.likesCount, item.stocksCount, item.commentsCount, item.createdAt, item.updatedAt,
            values.createdDay, values.updatedDay, values.createdEpoch, values.updatedEpoch, values.tagsJSON,
        ]
    }
}
