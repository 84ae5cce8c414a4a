import FoundationEssentials
import ItemsModel
import SQLiteKit
import ShellKit

/// What exploring the catalogue reads beyond searches: tags and their sizes, an author's
/// figures, names for completion, and the live API's answers kept for offline use.
extension ItemStore {
    /// Tags most used first (ties by name, letter case ignored), those starting with `prefix`
    /// (any case) only when given; an item carrying a tag twice counts once.
    package func tags(prefix: String = "", page: Int, perPage: Int) throws(ItemStoreError) -> TagPage {
        guard page >= 1 else { throw .invalidPage(page) }
        guard (1...Self.maximumPerPage).contains(perPage) else { throw .invalidPerPage(perPage) }
        let pattern = ItemSearchSQL.likeEscaped(prefix) + "%"
        let (offset, overflowed) = (page - 1).multipliedReportingOverflow(by: perPage)
        return try perform(.searching) {
            try readSnapshot { db in
                let total =
                    try Int.fetchOne(
                        db.cachedStatement(
                            sql: """
                                SELECT COUNT(DISTINCT name) FROM item_tag WHERE name LIKE ? ESCAPE '\\'
                                """), arguments: [pattern]) ?? 0
                guard !overflowed, offset < total else {
                    return TagPage(tags: [], totalCount: total, page: page, perPage: perPage)
                }
                let rows = try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT MIN(name) AS shown, COUNT(DISTINCT item_rowid) AS items FROM item_tag
                            WHERE name LIKE ? ESCAPE '\\' GROUP BY name
                            ORDER BY items DESC, shown COLLATE NOCASE, shown LIMIT ? OFFSET ?
                            """), arguments: [pattern, perPage, offset])
                let tags = try rows.map { row in
                    TagCount(name: try row.decode(atIndex: 0), itemsCount: try row.decode(atIndex: 1))
                }
                return TagPage(tags: tags, totalCount: total, page: page, perPage: perPage)
            }
        }
    }

    /// The author's figures over every item of theirs the catalogue holds; nil when it holds none.
    package func authorProfile(id: String) throws(ItemStoreError) -> AuthorProfile? {
        try perform(.searching) {
            try readSnapshot { db in
                guard
                    let row = try Row.fetchOne(
                        db.cachedStatement(
                            sql: """
                                SELECT user_id, user_name, github_login_name, COUNT(*), SUM(likes_count), SUM(stocks_count)
                                FROM item WHERE user_id = ? GROUP BY user_id
                                """), arguments: [id])
                else { return nil }
                let count: Int = try row.decode(atIndex: 3)
                guard count > 0 else { return nil }
                let tagRows = try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT MIN(item_tag.name) AS shown, COUNT(DISTINCT item_tag.item_rowid) AS items
                            FROM item_tag JOIN item ON item.rowid = item_tag.item_rowid
                            WHERE item.user_id = ? GROUP BY item_tag.name
                            ORDER BY items DESC, shown COLLATE NOCASE, shown LIMIT 5
                            """), arguments: [id])
                return AuthorProfile(
                    id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1),
                    githubLoginName: try row.decode(atIndex: 2),
                    itemsCount: count, likesCount: try row.decode(atIndex: 4), stocksCount: try row.decode(atIndex: 5),
                    topTags: try tagRows.map {
                        TagCount(name: try $0.decode(atIndex: 0), itemsCount: try $0.decode(atIndex: 1))
                    },
                    itemsSummed: count)
            }
        }
    }

    /// Up to `limit` distinct tag names starting with `prefix` (any case), by name: for completion,
    /// read through the `item_tag_name` index on a connection of its own.
    package func tagNames(prefix: String, limit: Int = 50) throws(ItemStoreError) -> [String] {
        try names(
            sql: "SELECT MIN(name) FROM item_tag WHERE name LIKE ? ESCAPE '\\' GROUP BY name ORDER BY name LIMIT ?",
            prefix: prefix, limit: limit)
    }

    /// Up to `limit` distinct author IDs starting with `prefix` (any case), by ID.
    package func userIDs(prefix: String, limit: Int = 50) throws(ItemStoreError) -> [String] {
        try names(
            sql:
                "SELECT MIN(user_id) FROM item WHERE user_id LIKE ? ESCAPE '\\' GROUP BY user_id ORDER BY user_id "
                + "LIMIT ?",
            prefix: prefix, limit: limit)
    }

    private func names(sql: String, prefix: String, limit: Int) throws(ItemStoreError) -> [String] {
        try perform(.searching) {
            try readForCompletion { db in
                try String.fetchAll(
                    db.cachedStatement(sql: sql), arguments: [ItemSearchSQL.likeEscaped(prefix) + "%", limit])
            }
        }
    }

    /// What the live API answered to `key` last time (JSON), or nil.
    package func cachedAnswer(for key: String) throws(ItemStoreError) -> Data? {
        try perform(.readingItem) {
            try readSnapshot { db in
                try String.fetchOne(
                    db.cachedStatement(sql: "SELECT json FROM api_cache WHERE key = ?"), arguments: [key]
                ).map { Data($0.utf8) }
            }
        }
    }

    /// Keeps the live API's answer to `key` for offline use.
    package func keepAnswer(_ json: Data, for key: String) throws(ItemStoreError) {
        try perform(.saving) {
            try database.write { db in
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO api_cache(key, json) VALUES (?, ?)")
                    .execute(arguments: [key, String(decoding: json, as: UTF8.self)])
            }
        }
    }
}
