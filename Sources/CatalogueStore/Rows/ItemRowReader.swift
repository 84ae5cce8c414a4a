import FoundationEssentials
import ItemsModel
import SQLiteKit
import ShellKit

/// Turns a row of `item` (with its body from `item_body`) back into a `QiitaItem`.
package enum ItemRowReader {
    /// The columns `item(from:)` reads, in order.
    package static let columns = """
        item.id, item.title, (SELECT body FROM item_body WHERE item_body.rowid = item.rowid), item.url, item.user_id, item.user_name, \
        item.github_login_name, item.likes_count, item.stocks_count, item.comments_count, \
        item.created_at, item.updated_at, item.tags_json
        """

    /// Throws (rather than trapping) when a stored value has the wrong type.
    package static func item(from row: Row) throws -> QiitaItem {
        let id: String = try row.decode(atIndex: 0)
        let tagsJSON: String = try row.decode(atIndex: 12)
        guard let tags = ItemTagsColumn.tags(from: tagsJSON) else { throw ItemRowDamage(itemID: id) }
        return QiitaItem(
            id: id,
            title: try row.decode(atIndex: 1),
            body: try row.decode(atIndex: 2),
            url: try row.decode(atIndex: 3),
            user: QiitaUser(
                id: try row.decode(atIndex: 4),
                name: try row.decode(atIndex: 5),
                githubLoginName: try row.decode(atIndex: 6)
            ),
            tags: tags,
            likesCount: try row.decode(atIndex: 7),
            stocksCount: try row.decode(atIndex: 8),
            commentsCount: try row.decode(atIndex: 9),
            createdAt: try row.decode(atIndex: 10),
            updatedAt: try row.decode(atIndex: 11)
        )
    }
}

/// A stored row that no longer decodes (its tags or comments were damaged outside viper-shell).
package struct ItemRowDamage: Error, CustomStringConvertible {
    package let itemID: String
    package var what = "tags"
    package var description: String { "the stored \(what) of item \(itemID) are damaged" }
}
