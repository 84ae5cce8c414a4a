import Testing
@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Items presenter with a spy view and wireframe over an in-memory catalogue of 45 items.
@MainActor struct ItemsPresenterTests {
    /// A parsed query (the view parses; presenters only ever see queries).
    static func query(_ text: String) -> ItemQuery {
        do { return try ItemQueryParser.parse(text) } catch {
            Issue.record("\(text) does not parse: \(error)")
            return ItemQuery(clauses: [])
        }
    }

    static let items = (1...45).map { number in
        ItemFixtures.make(number % 30 + 1, "Item \(number)", "Body \(number)", "user\(number % 4)", ["tag"], number, 0)
    }.enumerated().map { index, item in
        QiitaItem(
            id: "id\(index + 1)", title: item.title, body: item.body, url: item.url, user: item.user, tags: item.tags,
            likesCount: item.likesCount, stocksCount: item.stocksCount, commentsCount: item.commentsCount,
            createdAt: item.createdAt, updatedAt: item.updatedAt)
    }

    let view = ItemsViewSpy()
    let wireframe = ItemsWireframeSpy()
    let interactor = CatalogueInteractorStub(items: ItemsPresenterTests.items)
    let presenter: ItemsPresenter

    init() {
        presenter = ItemsPresenter(view: view, interactor: interactor, wireframe: wireframe, perPage: 20)
    }

    private var shownPages: [Int] { view.listings.map(\.page) }

    @Test func withoutAListingPagingAndOpeningSaySearchFirst() async {
        for event in [
            ItemsViewEvent.nextPage(format: .table), .previousPage(format: .table), .page(2, format: .table),
            .open(.row(1), format: .table), .list(format: .table),
        ] {
            _ = await presenter.handle(event)
        }
        #expect(view.errors.map(\.message) == Array(repeating: Message(ItemsMessage.noListing), count: 5))
        #expect(view.listings.isEmpty)
        #expect(interactor.pageRequests.isEmpty)
        #expect(wireframe.destinations.isEmpty)
    }

    @Test func laterKeepsListsAndTakesOffItemsByRowOrID() async {
        _ = await presenter.handle(.search(Self.query("item"), format: .table))
        let first = view.listings.last?.rows.first?.title ?? ""
        #expect(await presenter.handle(.keepForLater(.row(1))) == .success)
        #expect(await presenter.handle(.keepForLater(.row(2))) == .success)
        #expect(await presenter.handle(.keepForLater(.row(1))) == .success)
        #expect(view.infos.suffix(3).map { $0.key as? SharedMessage } == [.laterAdded, .laterAdded, .laterAlready])
        #expect(await presenter.handle(.laterList(format: .table)) == .success)
        #expect(view.listings.last?.title == .later)
        #expect(view.listings.last?.rows.count == 2)
        #expect(view.listings.last?.rows.last?.title == first)
        // Row 1 of the list on screen is the newest addition.
        #expect(await presenter.handle(.finishLater(.row(1))) == .success)
        #expect(interactor.later.count == 1)
        #expect(await presenter.handle(.finishLater(.id("no-such-item"))) == .failed(.failure))
        #expect(view.errors.last?.message.key as? ItemsMessage == .laterNotListed)
        #expect(await presenter.handle(.keepForLater(.row(99))) != .success)
        #expect(interactor.later.count == 1)
    }

    @Test func readAllMarksEveryMatchAfterAskingAndSaysHowMany() async {
        _ = await presenter.handle(.markRead(.id("id3")))
        view.confirms = false
        #expect(await presenter.handle(.markAllRead(Self.query("item"))) == .success)
        #expect(view.markingConfirmationsAsked == [45])
        #expect(view.infos.last == Message(ItemsMessage.readAllKept))
        #expect(interactor.history == ["id3"])
        view.confirms = true
        #expect(await presenter.handle(.markAllRead(Self.query("item"))) == .success)
        #expect(view.infos.last == Message(ItemsMessage.readAllMarked, "45", "44"))
        #expect(Set(interactor.history) == Set(Self.items.map(\.id)))
        // Nothing left unread: nothing to ask about.
        #expect(await presenter.handle(.markAllRead(Self.query("is:unread"))) == .success)
        #expect(view.infos.last == Message(ItemsMessage.readAllNone, "is:unread"))
        #expect(view.markingConfirmationsAsked == [45, 45])
    }

    @Test func readAllRefusesMoreThanTheHistoryKeepsAndMarksNothing() async {
        let limited = ItemsPresenter(view: view, interactor: interactor, wireframe: wireframe, perPage: 20, readAllLimit: 44)
        #expect(await limited.handle(.markAllRead(Self.query("item"))) == .failed(.failure))
        #expect(view.errors.last?.message == Message(ItemsMessage.readAllTooMany, "45", "44"))
        #expect(view.markingConfirmationsAsked.isEmpty && interactor.history.isEmpty)
    }

    @Test func readAllWithoutAQueryTakesTheSearchOnScreenOrSaysWhatItNeeds() async {
        #expect(await presenter.handle(.markAllRead(nil)) == .failed(.failure))
        #expect(view.errors.last?.message == Message(ItemsMessage.readAllNeedsQuery))
        _ = await presenter.handle(.search(Self.query("item"), format: .table))
        interactor.setCountsLiveCache(true)
        #expect(await presenter.handle(.markAllRead(nil)) == .success)
        let marked = Message(ItemsMessage.readAllMarked, "45", "45")
        #expect(view.infos.last == Message(ItemsMessage.readAllMarkedCache, parts: [.message(marked)]))
    }

    @Test func japaneseCompoundsLeftUnsplitAreSaidOnceAndSpellingsApartAreMarked() async {
        interactor.setCompoundFacts(alsoSearched: [], unsplit: true)
        _ = await presenter.handle(.search(Self.query("非同期処理"), format: .table, explains: false))
        _ = await presenter.handle(.nextPage(format: .table))
        _ = await presenter.handle(.search(Self.query("環境構築"), format: .table, explains: false))
        #expect(view.listings.map { $0.notes.contains(Message(ItemsMessage.compoundsUnsplit)) } == [true, false, false])
        interactor.setCompoundFacts(alsoSearched: ["非同期 処理"], unsplit: false)
        _ = await presenter.handle(.search(Self.query("非同期処理"), format: .table, explains: false))
        #expect(view.listings.last?.snippetTerms == ["非同期処理", "非同期 処理"])
    }

    @Test func explainHoldsForTheSearchsPagesAndSaysWhenItIsNotRanked() async {
        var ranked = Self.query("item")
        ranked.order = .relevance
        _ = await presenter.handle(.search(ranked, format: .table, explains: true))
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.listings.map(\.explains) == [true, true])
        #expect(view.listings.allSatisfy { $0.snippetTerms == ["item"] })
        _ = await presenter.handle(.search(Self.query("item"), format: .table, explains: true))
        #expect(view.listings.last?.explains == false)
        #expect(view.listings.last?.notes == [Message(ItemsMessage.explainNotRanked)])
        _ = await presenter.handle(.search(ranked, format: .table))
        #expect(view.listings.last?.explains == false && view.listings.last?.notes == [])
        _ = await presenter.handle(.search(Self.query("tag:tag"), format: .table))
        #expect(view.listings.last?.snippetTerms == nil, "qualifiers alone have no words to show")
    }

    @Test func aSearchShowsPageOneAndPagesThroughToTheEdges() async {
        _ = await presenter.handle(.search(Self.query("swift tag:ios"), format: .table))
        let first = try! #require(view.listings.first)
        #expect(first.title == .search(query: "swift tag:ios"))
        #expect((first.page, first.pageCount, first.totalCount, first.rows.count) == (1, 3, 45, 20))
        #expect(first.rows.map(\.number) == Array(1...20))
        #expect(first.rows.first?.title == "Item 1")

        _ = await presenter.handle(.previousPage(format: .table))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsFirstPage))
        _ = await presenter.handle(.nextPage(format: .table))
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.listings.last?.rows.map(\.title) == (41...45).map { "Item \($0)" })
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsLastPage))
        _ = await presenter.handle(.page(2, format: .table))
        let pastTheEnd = await presenter.handle(.page(4, format: .table))
        // Past the end is "not possible now", as `next` past the end is (status 1), not a usage error.
        #expect(view.errors.last?.message == Message(SharedMessage.itemsPageOutOfRange, "4", "3"))
        #expect(pastTheEnd == .failed(.failure))
        #expect(await presenter.handle(.page(0, format: .table)) == .failed(.usage), "0 is never a page")
        #expect(shownPages == [1, 2, 3, 2])
        _ = await presenter.handle(.refresh)
        #expect(shownPages.last == 1)
    }

    @Test func onlyRefreshForgetsWhatTheLiveSourceFetched() async {
        _ = await presenter.handle(.search(Self.query(""), format: .table))
        for event in [
            ItemsViewEvent.list(format: .table), .nextPage(format: .table), .previousPage(format: .table),
            .page(2, format: .table),
        ] {
            _ = await presenter.handle(event)
        }
        #expect(interactor.forgotAfterPageRequests.isEmpty, "showing a page again reuses what was fetched")
        _ = await presenter.handle(.refresh)
        #expect(interactor.forgotAfterPageRequests == [5], "forgotten before page 1 is asked again")
        #expect(interactor.pageRequests.last.map { ($0.page, $0.kind) } ?? (0, .stocks) == (1, .search(Self.query(""))))
    }

    @Test func aFailedLoadReportsAndKeepsThePreviousListing() async {
        _ = await presenter.handle(.search(Self.query(""), format: .table))
        interactor.failNextCall()
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.errors.count == 1)
        #expect(view.errors.first?.message.text(in: .english).contains("disk on fire") == true)
        #expect(view.listings.count == 1)
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(shownPages == [1, 2])
    }

    @Test func openRoutesToDetailWithThePlaceInTheListing() async {
        _ = await presenter.handle(.search(Self.query(""), format: .table))
        _ = await presenter.handle(.nextPage(format: .table))
        _ = await presenter.handle(.open(.row(3), format: .json()))
        guard case let .detail(request) = wireframe.destinations.last else {
            Issue.record("no route to detail"); return
        }
        #expect(request.item.id == "id23")
        #expect(request.format == .json())
        #expect(request.position?.index == 2)
        #expect(request.position?.page.page == 2)

        #expect(await presenter.handle(.open(.row(21), format: .table)) == .failed(.usage))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsNoSuchRow, "21", "20"))
        _ = await presenter.handle(.open(.id("id45"), format: .table))
        guard case let .detail(byID) = wireframe.destinations.last else { Issue.record("no route to detail"); return }
        #expect(byID.item.id == "id45")
        #expect(byID.position == nil, "an item not on the page opens outside the listing")
        _ = await presenter.handle(.open(.id("nope"), format: .table))
        #expect(view.errors.last?.message == Message(ItemsMessage.noSuchItem, "nope"))
        #expect(wireframe.destinations.count == 2)
    }

    @Test func comingBackFromAnItemOnAnotherPageShowsThatPage() async throws {
        _ = await presenter.handle(.search(Self.query(""), format: .table))
        let everything = ItemListingKind.search(try ItemQueryParser.parse(""))
        let second = try await interactor.page(everything, page: 2, perPage: 20)
        _ = await presenter.didReturn(to: ItemListingPosition(kind: everything, page: second, index: 0))
        #expect(view.listings.last?.page == 2)
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.listings.last?.page == 3, "paging goes on from the page the reader came back to")
    }

    @Test func comingBackShowsTheListingAsItWas() async {
        _ = await presenter.handle(.search(Self.query("tag:x"), format: .table))
        _ = await presenter.handle(.page(3, format: .table))
        let before = view.listings.last
        _ = await presenter.didReturn()
        #expect(view.listings.last == before)
        #expect(view.listings.count == 3)
    }

    @Test func stocksAreAddedRemovedAndListed() async {
        _ = await presenter.handle(.search(Self.query(""), format: .table))
        _ = await presenter.handle(.stock(.row(2)))
        _ = await presenter.handle(.stock(.row(2)))
        _ = await presenter.handle(.stock(.id("id5")))
        #expect(
            view.infos == [
                Message(SharedMessage.itemsStocked, "id2", "Item 2"),
                Message(SharedMessage.itemsAlreadyStocked, "id2", "Item 2"),
                Message(SharedMessage.itemsStocked, "id5", "Item 5"),
            ])
        _ = await presenter.handle(.stocks(format: .table))
        #expect(view.listings.last?.title == .stocks)
        #expect(view.listings.last?.rows.map(\.title) == ["Item 2", "Item 5"])
        _ = await presenter.handle(.unstock(.id("id2")))
        _ = await presenter.handle(.unstock(.id("id2")))
        // Named by title while the listing on screen holds the item, by ID otherwise.
        #expect(
            view.infos.last
                == Message(SharedMessage.itemsUnstocked, parts: [ItemName.named(id: "id2", title: "Item 2")]))
        #expect(
            view.errors.last?.message
                == Message(SharedMessage.itemsNotStocked, parts: [ItemName.named(id: "id2", title: "Item 2")]))
        _ = await presenter.handle(.unstock(.id("id9")))
        #expect(view.errors.last?.message == Message(SharedMessage.itemsNotStocked, parts: [.text("id9")]))
        #expect(interactor.stockedIDs == ["id5"])
    }

    @Test func rowsPerPageAreCheckedAndApplied() async {
        #expect(await presenter.handle(.setPerPage(0)) == .failed(.usage))
        #expect(await presenter.handle(.setPerPage(101)) == .failed(.usage))
        #expect(view.errors.count == 2)
        _ = await presenter.handle(.setPerPage(7))
        _ = await presenter.handle(.search(Self.query(""), format: .table))
        #expect(view.listings.last.map { ($0.rows.count, $0.pageCount) } ?? (0, 0) == (7, 7))
        #expect(interactor.pageRequests.last?.perPage == 7)
    }

    @Test func anArticleWidthIsCheckedThenApplied() async {
        #expect(await presenter.handle(.setArticleWidth(19)) == .failed(.usage))
        #expect(await presenter.handle(.setArticleWidth(1001)) == .failed(.usage))
        #expect(view.errors.map(\.message) == [
            Message(ItemsMessage.articleWidthRange, "19"), Message(ItemsMessage.articleWidthRange, "1001"),
        ])
        #expect(view.articleWidths.isEmpty)
        #expect(await presenter.handle(.setArticleWidth(72)) == .success)
        #expect(view.articleWidths == [72])
    }

    @Test func aThemeIsAppliedAndConfirmed() async {
        #expect(await presenter.handle(.setTheme(.light)) == .success)
        #expect(await presenter.handle(.setTheme(.auto)) == .success)
        #expect(view.themeModes == [.light, .auto])
        #expect(view.infos.suffix(2) == [Message(ItemsMessage.themeSet, "light"), Message(ItemsMessage.themeSet, "auto")])
    }

    @Test func theReaderIsAppliedAndConfirmed() async {
        #expect(await presenter.handle(.setReader(.pager)) == .success)
        #expect(await presenter.handle(.setReader(.plain)) == .success)
        #expect(await presenter.handle(.setReader(.full)) == .success)
        #expect(view.readerKinds == [.pager, .plain, .full])
        #expect(view.infos.suffix(3) == [
            Message(ItemsMessage.readerPager), Message(ItemsMessage.readerPlain), Message(ItemsMessage.readerFull),
        ])
        #expect(view.errors.isEmpty)
    }

    @Test func mouseReportingIsAppliedAndConfirmed() async {
        #expect(await presenter.handle(.setMouse(false)) == .success)
        #expect(await presenter.handle(.setMouse(true)) == .success)
        #expect(view.mouseReportingChanges == [false, true])
        #expect(view.infos.suffix(2) == [Message(ItemsMessage.mouseOff), Message(ItemsMessage.mouseOn)])
    }

    @Test func setAloneShowsTheSettingsInForce() async {
        _ = await presenter.handle(.setPerPage(7))
        _ = await presenter.handle(.showSettings)
        #expect(view.settingsShown.map(\.perPage) == [7])
        #expect(
            view.settingsShown.first?.source == Message(ItemsMessage.settingSource, "demo", String(Self.items.count)))
        #expect(view.errors.isEmpty)
    }

    @Test func setLangChangesTheLanguageOfWhatFollows() async {
        _ = await presenter.handle(.setLanguage(.japanese))
        #expect(view.languages == [.japanese])
        #expect(view.infos.last == Message(ItemsMessage.languageSet, "ja"))
    }

    @Test func jsonShowsThePageItselfAndNoTable() async {
        _ = await presenter.handle(.search(Self.query(""), format: .json()))
        #expect(view.listings.isEmpty)
        #expect(view.jsonPages.first?.map(\.id) == (1...20).map { "id\($0)" })
    }

    @Test func theLiveSourceSaysWhenItShowsCachedResultsAndHowManyRequestsAreLeft() async {
        _ = await presenter.handle(.search(Self.query("swift"), format: .table))
        #expect(view.listings.last?.notes == [])
        interactor.setLiveFacts(cachedBecause: .timeout(seconds: 10), rateRemaining: nil)
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(
            view.listings.last?.notes.map { $0.text(in: .english) } == [
                "offline: showing cached results (the Qiita API did not answer within 10 s: try again, or raise " +
                "--timeout)"
            ])
        #expect(
            view.listings.last?.notes.first?.text(in: .japanese).hasPrefix("オフライン: キャッシュの結果を表示しています(Qiita API が 10 秒以内")
                == true)
        interactor.setLiveFacts(cachedBecause: nil, rateRemaining: 42)
        _ = await presenter.handle(.refresh)
        #expect(view.listings.last?.notes.map { $0.text(in: .english) } == ["API requests left: 42"])
        // A rate-limit error keeps the list: nothing new is shown, the error says when to retry.
        interactor.failNextCall()
        _ = await presenter.handle(.nextPage(format: .table))
        #expect(view.listings.count == 3)
    }
}
