import Testing
@testable import ItemsModel
@testable import Markdown
import TestSupport
@testable import MarkdownTerminal
@testable import ShellKit
@testable import TerminalScreen
@testable import ViperShell

/// A reader state drawn as a grid: the visible lines, the highlights, the overlays and the
/// status line; and the article's layout behind it (headings, places that hold at any width).
@MainActor struct ReaderFrameTests {
    let frame = ReaderFrame(language: .english, colour: false)

    static func text(of grid: ScreenGrid, row: Int) -> String {
        var text = String(grid.row(row).filter { !$0.isContinuation }.map(\.grapheme))
        while text.last == " " { text.removeLast() }
        return text
    }

    @Test func theTextFromTheTopLineAndTheStatusLine() {
        var state = ReaderStateTests.state(rows: 10, lines: 100)
        _ = state.apply(.pageDown)
        // Before the reading time is counted (the first frame), the status line has no minutes.
        #expect(Self.text(of: frame.grid(for: state), row: 9).hasSuffix("17%"))
        state.document.measureReadingTime()
        let grid = frame.grid(for: state)
        #expect(Self.text(of: grid, row: 0) == "line 8")
        #expect(Self.text(of: grid, row: 8) == "line 16")
        let status = Self.text(of: grid, row: 9)
        #expect(status.hasPrefix(" Title"))
        #expect(status.hasSuffix("17% · < 1 min left"))
        #expect(grid[9, 0].style.attributes.contains(.reverse))
    }

    @Test func theStatusLineNamesTheHeadingAndTheEnd() {
        var state = ReaderStateTests.state(rows: 10, lines: 100)
        state.scroll(to: 45)
        #expect(Self.text(of: frame.grid(for: state), row: 9).hasPrefix(" Title · H2"))
        _ = state.apply(.bottom)
        #expect(Self.text(of: frame.grid(for: state), row: 9).hasSuffix("100% · end"))
    }

    @Test func everyMatchOnTheScreenIsReversedAndTheCurrentOneAlsoBold() {
        var state = ReaderSearchTests.state()
        _ = state.apply(.searchForward)
        ReaderSearchTests.type("line 1", into: &state)
        let grid = frame.grid(for: state)
        // "plain line 1" on row 1, and "plain line 10"…"plain line 19" further down.
        let row1 = grid.row(1).map { $0.style.attributes }
        #expect(row1[6].contains(.reverse) && row1[6].contains(.bold))
        #expect(!row1[5].contains(.reverse))
        let row10 = grid.row(10).map { $0.style.attributes }
        #expect(row10[6].contains(.reverse) && !row10[6].contains(.bold))
        #expect(Self.text(of: grid, row: 23).contains("1/"))
        #expect(Self.text(of: grid, row: 23).hasPrefix(" /line 1"))
    }

    @Test func theOutlineMarksTheCurrentHeadingAndSelectsIt() {
        var state = ReaderStateTests.state()
        state.scroll(to: 45)
        state.openOutline()
        let grid = frame.grid(for: state)
        #expect(Self.text(of: grid, row: 0).hasPrefix("Outline"))
        #expect(Self.text(of: grid, row: 2) == "▸ 2   H2")
        #expect(grid[2, 0].style.attributes.contains(.reverse))
        #expect(!grid[1, 0].style.attributes.contains(.reverse))
    }

    @Test func aTinyTerminalIsToldSo() {
        let state = ReaderState(rows: 3, columns: 10, document: ReaderStateTests.document())
        #expect(Self.text(of: frame.grid(for: state), row: 0) == "terminal t")
    }

    // MARK: - The article's layout

    static let body = """
        # First heading

        A paragraph long enough to wrap at a narrow width, and then some more words after it.

        ## Second heading

        Another paragraph that also wraps at a narrow width, with several words in it to wrap.
        """

    static func article(width: Int) -> ReaderDocument {
        let item = QiitaItem(
            id: "0123456789abcdef0001", title: "Title", body: body, url: "https://qiita.com/a/items/0123456789abcdef0001",
            user: QiitaUser(id: "a", name: "A", githubLoginName: nil), tags: [], likesCount: 0, stocksCount: 0, commentsCount: 0,
            createdAt: "2024-01-01T00:00:00+09:00", updatedAt: "2024-01-01T00:00:00+09:00")
        let model = ItemDetailViewModel(item: item, article: ItemArticle(body: body), isStocked: false, position: nil)
        return ReaderDocumentBuilder(
            width: width, layout: MarkdownLayoutOptions(style: TextStyle(level: .plain)), language: .english
        ).article(model)
    }

    @Test func headingsAreFoundInTheLaidOutArticle() {
        let document = Self.article(width: 40)
        #expect(document.headings.map(\.title) == ["First heading", "Second heading"])
        for heading in document.headings {
            #expect(ReaderLineText.visibleText(of: document.lines[heading.line]).contains(heading.title))
        }
    }

    @Test(arguments: [20, 40, 80])
    func aPlaceHoldsAtAnotherWidth(width: Int) {
        let wide = Self.article(width: 120)
        let line = try! #require(wide.lines.firstIndex { ReaderLineText.visibleText(of: $0).hasPrefix("Another") })
        let place = ReaderResume.place(of: wide, top: line)
        #expect(place.anchor != nil)
        let narrow = Self.article(width: width)
        let top = ReaderResume.top(for: place, in: narrow)
        #expect(ReaderLineText.visibleText(of: narrow.lines[top]).hasPrefix("Another"))
    }

    @Test func searchMatchesAcrossAWrappedLine() {
        var document = Self.article(width: 20)
        var text = document.searchText()
        let matches = text.matches(of: "wraps at a narrow width, with several")
        #expect(matches.count == 1)
        let segments = text.segments(matches[0])
        #expect(segments.count >= 2)
        #expect(Set(segments.map(\.line)).count == segments.count)
    }
}
