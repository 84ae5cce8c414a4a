@testable import OutputTools
import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// ItemDetail's reading commands with spies: reading marks the item, comments in their three
/// states, links opened only when they are web addresses (printed when no browser can), the
/// outline and its sections, and read/unread by hand.
@MainActor struct ItemDetailReadingPresenterTests {
    static let body = """
        # Intro
        See [Swift](https://swift.org) and https://example.com/page.

        ## Setup
        Run [this](javascript:alert(1)).

        # End
        Bye.
        """
    let interactor: CatalogueInteractorStub
    let item: QiitaItem
    let view = ItemDetailViewSpy()
    let wireframe = ItemDetailWireframeSpy()
    /// How messages name the item: by its title.
    let named = Message.Argument.message(Message(SharedMessage.itemQuotedTitle, "Item 1"))

    init() {
        var item = ItemsPresenterTests.items[0]
        item.body = Self.body
        item.commentsCount = 2
        self.item = item
        interactor = CatalogueInteractorStub(items: [item] + ItemsPresenterTests.items.dropFirst())
    }

    private func opened(format: OutputFormat = .table) async -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(item: item, position: nil, format: format), view: view,
            interactor: interactor, wireframe: wireframe)
        _ = await presenter.start()
        return presenter
    }

    @Test func openingOrShowingAnItemMarksItRead() async {
        #expect(interactor.history.isEmpty)
        let presenter = await opened(format: .json())
        #expect(interactor.history == ["id1"])
        _ = await presenter.handle(.markUnread)
        #expect(interactor.history.isEmpty)
        #expect(view.infos.last == Message(SharedMessage.readUnmarked, parts: [named]))
        #expect(view.infos.last?.text(in: .english) == "Marked “Item 1” as unread.")
        #expect(view.infos.last?.text(in: .japanese) == "「Item 1」を未読にしました。")
        _ = await presenter.handle(.markUnread)
        #expect(view.errors.last == Message(SharedMessage.readWasUnread, parts: [named]))
        _ = await presenter.handle(.markRead)
        #expect(interactor.history == ["id1"])
        #expect(view.infos.last == Message(SharedMessage.readMarked, parts: [named]))
    }

    @Test func commentsAreShownOrSaidToBeMissing() async {
        let presenter = await opened()
        _ = await presenter.handle(.comments(format: .table))
        #expect(view.errors.last == Message(SharedMessage.commentsUnknown, "id1", "2"), "the source does not hold them")

        let comment = QiitaComment(
            id: "c1", body: "Nice", createdAt: "2024-01-01T00:00:00Z", updatedAt: "2024-01-01T00:00:00Z",
            user: QiitaUser(id: "bob", name: "", githubLoginName: nil))
        interactor.setComments(.known([comment], cachedBecause: .timeout(seconds: 10)), for: "id1")
        _ = await presenter.handle(.comments(format: .table))
        #expect(view.comments.map(\.comments) == [[comment]])
        #expect(view.comments.first?.itemTitle == "Item 1")
        #expect(view.comments.first?.notes.first?.key.id == SharedMessage.qiitaCachedResults.id)
        _ = await presenter.handle(.comments(format: .json()))
        #expect(view.commentsJSON == [[comment]])

        interactor.setComments(.known([]), for: "id1")
        _ = await presenter.handle(.comments(format: .table))
        #expect(view.infos.last == Message(SharedMessage.commentsNone, parts: [named]))
    }

    @Test func linksAreListedAndOnlyWebAddressesOpen() async {
        let presenter = await opened()
        _ = await presenter.handle(.links)
        #expect(
            view.tools.links.first?.links.map(\.url) == [
                "https://swift.org", "https://example.com/page", "javascript:alert(1)",
            ])

        _ = await presenter.handle(.openLink(1))
        #expect(interactor.openedURLs == ["https://swift.org"])
        #expect(
            view.urlsWithoutBrowser == ["https://swift.org"],
            "no browser to try: the URL is printed (at a terminal, with why)")

        interactor.setBrowserOutcome(.opened(by: "firefox"))
        _ = await presenter.handle(.openLink(2))
        #expect(view.infos.last == Message(SharedMessage.browseOpened, "https://example.com/page", "firefox"))

        interactor.setBrowserOutcome(.failed(command: "firefox", status: 3))
        _ = await presenter.handle(.browse)
        #expect(interactor.openedURLs.last == item.url)
        #expect(view.errors.last == Message(SharedMessage.browseFailed, "firefox", "3"))
        #expect(view.urls.last == item.url)

        let opened = interactor.openedURLs.count
        _ = await presenter.handle(.openLink(3))
        #expect(view.errors.last == Message(SharedMessage.linkNotWeb, "javascript:alert(1)"))
        #expect(await presenter.handle(.openLink(4)) == .failed(.usage))
        #expect(view.errors.last == Message(ItemDetailMessage.linkNoSuch, "4", "3"))
        #expect(interactor.openedURLs.count == opened, "nothing else was launched")
    }

    @Test func theOutlineAndItsSections() async {
        let presenter = await opened()
        _ = await presenter.handle(.outline)
        #expect(view.outlines.first?.headings.map(\.title) == ["Intro", "Setup", "End"])
        _ = await presenter.handle(.section(3))
        #expect(view.sections == ["# End\nBye."])
        _ = await presenter.handle(.section(9))
        #expect(view.errors.last == Message(ItemDetailMessage.sectionNoSuch, "9", "3"))
    }

    @Test func readingThroughAnUnreadListingSkipsNothing() async throws {
        let kind = ItemListingKind.search(ItemsPresenterTests.query("is:unread"))
        let first = try await interactor.page(kind, page: 1, perPage: 20)
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(
                item: first.items[0], position: ItemListingPosition(kind: kind, page: first, index: 0),
                format: .json()), view: view, interactor: interactor, wireframe: wireframe)
        _ = await presenter.start()
        for _ in 1..<45 { _ = await presenter.handle(.next) }
        #expect(
            view.json.map(\.id) == interactor.itemIDs,
            "every item once, in order, though each left the listing as it was read")
        _ = await presenter.handle(.next)
        #expect(view.errors.last == Message(ItemDetailMessage.lastItem))
    }

    @Test func theSmallestNumbersAreRefusedNotTrapped() async {
        let presenter = await opened()
        #expect(await presenter.handle(.openLink(Int.min)) == .failed(.usage))
        #expect(await presenter.handle(.section(Int.min)) == .failed(.usage))
        #expect(await presenter.handle(.openLink(0)) == .failed(.usage))
        #expect(
            view.errors == [
                Message(ItemDetailMessage.linkNoSuch, String(Int.min), "3"),
                Message(ItemDetailMessage.sectionNoSuch, String(Int.min), "3"),
                Message(ItemDetailMessage.linkNoSuch, "0", "3"),
            ])
    }

    @Test func anItemWithoutLinksOrHeadingsSaysSo() async {
        var plain = item
        plain.body = "Just text."
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(item: plain, position: nil, format: .table), view: view,
            interactor: interactor, wireframe: wireframe)
        _ = await presenter.handle(.links)
        _ = await presenter.handle(.outline)
        #expect(
            view.infos == [
                Message(ItemDetailMessage.linksNone, parts: [named]),
                Message(ItemDetailMessage.outlineNone, parts: [named]),
            ])
        #expect(view.infos.first?.text(in: .english) == "“Item 1” has no links.")
        _ = await presenter.handle(.openLink(1))
        _ = await presenter.handle(.section(1))
        #expect(
            view.errors == [
                Message(ItemDetailMessage.linksNone, parts: [named]),
                Message(ItemDetailMessage.outlineNone, parts: [named]),
            ])
    }

    @Test func oneLinkOrOneSectionIsSaidSoNotAsARange() async {
        var single = item
        single.body = "# Only\nSee https://swift.org."
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(item: single, position: nil, format: .table), view: view,
            interactor: interactor, wireframe: wireframe)
        #expect(await presenter.handle(.openLink(2)) == .failed(.usage))
        #expect(await presenter.handle(.section(2)) == .failed(.usage))
        #expect(
            view.errors == [
                Message(ItemDetailMessage.linkOnlyOne, "2"), Message(ItemDetailMessage.sectionOnlyOne, "2"),
            ])
        #expect(view.errors.first?.text(in: .english) == "no link 2: this item has only one link")
        #expect(view.errors.first?.text(in: .japanese) == "2番のリンクはありません: この記事のリンクは1つだけです")
    }

    @Test func aTitleNamesTheItemInertAndCutToWidth() async {
        var hostile = item
        hostile.body = "Just text."
        hostile.title = "\u{1B}]0;pwned\u{07}\u{1B}[31m" + String(repeating: "長い題名", count: 20)
        let presenter = ItemDetailPresenter(
            request: ItemDetailRequest(item: hostile, position: nil, format: .table), view: view,
            interactor: interactor, wireframe: wireframe)
        _ = await presenter.handle(.links)
        let text = try! #require(view.infos.last?.text(in: .english))
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"), "escape sequences are removed")
        #expect(text.hasPrefix("“長い題名") && text.hasSuffix("…” has no links."))
        let title = text.dropFirst().prefix { $0 != "”" }
        #expect(String(title).displayWidth <= ItemName.maximumWidth)

        var blank = item
        blank.body = "Just text."
        blank.title = "  "
        let untitled = ItemDetailPresenter(
            request: ItemDetailRequest(item: blank, position: nil, format: .table), view: view,
            interactor: interactor, wireframe: wireframe)
        _ = await untitled.handle(.links)
        #expect(view.infos.last == Message(ItemDetailMessage.linksNone, "id1"), "no title: named by ID")
    }
}
