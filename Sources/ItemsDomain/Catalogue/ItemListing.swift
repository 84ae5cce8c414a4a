import ShellKit

/// What a listing shows: the result of a search, or the logged-in user's stocks.
package enum ItemListingKind: Hashable, Sendable {
    case search(ItemQuery)
    case stocks
}

/// A place in a listing: the page on screen and, in ItemDetail, the item open on it.
package struct ItemListingPosition: Equatable, Sendable {
    package let kind: ItemListingKind
    package let page: ItemPage
    package let index: Int

    package init(kind: ItemListingKind, page: ItemPage, index: Int) {
        self.kind = kind
        self.page = page
        self.index = index
    }
}
