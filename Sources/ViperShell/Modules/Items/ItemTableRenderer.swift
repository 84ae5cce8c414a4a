import ShellKit
import ItemsDomain

/// Lays a listing out for the terminal: a header (what, page X of Y, total), then one row per
/// item with columns fitted to the width by display width, so Japanese text aligns. Unread
/// rows start with `*` (plain text: it survives `NO_COLOR` and pipes). Narrow
/// terminals drop the date, then the counts, before squeezing titles. Every line, the header
/// and the column labels included, fits the width in both languages.
package struct ItemTableRenderer {
    package let width: Int
    package let style: TextStyle
    package let language: Language

    private static let gap = "  "
    /// The unread mark and the space after it.
    private static let markWidth = 2
    private static let unreadMark = "*"
    private static let dateWidth = 10
    private static let readTimeWidth = 16
    private static let maximumUserWidth = 16
    private static let minimumTitleWidth = 16

    package func render(_ listing: ItemListingViewModel) -> [String] {
        let fitted = { (text: String) in TerminalSanitizer.inline(text).truncated(toDisplayWidth: width) }
        var lines = [style.bold(fitted(header(listing)))] + listing.notes.map { fitted($0.text(in: language)) }
        guard !listing.rows.isEmpty else {
            let empty: MessageKey = listing.totalCount > 0 ? .itemsPageEmpty : listing.title == .history ? .historyEmpty : .itemsNoResults
            lines.append(Message(empty).text(in: language))
            return lines
        }
        let rows = listing.rows.map { row in
            (row, title: TerminalSanitizer.inline(row.title), user: TerminalSanitizer.inline(row.user))
        }
        // Each column is as wide as its widest value or its label (いいね is 6 columns, not 5).
        let numberWidth = String(listing.rows.last?.number ?? 1).count
        let userWidth = min(Self.maximumUserWidth, max(text(.itemsColumnUser).displayWidth, rows.map { $0.user.displayWidth }.max() ?? 0))
        let likesWidth = max(text(.itemsColumnLikes).displayWidth, rows.map { String($0.0.likes).count }.max() ?? 0)
        let commentsWidth = max(text(.itemsColumnComments).displayWidth, rows.map { String($0.0.comments).count }.max() ?? 0)
        let dateWidth = max(listing.datesAreReadTimes ? Self.readTimeWidth : Self.dateWidth,
                            text(listing.datesAreReadTimes ? .itemsColumnRead : .itemsColumnDate).displayWidth)
        let columns = fittedColumns(numberWidth: numberWidth, userWidth: userWidth, likesWidth: likesWidth, commentsWidth: commentsWidth, dateWidth: dateWidth)

        let dateLabel = text(listing.datesAreReadTimes ? .itemsColumnRead : .itemsColumnDate)
        lines.append(style.dim(line(mark: " ", number: "#", title: text(.itemsColumnTitle), user: text(.itemsColumnUser),
                                    likes: text(.itemsColumnLikes), comments: text(.itemsColumnComments), date: dateLabel, columns: columns)))
        for (row, title, user) in rows {
            lines.append(line(mark: row.isRead ? " " : Self.unreadMark, number: String(row.number), title: title, user: user,
                              likes: String(row.likes), comments: String(row.comments), date: row.date, columns: columns))
        }
        return lines
    }

    private struct Columns {
        package var number: Int
        package var title: Int
        package var user: Int
        package var likes: Int?
        package var comments: Int?
        package var date: Int?
    }

    private func fittedColumns(numberWidth: Int, userWidth: Int, likesWidth: Int, commentsWidth: Int, dateWidth: Int) -> Columns {
        var columns = Columns(number: numberWidth, title: 0, user: userWidth, likes: likesWidth, comments: commentsWidth, date: dateWidth)
        func titleWidth() -> Int {
            let fixed = [columns.number, columns.user, columns.likes, columns.comments, columns.date].compactMap { $0 }
            return width - Self.markWidth - fixed.reduce(0, +) - Self.gap.count * fixed.count
        }
        if titleWidth() < Self.minimumTitleWidth { columns.date = nil }
        if titleWidth() < Self.minimumTitleWidth { columns.comments = nil }
        if titleWidth() < Self.minimumTitleWidth { columns.likes = nil }
        if titleWidth() < Self.minimumTitleWidth { columns.user = min(columns.user, 8) }
        columns.title = max(4, titleWidth())
        return columns
    }

    private func line(mark: String, number: String, title: String, user: String, likes: String, comments: String, date: String, columns: Columns) -> String {
        var cells = [mark + " " + number.padded(toDisplayWidth: columns.number, alignRight: true),
                     title.truncated(toDisplayWidth: columns.title).padded(toDisplayWidth: columns.title),
                     user.truncated(toDisplayWidth: columns.user).padded(toDisplayWidth: columns.user)]
        if let likesWidth = columns.likes { cells.append(likes.padded(toDisplayWidth: likesWidth, alignRight: true)) }
        if let commentsWidth = columns.comments { cells.append(comments.padded(toDisplayWidth: commentsWidth, alignRight: true)) }
        if let dateWidth = columns.date { cells.append(date.truncated(toDisplayWidth: dateWidth)) }
        var text = cells.joined(separator: Self.gap)
        while text.hasSuffix(" ") { text.removeLast() }
        // At the narrowest widths the fixed columns alone may not fit: the line is cut, not wrapped.
        return text.truncated(toDisplayWidth: width)
    }

    private func header(_ listing: ItemListingViewModel) -> String {
        let what: String
        switch listing.title {
        case .search(let query) where query.isEmpty: what = text(.itemsHeaderAll)
        case .search(let query): what = Message(.itemsHeaderSearch, query).text(in: language)
        case .stocks: what = text(.itemsHeaderStocks)
        case .history: what = text(.itemsHeaderHistory)
        case .author(let id): what = Message(.itemsHeaderAuthor, id).text(in: language)
        }
        let header = Message(.itemsHeader, what, String(listing.page), String(listing.pageCount), String(listing.totalCount)).text(in: language)
        guard let order = listing.order else { return header }
        return header + " · " + text(Self.orderKey(order))
    }

    /// How the header names an order other than newest first.
    private static func orderKey(_ order: ItemOrder) -> MessageKey {
        switch (order.field, order.ascending) {
        case (.created, _): .sortOldestFirst
        case (.updated, false): .sortUpdatedNewest
        case (.updated, true): .sortUpdatedOldest
        case (.likes, false): .sortMostLikes
        case (.likes, true): .sortFewestLikes
        case (.stocks, false): .sortMostStocks
        case (.stocks, true): .sortFewestStocks
        case (.comments, false): .sortMostComments
        case (.comments, true): .sortFewestComments
        }
    }

    private func text(_ key: MessageKey) -> String { Message(key).text(in: language) }
}
