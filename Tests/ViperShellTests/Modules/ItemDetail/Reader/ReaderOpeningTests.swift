import Testing
@testable import ItemsModel
@testable import MarkdownTerminal
@testable import ShellKit
@testable import ViperShell

/// A long article opens with only the screenful it shows laid out (the first frame waits for no
/// more), where the user stopped or at the top, and the rest laid out after it is the whole
/// article's layout, the place unchanged.
@MainActor struct ReaderOpeningTests {
    static let sections = 300

    static let body = (1...sections).map {
        "## Section \($0)\n\nParagraph \($0): a few words to read, and a few more so that it wraps at forty columns."
    }.joined(separator: "\n\n")

    static func model(resume: ReadingPosition? = nil, commentsCount: Int = 2) -> ItemDetailViewModel {
        let item = QiitaItem(
            id: "0123456789abcdef0002", title: "Long", body: body, url: "https://qiita.com/a/items/0123456789abcdef0002",
            user: QiitaUser(id: "a", name: "A", githubLoginName: nil), tags: [], likesCount: 0, stocksCount: 0,
            commentsCount: commentsCount, createdAt: "2024-01-01T00:00:00+09:00", updatedAt: "2024-01-02T00:00:00+09:00")
        var model = ItemDetailViewModel(item: item, article: ItemArticle(body: body), isStocked: false, position: nil)
        model.resume = resume
        return model
    }

    static let builder = ReaderDocumentBuilder(
        width: 40, layout: MarkdownLayoutOptions(style: TextStyle(level: .plain)), language: .english)

    @Test func theTopOpensWithAScreenLaidOutAndTheRestIsTheWholeArticle() throws {
        let whole = Self.builder.article(Self.model())
        let opening = Self.builder.opening(Self.model(), rows: 24)
        #expect(opening.top == 0)
        #expect(!opening.document.isComplete)
        #expect(opening.document.lines.count > 24)
        #expect(opening.document.lines.count < whole.lines.count / 10)
        #expect(opening.document.lines[...] == whole.lines.prefix(opening.document.lines.count))
        let rest = try #require(opening.rest)
        let finished = Self.builder.finished(rest)
        #expect(finished.isComplete)
        #expect(finished.lines == whole.lines)
        #expect(finished.headings == whole.headings)
        #expect(finished.headings.count == Self.sections)
    }

    @Test(arguments: [10, 150, 290])
    func itOpensWhereTheUserStoppedAsTheWholeLayoutWould(section: Int) throws {
        let whole = Self.builder.article(Self.model())
        let line = try #require(whole.headings.first { $0.title == "Section \(section)" }).line + 2
        let position = ReaderResume.position(of: whole, top: line, item: Self.model().item)
        #expect(position.block >= 0)
        let model = Self.model(resume: position)
        let opening = Self.builder.opening(model, rows: 24)
        #expect(opening.top == ReaderResume.top(of: model, in: whole))
        #expect(opening.document.lines.count > opening.top + 24)
        #expect(opening.document.lines[opening.top] == whole.lines[opening.top])
        #expect(!opening.document.isComplete)
        #expect(opening.document.lines.count < opening.top + 24 * 3)
    }

    @Test func aPlaceKeptOnlyAsAFractionWaitsForTheWholeLayout() {
        // The item changed since: its place is as far down, which takes the whole length.
        let position = ReadingPosition(block: 5, offset: 0, fraction: 0.5, itemUpdatedAt: "2023-12-31T00:00:00+09:00")
        let opening = Self.builder.opening(Self.model(resume: position), rows: 24)
        #expect(opening.document.isComplete)
        #expect(opening.rest == nil)
        let whole = Self.builder.article(Self.model())
        #expect(opening.top == whole.lines.count / 2)
    }

    @Test func aShortArticleIsLaidOutWholeAtOnceWithTheCommentsHint() {
        let item = Self.model().item
        let short = ItemDetailViewModel(
            item: item, article: ItemArticle(body: "# One\n\nParagraph."), isStocked: false, position: nil)
        let opening = Self.builder.opening(short, rows: 24)
        #expect(opening.document.isComplete)
        #expect(opening.rest == nil)
        #expect(opening.document.lines == Self.builder.article(short).lines)
        #expect(opening.document.lines.last.map(ReaderLineText.visibleText(of:))?.contains("2") == true)
    }

    @Test func thePositionWaitsForTheWholeLength() {
        let opening = Self.builder.opening(Self.model(), rows: 24)
        let state = ReaderState(rows: 24, columns: 40, document: opening.document)
        let frame = ReaderFrame(language: .english, colour: false)
        #expect(!ReaderFrameTests.text(of: frame.grid(for: state), row: 23).contains("%"))
        var whole = state
        whole.update(to: Self.builder.article(Self.model()))
        #expect(ReaderFrameTests.text(of: frame.grid(for: whole), row: 23).contains("%"))
        #expect(whole.top == state.top && whole.generation == state.generation)
    }

    @Test func aHeaderOfAsManyLinesReplacesTheOldOneInPlace() throws {
        let wide = ReaderDocumentBuilder(
            width: 80, layout: MarkdownLayoutOptions(style: TextStyle(level: .plain)), language: .english)
        var model = Self.model()
        let document = wide.opening(model, rows: 24).document
        let narrow = Self.builder.opening(model, rows: 24).document
        model.isStocked = true
        let header = wide.header(model)
        let replaced = try #require(document.replacingHeader(header))
        #expect(replaced.lines.prefix(header.count).elementsEqual(header))
        #expect(replaced.lines.dropFirst(header.count).elementsEqual(document.lines.dropFirst(header.count)))
        #expect(replaced.headings == document.headings)
        #expect(replaced.lines.contains { $0.contains("in your stocks") })
        // At 40 columns "in your stocks" wraps the counts to a second line: laid out again instead.
        #expect(Self.builder.header(model).count == Self.builder.header(Self.model()).count + 1)
        #expect(narrow.replacingHeader(Self.builder.header(model)) == nil)
    }
}
