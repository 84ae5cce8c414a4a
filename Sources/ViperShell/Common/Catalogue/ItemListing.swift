/// What a listing shows: the result of a search, or the logged-in user's stocks.
enum ItemListingKind: Hashable, Sendable {
    case search(ItemQuery)
    case stocks
}

/// A place in a listing: the page on screen and, in ItemDetail, the item open on it.
struct ItemListingPosition: Equatable, Sendable {
    let kind: ItemListingKind
    let page: ItemPage
    let index: Int
}
