import ItemsModel
import ShellKit

/// A page of a listing as the view shows it: header facts and one row per item. Values are
/// raw item data; the view sanitizes and fits them to the terminal.
package struct ItemListingViewModel: Equatable, Sendable {
    /// What the listing is, for the header.
    package enum Title: Equatable, Sendable {
        case search(query: String)
        case stocks
        /// The user's stocks on Qiita (`stocks --qiita`).
        case qiitaStocks
        case later
        case history
        case author(String)
    }

    /// One row.
    package struct Row: Equatable, Sendable {
        package let number: Int
        package let title: String
        package let user: String
        package let likes: Int
        package let stocks: Int
        package let comments: Int
        /// YYYY-MM-DD in the item's own time zone; in the history, when it was read.
        package let date: String
        /// When the item was last updated, YYYY-MM-DD (shown when the listing is ordered by it).
        package let updatedDate: String
        /// Whether the user read it (unread rows are marked).
        package var isRead = true
        /// The body, for the snippet under the row (search listings only).
        package var body: String?
        /// The ranked search's score and its parts (`search --explain`).
        package var score: ItemScore?
    }

    package var title: Title
    package let page: Int
    package let pageCount: Int
    package let totalCount: Int
    package let rows: [Row]
    /// Lines under the header: the live source's "offline: cached results" and its remaining
    /// API requests.
    package var notes: [Message] = []
    /// The date column holds when each item was read (the history), not when it was written.
    package var datesAreReadTimes = false
    /// How the rows are ordered, for the header (nil: newest first, the default).
    package var order: ItemOrder?
    /// The words a search's snippets mark (nil: no snippets: not a search with words, or `set
    /// snippets off`).
    package var snippetTerms: [String]?
    /// Whether each row's score is shown in parts under it (`search --explain`).
    package var explains = false
}
