import ItemsModel
import SQLiteKit

extension ItemStore {
    /// Every item in the order it was written (rowid), each with the comments kept for it (nil
    /// when none are known): a catalogue read back as the items it was imported from. For the
    /// demo catalogue's snapshot, which ships as a database only (`DemoCatalogueSnapshot.items()`).
    package func allItems() throws(ItemStoreError) -> [QiitaItem] {
        try perform(.readingItem) {
            try readSnapshot { db in
                var comments: [String: [QiitaComment]] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT item_id, comments_json FROM item_comments") {
                    let itemID: String = try row.decode(atIndex: 0)
                    guard let kept = ItemCommentsColumn.comments(from: try row.decode(atIndex: 1)) else {
                        throw ItemRowDamage(itemID: itemID, what: "comments")
                    }
                    comments[itemID] = kept
                }
                let rows = try Row.fetchAll(db, sql: "SELECT \(ItemRowReader.columns) FROM item ORDER BY item.rowid")
                return try rows.map { row in
                    var item = try ItemRowReader.item(from: row)
                    item.comments = comments[item.id]
                    return item
                }
            }
        }
    }
}
