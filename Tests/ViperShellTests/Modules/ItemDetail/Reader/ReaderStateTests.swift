import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import TerminalScreen
@testable import ViperShell

/// The reader's state changed by keys (Documentation/design/reader.md §3, §4): moving, bounds,
/// pages at several heights, the pickers, the comments and leaving.
@MainActor struct ReaderStateTests {
    /// A document of `count` numbered lines, with headings at lines 10, 40 and 70.
    static func document(lines count: Int = 100, kind: ReaderDocument.Kind = .article) -> ReaderDocument {
        let lines = (0..<count).map { "line \($0)" }
        let headings = [10, 40, 70].filter { $0 < count }.enumerated().map {
            ReaderHeading(level: $0.offset == 0 ? 1 : 2, title: "H\($0.offset + 1)", line: $0.element)
        }
        return ReaderDocument(
            kind: kind, title: "Title", lines: lines, headings: headings, makeText: { ReaderLineText.make(lines) })
    }

    static func state(rows: Int = 24, lines: Int = 100) -> ReaderState {
        ReaderState(rows: rows, columns: 80, document: document(lines: lines))
    }

    static func key(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyPress(.character(character), modifiers: modifiers))
    }

    @Test(arguments: [5, 24, 60])
    func pagesKeepOneLineOfContext(rows: Int) {
        var state = Self.state(rows: rows, lines: 500)
        #expect(state.apply(.pageDown) == .none)
        #expect(state.top == rows - 2)
        _ = state.apply(.pageUp)
        #expect(state.top == 0)
        _ = state.apply(.halfPageDown)
        #expect(state.top == max((rows - 1) / 2, 1))
    }

    @Test func movesStayWithinTheDocument() {
        var state = Self.state()
        _ = state.apply(.lineUp)
        #expect(state.top == 0)
        _ = state.apply(.bottom)
        #expect(state.top == 100 - 23)
        #expect(state.isAtEnd)
        _ = state.apply(.lineDown)
        #expect(state.top == 77)
        _ = state.apply(.scroll(-3))
        #expect(state.top == 74)
        _ = state.apply(.top)
        #expect(state.top == 0)
    }

    @Test func aShortDocumentDoesNotScroll() {
        var state = Self.state(lines: 10)
        _ = state.apply(.pageDown)
        _ = state.apply(.bottom)
        #expect(state.top == 0)
        #expect(state.isAtEnd)
    }

    @Test func keysThatNeedThePresenterAreSent() {
        var state = Self.state()
        #expect(state.apply(.toggleStock) == .send(.toggleStock))
        #expect(state.apply(.toggleRead) == .send(.toggleRead))
        #expect(state.apply(.nextItem) == .sendLeaving(.next))
        #expect(state.apply(.previousItem) == .sendLeaving(.previous))
        #expect(state.apply(.outline) == .send(.outline))
        #expect(state.apply(.links) == .send(.links))
        #expect(state.apply(.comments) == .send(.comments(format: .table)))
        #expect(state.apply(.historyBack) == .send(.historyBack))
        state.historyDepth = 1
        #expect(state.apply(.historyBack) == .sendLeaving(.historyBack))
        #expect(state.apply(.quit) == .leave)
        #expect(state.apply(.suspend) == .suspend)
        #expect(state.apply(.redraw) == .redraw)
    }

    @Test func theOutlineOpensOnTheCurrentHeadingAndJumps() {
        var state = Self.state()
        state.scroll(to: 45)
        state.openOutline()
        #expect(state.mode == .outline(selected: 1))
        _ = state.applyToOverlay(Self.key("j"))
        #expect(state.mode == .outline(selected: 2))
        _ = state.applyToOverlay(.key(KeyPress(.enter)))
        #expect(state.mode == .reading)
        #expect(state.top == 70)
        state.openOutline()
        _ = state.applyToOverlay(Self.key("1"))
        _ = state.applyToOverlay(.key(KeyPress(.enter)))
        #expect(state.top == 10)
        state.openOutline()
        _ = state.applyToOverlay(Self.key("q"))
        #expect(state.mode == .reading)
        #expect(state.top == 10)
    }

    @Test func theLinkPickerFollowsAndCopies() {
        var state = Self.state()
        let links = (1...3).map { ItemLink(text: "link \($0)", url: "https://example.com/\($0)", kind: .link) }
        state.openLinks(links)
        #expect(state.mode == .links(selected: 0))
        _ = state.applyToOverlay(.key(KeyPress(.down)))
        #expect(state.applyToOverlay(Self.key("y")) == .copyLink(2))
        #expect(state.applyToOverlay(.key(KeyPress(.enter))) == .sendLeaving(.followLink(2)))
        #expect(state.mode == .reading)
        state.openLinks([])
        #expect(state.mode == .reading)
    }

    @Test func theImagePickerShowsOneAloneAndAnyKeyReturnsToIt() {
        var state = Self.state()
        #expect(state.handle(Self.key("i")) == .send(.images))
        let images = (1...3).map {
            ItemImagesViewModel.Row(alt: "picture \($0)", address: "https://example.com/\($0).png", standing: .notFetched)
        }
        state.openImages(images)
        #expect(state.mode == .images(selected: 0))
        _ = state.handle(Self.key("j"))
        #expect(state.handle(.key(KeyPress(.enter))) == .showImage(2))
        #expect(state.mode == .images(selected: 1))
        // The view shows it alone; any key returns to the list, on it.
        state.mode = .image(ReaderImageView(caption: "picture 2", rows: ["x"], columns: 1), selected: 1)
        #expect(state.handle(Self.key("j")) == .none)
        #expect(state.mode == .images(selected: 1))
        _ = state.handle(Self.key("3"))
        #expect(state.handle(.key(KeyPress(.enter))) == .showImage(3))
        #expect(state.handle(Self.key("i")) == .none)
        #expect(state.mode == .reading)
        state.openImages([])
        #expect(state.mode == .reading)
    }

    @Test func aClickChoosesTheEntryUnderIt() {
        var state = Self.state()
        state.openOutline()
        let click = MouseReport(action: .press(button: 0), row: 3, column: 4)
        _ = state.applyToOverlay(.mouse(click))
        #expect(state.top == 70)
    }

    @Test func theCommentsCoverTheArticleAndQuitReturnsToIt() {
        var state = Self.state()
        state.scroll(to: 30)
        state.openComments(Self.document(lines: 50, kind: .comments))
        #expect(state.document.kind == .comments)
        #expect(state.top == 0)
        #expect(state.apply(.quit) == .none)
        #expect(state.document.kind == .article)
        #expect(state.top == 30)
        #expect(state.apply(.quit) == .leave)
    }

    @Test func theHelpScrollsAndAnyOtherKeyClosesIt() {
        var state = Self.state(rows: 8)
        _ = state.apply(.help)
        _ = state.applyToOverlay(Self.key("j"))
        #expect(state.mode == .help(top: 1))
        _ = state.applyToOverlay(Self.key("x"))
        #expect(state.mode == .reading)
    }

    @Test func aKeyClearsTheMessage() {
        var state = Self.state()
        state.message = ReaderNotice(message: Message(ReaderMessage.end), isError: false)
        _ = state.apply(.lineDown)
        #expect(state.message == nil)
    }

    @Test func theHeadingOfALineIsTheLastOneAboveIt() {
        let document = Self.document()
        #expect(document.heading(at: 5) == nil)
        #expect(document.heading(at: 10)?.title == "H1")
        #expect(document.heading(at: 69)?.title == "H2")
        #expect(document.heading(at: 99)?.title == "H3")
    }
}
