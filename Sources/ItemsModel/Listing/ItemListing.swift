import ShellKit

/// What a listing shows: the result of a search, the logged-in user's stocks, or what they read.
package enum ItemListingKind: Hashable, Sendable {
    case search(ItemQuery)
    case stocks
    /// The items the user keeps to read later, the newest addition first.
    case later
    /// The items the user read, the most recent first.
    case history
    /// An author's items, newest first (`user ID`).
    case author(String)

    /// Whether the listing changes with what the user reads (`is:` queries, the history).
    package var dependsOnReads: Bool {
        switch self {
        case .search(let query): query.usesMarks
        case .stocks, .later, .author: false
        case .history: true
        }
    }
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

    /// The words and phrases of the search this place is in (none for other listings), with the
    /// spellings the search added (`非同期 処理` for `非同期処理`): what the reader marks.
    package var searchedWords: [String] {
        guard case .search(let query) = kind else { return [] }
        return page.marking(query.textTerms)
    }
}
