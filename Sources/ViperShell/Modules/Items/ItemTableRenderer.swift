import ItemsModel
import ShellKit

/// Lays a listing out for the terminal: a header (what, page X of Y, total, and the order when
/// it is not newest first), then one row per item with columns fitted to the width by display
/// width, so Japanese text aligns. Unread rows start with `*` (plain text: it survives
/// `NO_COLOR` and pipes). Every line, the header and the column labels included, fits the width
/// in both languages. A search with words shows under each row, when asked, the passage of its
/// body that best matches (`ItemSnippetFinder`), indented to the title.
///
/// The column a listing is ordered by (likes, stocks, comments, the date, the updated date, or
/// the history's read time) is always shown: narrow terminals drop the other columns (the date,
/// then the counts), then shorten the user and drop it, and the title is what shrinks; at a dozen
/// columns the order's column goes too, so that every row stays one line. A header too long for one line keeps its counts whole (a long query is
/// shortened) and puts the order on a line of its own.
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
    private static let narrowUserWidth = 8
    private static let minimumTitleWidth = 16
    /// Below this the user column goes, so that the order's column and a readable title stay.
    private static let minimumTitleWidthBesideKey = 10
    /// Below this even the order's column goes: the title is all a row has left to show.
    private static let narrowestTitleWidth = 4
    /// A query is shortened down to this (`入…`) before the counts are.
    private static let minimumQueryWidth = 3

    package func render(_ listing: ItemListingViewModel) -> [String] {
        let fitted = { (text: String) in TerminalSanitizer.inline(text).truncated(toDisplayWidth: width) }
        var lines =
            headerLines(listing).map { style.bold(fitted($0)) } + listing.notes.map { fitted($0.text(in: language)) }
        guard !listing.rows.isEmpty else {
            let empty: any MessageKey =
                switch (listing.totalCount > 0, listing.title) {
                case (true, _): SharedMessage.itemsPageEmpty
                case (false, .history): ItemsMessage.historyEmpty
                case (false, .later): ItemsMessage.laterEmpty
                default: ItemsMessage.noResults
                }
            lines.append(Message(empty).text(in: language))
            return lines
        }
        let rows = listing.rows.map { row in
            (row, title: TerminalSanitizer.inline(row.title), user: TerminalSanitizer.inline(row.user))
        }
        let layout = ItemTableLayout(listing)
        // Each column is as wide as its widest value or its label (いいね is 6 columns, not 5).
        var widths: [ItemTableLayout.Column: Int] = [:]
        for column in layout.columns {
            let values =
                column == .user
                ? rows.map(\.user.displayWidth) : listing.rows.map { layout.value(of: column, in: $0).displayWidth }
            let minimum = column == .date ? (listing.datesAreReadTimes ? Self.readTimeWidth : Self.dateWidth) : 0
            widths[column] = max(minimum, text(layout.label(of: column)).displayWidth, values.max() ?? 0)
        }
        widths[.user] = min(Self.maximumUserWidth, widths[.user] ?? 0)
        let numberWidth = String(listing.rows.last?.number ?? 1).count
        let (titleWidth, shown) = fittedColumns(layout, numberWidth: numberWidth, widths: widths)

        let labels = shown.map { (text(layout.label(of: $0.column)), $0) }
        lines.append(
            style.dim(
                line(
                    mark: " ", number: "#", numberWidth: numberWidth, title: text(ItemsMessage.columnTitle),
                    titleWidth: titleWidth,
                    cells: labels.map { ($0.0, $0.1.width, $0.1.column.isNumeric) })))
        for (row, title, user) in rows {
            let cells = shown.map {
                ($0.column == .user ? user : layout.value(of: $0.column, in: row), $0.width, $0.column.isNumeric)
            }
            lines.append(
                line(
                    mark: row.isRead ? " " : Self.unreadMark, number: String(row.number), numberWidth: numberWidth,
                    title: title, titleWidth: titleWidth, cells: cells))
            if let terms = listing.snippetTerms, let body = row.body {
                let indent = Self.markWidth + numberWidth + Self.gap.count
                if let snippet = ItemSnippetFinder.snippet(
                    body: body, terms: terms, width: width - indent, markColumns: style.showsMarks ? 2 : 0)
                {
                    lines.append(String(repeating: " ", count: indent) + styled(snippet))
                }
            }
            if listing.explains, let score = row.score {
                let indent = Self.markWidth + numberWidth + Self.gap.count
                lines += explanation(of: score, width: width - indent).map {
                    style.dim(String(repeating: " ", count: indent) + $0)
                }
            }
        }
        return lines
    }

    /// `words 8.70 · tags 5.10 · popularity 1.02 · age −0.25 = 14.57`: the parts that count, on
    /// as many lines of `width` as they need (a part is never cut).
    private func explanation(of score: ItemScore, width: Int) -> [String] {
        let parts: [(any MessageKey, Double)] = [
            (ItemsMessage.explainWords, score.text), (ItemsMessage.explainPhrase, score.phrase),
            (ItemsMessage.explainNear, score.proximity),
            (ItemsMessage.explainShortWords, score.shortWordsInTitle), (ItemsMessage.explainTags, score.tags),
            (ItemsMessage.explainPopularity, score.popularity), (ItemsMessage.explainAge, score.age),
        ]
        var shown = parts.filter { $0.1 != 0 }.map { text($0.0) + " " + Self.number($0.1) }
        if score.onlyInCode { shown.append("(" + text(ItemsMessage.explainOnlyInCode) + ")") }
        if shown.isEmpty { shown = ["0.00"] }
        shown[shown.count - 1] += " = " + Self.number(score.total)
        var lines: [String] = []
        for part in shown {
            if let last = lines.last, (last + " · " + part).displayWidth <= width {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part.truncated(toDisplayWidth: max(width, 1)))
            }
        }
        return lines
    }

    /// Two decimals, a real minus sign for negatives.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let text = String(hundredths / 100) + "." + (hundredths % 100 < 10 ? "0" : "") + String(hundredths % 100)
        return (value < 0 && hundredths > 0 ? "−" : "") + text
    }

    /// A snippet dimmed, its matches bold; without styling, the matches in «».
    private func styled(_ snippet: ItemSnippet) -> String {
        guard !style.showsMarks else { return TerminalSanitizer.inline(snippet.marked) }
        return snippet.parts.map { part in
            let text = TerminalSanitizer.inline(part.text)
            return part.isMatch ? style.bold(text) : style.dim(text)
        }.joined()
    }

    /// The title's width and the columns shown after it, with their widths, in order. Columns
    /// other than the order's go first (`ItemTableLayout.droppingOrder`), while the title is
    /// narrower than its minimum; then the user is shortened, and dropped when the title would
    /// still be too narrow to read; below that, the order's column goes as well.
    private func fittedColumns(
        _ layout: ItemTableLayout, numberWidth: Int,
        widths: [ItemTableLayout.Column: Int]
    ) -> (Int, [(column: ItemTableLayout.Column, width: Int)]) {
        var widths = widths
        func titleWidth() -> Int {
            width - Self.markWidth - numberWidth - widths.values.reduce(0, +) - Self.gap.count * (widths.count + 1)
        }
        for column in layout.droppingOrder where titleWidth() < Self.minimumTitleWidth {
            widths[column] = nil
        }
        if titleWidth() < Self.minimumTitleWidth, let user = widths[.user] {
            widths[.user] = min(user, Self.narrowUserWidth)
        }
        if titleWidth() < Self.minimumTitleWidthBesideKey { widths[.user] = nil }
        // The last resort, at a dozen columns: the number and the title alone, so a row stays one line.
        if titleWidth() < Self.narrowestTitleWidth, let key = layout.key { widths[key] = nil }
        let shown = layout.columns.compactMap { column in widths[column].map { (column: column, width: $0) } }
        return (max(1, titleWidth()), shown)
    }

    private func line(
        mark: String, number: String, numberWidth: Int, title: String, titleWidth: Int,
        cells: [(text: String, width: Int, alignRight: Bool)]
    ) -> String {
        let all =
            [
                mark + " " + number.padded(toDisplayWidth: numberWidth, alignRight: true),
                title.truncated(toDisplayWidth: titleWidth).padded(toDisplayWidth: titleWidth),
            ]
            + cells.map {
                $0.text.truncated(toDisplayWidth: $0.width).padded(toDisplayWidth: $0.width, alignRight: $0.alignRight)
            }
        var text = all.joined(separator: Self.gap)
        while text.hasSuffix(" ") { text.removeLast() }
        // At the narrowest widths the fixed columns alone may not fit: the line is cut, not wrapped.
        return text.truncated(toDisplayWidth: width)
    }

    /// The header, and the order on a line of its own when both do not fit on one.
    private func headerLines(_ listing: ItemListingViewModel) -> [String] {
        let header = header(listing)
        guard let order = listing.order else { return [header] }
        let orderText = "· " + text(Self.orderKey(order))
        let oneLine = header + " " + orderText
        return oneLine.displayWidth <= width ? [oneLine] : [header, orderText]
    }

    /// What the listing is, its page and its total; a query too long for the width is shortened
    /// so that the counts stay whole.
    private func header(_ listing: ItemListingViewModel) -> String {
        let counts = (String(listing.page), String(listing.pageCount), String(listing.totalCount))
        func header(_ what: String) -> String {
            Message(ItemsMessage.header, what, counts.0, counts.1, counts.2).text(in: language)
        }
        switch listing.title {
        case .search(let query) where query.isEmpty: return header(text(ItemsMessage.headerAll))
        case .search(let query):
            let query = TerminalSanitizer.inline(query)
            let room = width - header(Message(ItemsMessage.headerSearch, "").text(in: language)).displayWidth
            let shown =
                query.displayWidth > room ? query.truncated(toDisplayWidth: max(room, Self.minimumQueryWidth)) : query
            return header(Message(ItemsMessage.headerSearch, shown).text(in: language))
        case .stocks: return header(text(ItemsMessage.headerStocks))
        case .qiitaStocks: return header(text(AccountMessage.headerQiitaStocks))
        case .later: return header(text(ItemsMessage.headerLater))
        case .history: return header(text(ItemsMessage.headerHistory))
        case .author(let id): return header(Message(ItemsMessage.headerAuthor, id).text(in: language))
        }
    }

    /// How the header names an order other than newest first.
    private static func orderKey(_ order: ItemOrder) -> any MessageKey {
        switch (order.field, order.ascending) {
        case (.created, _): ItemsMessage.sortOldestFirst
        case (.updated, false): ItemsMessage.sortUpdatedNewest
        case (.updated, true): ItemsMessage.sortUpdatedOldest
        case (.likes, false): ItemsMessage.sortMostLikes
        case (.likes, true): ItemsMessage.sortFewestLikes
        case (.stocks, false): ItemsMessage.sortMostStocks
        case (.stocks, true): ItemsMessage.sortFewestStocks
        case (.comments, false): ItemsMessage.sortMostComments
        case (.comments, true): ItemsMessage.sortFewestComments
        case (.relevance, _): ItemsMessage.sortRelevance
        }
    }

    private func text(_ key: any MessageKey) -> String { Message(key).text(in: language) }
}
