/// A page of a listing as the view shows it: header facts and one row per item. Values are
/// raw item data; the view sanitizes and fits them to the terminal.
struct ItemListingViewModel: Equatable, Sendable {
    /// What the listing is, for the header.
    enum Title: Equatable, Sendable {
        case search(query: String)
        case stocks
    }

    /// One row.
    struct Row: Equatable, Sendable {
        let number: Int
        let title: String
        let user: String
        let likes: Int
        let comments: Int
        /// YYYY-MM-DD in the item's own time zone.
        let date: String
    }

    let title: Title
    let page: Int
    let pageCount: Int
    let totalCount: Int
    let rows: [Row]
    /// Lines under the header, already in the user's language: the live source's "offline:
    /// cached results" and its remaining API requests.
    var notes: [String] = []
}
