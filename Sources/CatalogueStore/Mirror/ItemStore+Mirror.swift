import FoundationEssentials
import ItemsModel
import SQLiteKit

/// The mirror `sync` keeps: a catalogue like any other, plus where each feed stands, which
/// items still wait for their comments, and the rate budget last seen. Every page is committed
/// with its feed's position in one transaction, so a sync killed at any moment leaves the mirror
/// whole and the next one resumes where it stopped.
extension ItemStore {
    /// Creates the mirror's own tables when missing (any catalogue can become a mirror; only the
    /// mirror's file ever does).
    package func prepareMirror() throws(ItemStoreError) {
        try perform(.saving) {
            try database.write { db in
                try db.execute(
                    sql: """
                        CREATE TABLE IF NOT EXISTS mirror_feed (
                            feed TEXT PRIMARY KEY NOT NULL,
                            next_page INTEGER,
                            run_limit INTEGER,
                            run_seen INTEGER NOT NULL DEFAULT 0,
                            run_newest_epoch INTEGER,
                            boundary_epoch INTEGER,
                            last_synced REAL
                        ) WITHOUT ROWID;
                        CREATE TABLE IF NOT EXISTS mirror_pending_comments (
                            item_id TEXT PRIMARY KEY NOT NULL
                        );
                        CREATE TABLE IF NOT EXISTS mirror_rate_budget (
                            identity TEXT PRIMARY KEY NOT NULL,
                            remaining INTEGER NOT NULL,
                            reset_at REAL
                        ) WITHOUT ROWID;
                        """)
                // The single budget of earlier versions belonged to no one in particular: a
                // budget unknown again costs one request to learn.
                try db.execute(sql: "DROP TABLE IF EXISTS mirror_rate")
            }
        }
    }

    /// Every feed's state, by feed key.
    package func mirrorFeedStates() throws(ItemStoreError) -> [String: MirrorFeedState] {
        try perform(.readingItem) {
            try readSnapshot { db in
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT feed, next_page, run_limit, run_seen, run_newest_epoch, boundary_epoch, last_synced
                        FROM mirror_feed
                        """)
                return Dictionary(
                    rows.map { row in
                        let state = MirrorFeedState(
                            feedKey: row[0], nextPage: row[1], runLimit: row[2], runSeen: row[3],
                            runNewestEpoch: row[4], boundaryEpoch: row[5],
                            lastSynced: (row[6] as Double?).map { Date(timeIntervalSince1970: $0) })
                        return (state.feedKey, state)
                    }, uniquingKeysWith: { first, _ in first })
            }
        }
    }

    /// What the mirror holds of these items, by id.
    package func mirrorVersions(ids: [String]) throws(ItemStoreError) -> [String: MirrorItemVersion] {
        guard !ids.isEmpty else { return [:] }
        return try perform(.readingItem) {
            try readSnapshot { db in
                let json = String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT item.id, item.updated_at, json_array_length(item_comments.comments_json)
                        FROM item LEFT JOIN item_comments ON item_comments.item_id = item.id
                        WHERE item.id IN (SELECT value FROM json_each(?))
                        """, arguments: [json])
                return Dictionary(
                    rows.map { ($0[0] as String, MirrorItemVersion(updatedAt: $0[1], keptComments: $0[2])) },
                    uniquingKeysWith: { first, _ in first })
            }
        }
    }

    /// Stores a page of a feed in one transaction: its items (replacing older copies), the
    /// comments already known (an item with none needs no request), the items whose comments
    /// are still to fetch, and the feed's new position.
    package func commitMirrorPage(
        items: [QiitaItem], knownComments: [String: [QiitaComment]], pendingComments: [String], state: MirrorFeedState
    ) throws(ItemStoreError) {
        forgetSearches()
        defer { forgetSearches() }
        try perform(.saving) {
            try database.write { db in
                let writer = try ItemRowWriter(db: db)
                for item in items { try writer.write(item) }
                for (itemID, comments) in knownComments { try writer.writeComments(comments, itemID: itemID) }
                for itemID in pendingComments {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO mirror_pending_comments(item_id) VALUES (?)", arguments: [itemID])
                }
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO mirror_feed
                            (feed, next_page, run_limit, run_seen, run_newest_epoch, boundary_epoch, last_synced)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        state.feedKey, state.nextPage, state.runLimit, state.runSeen, state.runNewestEpoch,
                        state.boundaryEpoch, state.lastSynced?.timeIntervalSince1970,
                    ])
            }
        }
    }

    /// Stores items that belong to no followed feed (the user's stocks on Qiita), replacing older
    /// copies; those whose comments the mirror does not hold wait for them.
    package func commitMirrorItems(_ items: [QiitaItem]) throws(ItemStoreError) {
        guard !items.isEmpty else { return }
        let known = try mirrorVersions(ids: items.map(\.id))
        forgetSearches()
        defer { forgetSearches() }
        try perform(.saving) {
            try database.write { db in
                let writer = try ItemRowWriter(db: db)
                for item in items { try writer.write(item) }
                for item in items where known[item.id]?.keptComments == nil && item.commentsCount > 0 {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO mirror_pending_comments(item_id) VALUES (?)", arguments: [item.id])
                }
            }
        }
    }

    /// The items still waiting for their comments, oldest wait first.
    package func pendingCommentItemIDs() throws(ItemStoreError) -> [String] {
        try perform(.readingItem) {
            try readSnapshot { db in
                try String.fetchAll(db, sql: "SELECT item_id FROM mirror_pending_comments ORDER BY rowid")
            }
        }
    }

    /// Keeps fetched comments and takes their items off the waiting list, in one transaction;
    /// nil comments: the item is gone from Qiita, so nothing is waited for.
    package func commitMirrorComments(_ fetched: [(itemID: String, comments: [QiitaComment]?)]) throws(ItemStoreError) {
        guard !fetched.isEmpty else { return }
        try perform(.saving) {
            try database.write { db in
                let writer = try ItemRowWriter(db: db)
                for (itemID, comments) in fetched {
                    if let comments { try writer.writeComments(comments, itemID: itemID) }
                    try db.execute(sql: "DELETE FROM mirror_pending_comments WHERE item_id = ?", arguments: [itemID])
                }
            }
        }
    }

    /// The rate budget the last `sync` of `identity` saw.
    package func mirrorRate(identity: String) throws(ItemStoreError) -> MirrorRateState? {
        try perform(.readingItem) {
            try readSnapshot { db in
                try Row.fetchOne(
                    db, sql: "SELECT remaining, reset_at FROM mirror_rate_budget WHERE identity = ?",
                    arguments: [identity]
                ).map {
                    MirrorRateState(
                        identity: identity, remaining: $0[0],
                        resetAt: ($0[1] as Double?).map { Date(timeIntervalSince1970: $0) })
                }
            }
        }
    }

    /// Keeps `rate` for its identity (the other identities' budgets stay as they were).
    package func saveMirrorRate(_ rate: MirrorRateState) throws(ItemStoreError) {
        try perform(.saving) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO mirror_rate_budget(identity, remaining, reset_at) VALUES (?, ?, ?)",
                    arguments: [rate.identity, rate.remaining, rate.resetAt?.timeIntervalSince1970])
            }
        }
    }
}
