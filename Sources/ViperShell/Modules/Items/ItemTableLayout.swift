import ShellKit

/// Which columns a listing shows after its number and title, and which of them its order is
/// about (the key, which `ItemTableRenderer` never drops): likes, stocks or comments for those
/// orders, the date for oldest first (the updated date, so labelled, for the update orders), the
/// read time in the history; none for newest first, the listings' own order. An author's page
/// has no User column: every row is theirs.
struct ItemTableLayout {
    /// A column after the title.
    enum Column: Hashable {
        case user, likes, stocks, comments, date

        /// Counts align right.
        var isNumeric: Bool { self == .likes || self == .stocks || self == .comments }
    }

    /// The columns in the order they appear: stocks only when the listing is ordered by them.
    let columns: [Column]
    /// The column the listing is ordered by.
    let key: Column?
    private let datesAreUpdates: Bool
    private let datesAreReadTimes: Bool

    init(_ listing: ItemListingViewModel) {
        datesAreReadTimes = listing.datesAreReadTimes
        datesAreUpdates = !listing.datesAreReadTimes && listing.order?.field == .updated
        if listing.datesAreReadTimes {
            key = .date
        } else {
            switch listing.order?.field {
            case nil, .relevance?: key = nil
            case .created?, .updated?: key = .date
            case .likes?: key = .likes
            case .stocks?: key = .stocks
            case .comments?: key = .comments
            }
        }
        // An author's page names its author once, above the rows: no User column.
        let isAuthorPage = if case .author = listing.title { true } else { false }
        columns =
            (isAuthorPage ? [] : [.user]) + [.likes] + (key == .stocks ? [.stocks] : []) + [.comments, .date]
    }

    /// The columns a narrow terminal drops, first to last, while the title is too narrow: never
    /// the key (the user is shortened instead, see `ItemTableRenderer`).
    var droppingOrder: [Column] {
        [.date, .comments, .stocks, .likes].filter { $0 != key && columns.contains($0) }
    }

    func label(of column: Column) -> any MessageKey {
        switch column {
        case .user: ItemsMessage.columnUser
        case .likes: ItemsMessage.columnLikes
        case .stocks: ItemsMessage.columnStocks
        case .comments: ItemsMessage.columnComments
        case .date:
            datesAreReadTimes
                ? ItemsMessage.columnRead : datesAreUpdates ? ItemsMessage.columnUpdated : ItemsMessage.columnDate
        }
    }

    /// A row's raw text in `column` (the user unsanitized: the renderer sanitizes it).
    func value(of column: Column, in row: ItemListingViewModel.Row) -> String {
        switch column {
        case .user: row.user
        case .likes: String(row.likes)
        case .stocks: String(row.stocks)
        case .comments: String(row.comments)
        case .date: datesAreUpdates ? row.updatedDate : row.date
        }
    }
}
