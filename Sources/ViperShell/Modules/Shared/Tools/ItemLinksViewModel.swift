import ItemsModel

/// An item's links as the views list them (`links`, in an open item or for row N of a listing),
/// numbered from 1.
package struct ItemLinksViewModel: Equatable, Sendable {
    package let itemID: String
    package let itemTitle: String
    package let links: [ItemLink]
}
