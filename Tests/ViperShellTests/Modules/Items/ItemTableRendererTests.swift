@testable import ItemsModel
@testable import ShellKit
import Testing
@testable import ViperShell

/// The listing table at 40, 60, 80 and 100 columns in both languages: a listing ordered by
/// something always shows that column (with each row's value) and says its order whole in the
/// header; the title is what shrinks; every line fits.
@Suite struct ItemTableRendererTests {
    /// What a listing is ordered by, as the renderer sees it.
    enum Listing: CustomTestStringConvertible, CaseIterable {
        case newest, oldest, updatedNewest, updatedOldest, mostLikes, fewestLikes, mostStocks, fewestStocks
        case mostComments, fewestComments, history

        var order: ItemOrder? {
            switch self {
            case .newest, .history: nil
            case .oldest: ItemOrder(.created, ascending: true)
            case .updatedNewest: ItemOrder(.updated)
            case .updatedOldest: ItemOrder(.updated, ascending: true)
            case .mostLikes: ItemOrder(.likes)
            case .fewestLikes: ItemOrder(.likes, ascending: true)
            case .mostStocks: ItemOrder(.stocks)
            case .fewestStocks: ItemOrder(.stocks, ascending: true)
            case .mostComments: ItemOrder(.comments)
            case .fewestComments: ItemOrder(.comments, ascending: true)
            }
        }

        /// The label of the column the listing is ordered by, as the table shows it in English and
        /// in Japanese, and a row's value in it, from the rows the test lays out.
        var key: (label: Words, value: (ItemListingViewModel.Row) -> String)? {
            switch self {
            case .newest: nil
            case .oldest: (Words("Date", "日付"), \.date)
            case .updatedNewest, .updatedOldest: (Words("Updated", "更新日"), \.updatedDate)
            case .mostLikes, .fewestLikes: (Words("Likes", "いいね"), { String($0.likes) })
            case .mostStocks, .fewestStocks: (Words("Stocks", "ストック"), { String($0.stocks) })
            case .mostComments, .fewestComments: (Words("Cmts", "コメ"), { String($0.comments) })
            case .history: (Words("Read", "閲覧日時"), \.date)
            }
        }

        /// How the header names the order; none for newest first (the listings' own order) and
        /// the history.
        var says: Words? {
            switch self {
            case .newest, .history: nil
            case .oldest: Words("oldest first", "古い順")
            case .updatedNewest: Words("recently updated first", "更新の新しい順")
            case .updatedOldest: Words("least recently updated first", "更新の古い順")
            case .mostLikes: Words("most likes first", "いいねの多い順")
            case .fewestLikes: Words("fewest likes first", "いいねの少ない順")
            case .mostStocks: Words("most stocks first", "ストックの多い順")
            case .fewestStocks: Words("fewest stocks first", "ストックの少ない順")
            case .mostComments: Words("most comments first", "コメントの多い順")
            case .fewestComments: Words("fewest comments first", "コメントの少ない順")
            }
        }

        var testDescription: String { "\(self)" }
    }

    /// A text the table shows, in English and in Japanese.
    struct Words {
        let english: String
        let japanese: String

        init(_ english: String, _ japanese: String) {
            self.english = english
            self.japanese = japanese
        }

        func text(in language: Language) -> String {
            switch language {
            case .english: english
            case .japanese: japanese
            }
        }
    }

    /// Long Japanese and English titles, long user IDs and wide counts: what squeezes a table.
    static func rows(readTimes: Bool) -> [ItemListingViewModel.Row] {
        (1...12).map { number in
            var row = ItemListingViewModel.Row(
                number: number,
                title: number.isMultiple(of: 2)
                    ? "Dockerのキャッシュを効かせてビルドを速くするベストな方法 \(number)"
                    : "Demystifying Dockerfile best practices for production \(number)",
                user: number.isMultiple(of: 3) ? "a_very_long_user_name_\(number)" : "u\(number)",
                likes: 90_000 + number, stocks: 70_000 + number, comments: 300 + number,
                date: readTimes ? "2026-11-25 18:\(10 + number)" : "2020-01-\(10 + number)",
                updatedDate: "2021-02-\(10 + number)")
            row.isRead = number.isMultiple(of: 2)
            return row
        }
    }

    static func listing(_ kind: Listing, query: String = "入門 docker") -> ItemListingViewModel {
        let isHistory = kind == .history
        var model = ItemListingViewModel(
            title: isHistory ? .history : .search(query: query), page: 1, pageCount: 23, totalCount: 456,
            rows: rows(readTimes: isHistory))
        model.datesAreReadTimes = isHistory
        model.order = kind.order
        return model
    }

    static func render(_ kind: Listing, width: Int, language: Language, query: String = "入門 docker") -> [String] {
        ItemTableRenderer(width: width, style: TextStyle(isEnabled: false), language: language).render(
            listing(kind, query: query))
    }

    static func isColumnLabels(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix("#  ")
    }

    /// The lines before the column labels (the header, and the order on its own line if any).
    static func header(of lines: [String]) -> ArraySlice<String> {
        let labels = lines.firstIndex(where: isColumnLabels) ?? lines.count
        return lines[..<labels]
    }

    @Test(arguments: [40, 60, 80, 100], [Language.english, .japanese])
    func everyOrderShowsItsColumnAndEveryLineFits(width: Int, language: Language) throws {
        for kind in Listing.allCases {
            let lines = Self.render(kind, width: width, language: language)
            for line in lines {
                #expect(line.displayWidth <= width, "\(kind) at \(width): \(line)")
            }
            let labelIndex = try #require(lines.firstIndex(where: Self.isColumnLabels), "\(kind) at \(width): \(lines)")
            let labels = lines[labelIndex]
            let rows = Array(lines[(labelIndex + 1)...])
            #expect(rows.count == 12)
            if let key = kind.key {
                let label = key.label.text(in: language)
                #expect(
                    labels.hasSuffix(label) || labels.contains(label + "  "),
                    "\(kind) at \(width): no \(label) in \(labels)")
                for (row, line) in zip(Self.rows(readTimes: kind == .history), rows) {
                    #expect(
                        line.contains(key.value(row)),
                        "\(kind) at \(width): row \(row.number) lacks \(key.value(row)): \(line)")
                }
            }
            // The title shrinks, but stays: at least 10 columns of every row's title are shown.
            for line in rows {
                #expect(line.contains("Dockerの") || line.contains("Demystify"), "\(kind) at \(width): \(line)")
            }
        }
    }

    @Test(arguments: [40, 60, 80, 100], [Language.english, .japanese])
    func theHeaderKeepsItsCountsAndItsOrderWhole(width: Int, language: Language) {
        for kind in Listing.allCases {
            let header = Self.header(of: Self.render(kind, width: width, language: language)).joined(separator: "\n")
            let counts = language == .english ? "(456 items)" : "(全456件)"
            #expect(header.contains(counts), "\(kind) at \(width): \(header)")
            if let says = kind.says?.text(in: language) {
                #expect(header.contains("· " + says), "\(kind) at \(width): \(header)")
            } else {
                #expect(!header.contains("·"), "\(kind) at \(width): \(header)")
            }
        }
    }

    /// Exact layouts where the issue met them: 40 columns ordered by likes, the history at 40, and
    /// a listing by stocks at 100 (which showed no stocks at all).
    @Test func theLayoutsTheIssueReported() {
        let likes = Self.render(.mostLikes, width: 40, language: .japanese)
        #expect(
            Array(likes.prefix(4)) == [
                "検索: 入門 docker — 1/23ページ(全456件)",
                "· いいねの多い順",
                "   #  タイトル          ユーザー  いいね",
                "*  1  Demystifying Do…  u1         90001",
            ])
        let history = Self.render(.history, width: 40, language: .english)
        #expect(
            Array(history.prefix(3)) == [
                "Read history — page 1 of 23 (456 items)",
                "   #  Title             Read",
                "*  1  Demystifying Do…  2026-11-25 18:11",
            ])
        let stocks = Self.render(.mostStocks, width: 100, language: .english)
        #expect(
            Array(stocks.prefix(3)) == [
                "Search: 入門 docker — page 1 of 23 (456 items) · most stocks first",
                "   #  Title                                        User              Likes  Stocks  Cmts  Date",
                "*  1  Demystifying Dockerfile best practices for…  u1                90001   70001   301  2020-01-11",
            ])
    }

    /// Newest first, the listings' own order, keeps its layout: narrow terminals drop the date.
    @Test func theNewestFirstListingDropsTheDateWhenNarrow() {
        let lines = Self.render(.newest, width: 40, language: .english)
        #expect(lines[1] == "   #  Title             User")
        #expect(!lines.joined().contains("2020-01-"))
    }

    /// A query too long for the width is what the header shortens: the counts stay whole.
    @Test func aLongQueryIsShortenedInTheHeader() {
        let query = "tag:docker title:\"best practices\" -user:someone_else likes:>10"
        let lines = Self.render(.mostLikes, width: 60, language: .english, query: query)
        #expect(lines[0].hasPrefix("Search: tag:docker title:"), "\(lines[0])")
        #expect(lines[0].hasSuffix("… — page 1 of 23 (456 items)"), "\(lines[0])")
        #expect(lines[1] == "· most likes first")
    }
}

/// A ranked search's extra lines: each row's snippet, indented to the title, marked in «» without
/// styling and bold with it, and `--explain`'s parts, every line within the width.
@Suite struct ItemTableRendererRankingTests {
    static func listing() -> ItemListingViewModel {
        var model = ItemTableRendererTests.listing(.newest, query: "docker cache")
        model.order = .relevance
        model.snippetTerms = ["docker", "cache"]
        model.explains = true
        let rows = model.rows.map { row in
            var row = row
            row.body = "# Intro\n\nA long introduction first, then: the Docker build cache, explained with care.\n"
            row.score = ItemScore(text: 8.5, phrase: 0, shortWordsInTitle: 0, tags: 2.25, popularity: 1, age: -0.5)
            return row
        }
        return ItemListingViewModel(
            title: model.title, page: 1, pageCount: 1, totalCount: rows.count, rows: rows, notes: [],
            datesAreReadTimes: false, order: .relevance, snippetTerms: ["docker", "cache"], explains: true)
    }

    @Test(arguments: [40, 60, 100], [Language.english, .japanese])
    func snippetsAndExplanationsFollowEachRowWithinTheWidth(width: Int, language: Language) throws {
        let lines = ItemTableRenderer(width: width, style: TextStyle(isEnabled: false), language: language).render(
            Self.listing())
        for line in lines { #expect(line.displayWidth <= width, "\(line)") }
        let first = try #require(lines.firstIndex { $0.firstMatch(of: #/^[ *] +1 /#) != nil })
        #expect(lines[first + 1].hasPrefix("     ") && lines[first + 1].contains("«"), "\(lines[first + 1])")
        // The parts, on as many lines as the width needs, up to the total.
        let second = try #require(lines[(first + 1)...].firstIndex { $0.firstMatch(of: #/^[ *] +2 /#) != nil })
        let explained = lines[(first + 2)..<second].joined(separator: " ")
        let words = language == .english ? "words 8.50" : "語 8.50"
        #expect(explained.contains(words) && explained.hasSuffix("= 11.25"), "\(explained)")
        #expect(explained.contains("−0.50"))
    }

    @Test func withStylingTheWordsAreBoldAndTheRestDim() throws {
        let lines = ItemTableRenderer(width: 100, style: TextStyle(isEnabled: true), language: .english).render(
            Self.listing())
        let snippet = try #require(lines.first { $0.contains("\u{1B}[1mDocker") })
        #expect(!snippet.contains("«") && snippet.contains("\u{1B}[2m"))
    }
}
