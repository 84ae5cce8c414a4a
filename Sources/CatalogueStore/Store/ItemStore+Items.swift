import FoundationEssentials
import ItemsModel
import SQLiteKit

/// Items and their comments by ID, outside any search: an item opened by ID, the rows a
/// history or stock listing completes, comments fetched once and kept.
extension ItemStore {
    /// The item with this id, or nil.
    package func item(id: String) throws(ItemStoreError) -> QiitaItem? {
        try perform(.readingItem) {
            try readSnapshot { db in
                try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT \(ItemRowReader.columns) FROM item WHERE id = ?"), arguments: [id]
                )
                .map(ItemRowReader.item(from:))
            }
        }
    }

    /// The items with these ids that the catalogue holds, by id.
    package func items(ids: [String]) throws(ItemStoreError) -> [String: QiitaItem] {
        guard !ids.isEmpty else { return [:] }
        return try perform(.readingItem) {
            try readSnapshot { db in
                let json = String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)
                let rows = try Row.fetchAll(
                    db.cachedStatement(
                        sql: "SELECT \(ItemRowReader.columns) FROM item WHERE id IN (SELECT value FROM json_each(?))"),
                    arguments: [json])
                return Dictionary(
                    try rows.map(ItemRowReader.item(from:)).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }
                )
            }
        }
    }

    /// The comments kept for an item, oldest first; nil when they are not known (its file did
    /// not carry them, or they were never fetched).
    package func comments(itemID: String) throws(ItemStoreError) -> [QiitaComment]? {
        try perform(.readingItem) {
            try readSnapshot { db in
                guard
                    let text = try String.fetchOne(
                        db.cachedStatement(sql: "SELECT comments_json FROM item_comments WHERE item_id = ?"),
                        arguments: [itemID]
                    )
                else { return nil }
                guard let comments = ItemCommentsColumn.comments(from: text) else {
                    throw ItemRowDamage(itemID: itemID, what: "comments")
                }
                return comments
            }
        }
    }

    /// Keeps an item's comments (fetched from the API), replacing those kept before.
    package func saveComments(_ comments: [QiitaComment], itemID: String) throws(ItemStoreError) {
        try perform(.saving) {
            try database.write { db in try ItemRowWriter(db: db).writeComments(comments, itemID: itemID) }
        }
    }
}
