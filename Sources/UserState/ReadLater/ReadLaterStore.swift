import FoundationEssentials
import ItemsModel
import ShellKit

/// An item a user keeps to read later (`later N|ID`), with a copy of the item.
package struct LaterItem: KeptItem {
    package var item: QiitaItem
    package var addedAt: Date

    package init(item: QiitaItem, keptAt: Date) {
        self.item = item
        addedAt = keptAt
    }
}

/// `later.json`: each user's read-later list, the newest addition first.
package typealias ReadLaterStore = KeptItemStore<LaterItem>
