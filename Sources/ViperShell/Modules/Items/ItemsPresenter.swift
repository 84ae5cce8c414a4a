import OutputTools
import ShellHost
import ShellKit
import UserState
import CatalogueImport
import ItemsModel

/// Items' decisions: validate the query or argument, load the page, keep the listing on screen
/// when anything fails (the seed app cleared it), mark unread rows, and route to ItemDetail.
@MainActor package final class ItemsPresenter: ItemsPresenterInterface {
    package static let perPageRange = 1...100

    package weak var view: ItemsViewInterface?
    let interactor: ItemsInteractorInterface
    let wireframe: ItemsWireframeInterface
    var perPage: Int
    /// How listings reached by paging are printed (`--format`).
    private let defaultFormat: OutputFormat
    /// The listing on screen, if any.
    var current: (kind: ItemListingKind, page: ItemPage)? {
        didSet { reportPlace() }
    }
    /// Whether the search on screen was asked with `--explain`: its pages show each score's parts.
    var explaining = false
    /// The most items `read --all` marks at once: what the history keeps.
    let readAllLimit: Int
    /// Whether the listing said once that Japanese compound words go unsplit (no dictionary).
    var saidCompoundsUnsplit = false
    /// The profile shown above an author's items (kept for `back` to show it again).
    var authorOnScreen: AuthorViewModel?
    var reading: ItemReadingActions { ItemReadingActions(view: view, interactor: interactor) }
    var tools: ItemToolsActions { ItemToolsActions(view: view, interactor: interactor) }
    var saved: SavedSearchActions { SavedSearchActions(view: view, interactor: interactor) }
    var account: AccountActions { AccountActions(view: view, outbox: interactor.outbox) }
    /// At a terminal, arriving with nothing listed (or at another source) shows the newest page at once.
    let landsOnNewest: Bool
    /// The host the live source asks (`--api-url`) when it is not Qiita's own, named by `source`.
    let liveAPIHost: String?

    package init(
        view: ItemsViewInterface, interactor: ItemsInteractorInterface, wireframe: ItemsWireframeInterface,
        perPage: Int,
        defaultFormat: OutputFormat = .table, landsOnNewest: Bool = false, liveAPIHost: String? = nil,
        readAllLimit: Int = ReadStateStore.historyLimit
    ) {
        self.readAllLimit = readAllLimit
        self.defaultFormat = defaultFormat
        self.landsOnNewest = landsOnNewest
        self.liveAPIHost = liveAPIHost
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        self.perPage = perPage
    }

    package func handle(_ event: ItemsViewEvent) async -> CommandOutcome {
        switch event {
        case let .search(query, format, explains):
            explaining = explains
            return await show(.search(query), page: 1, format: format)
        case .list(let format): return await didAskForCurrentPage(format: format)
        case .nextPage(let format): return await didMovePage(by: 1, format: format)
        case .previousPage(let format): return await didMovePage(by: -1, format: format)
        case let .page(number, format): return await didJump(to: number, format: format)
        case .refresh: return await didRefresh()
        case let .open(reference, format): return await didOpen(reference, format: format)
        case .stock(let reference): return await didStock(reference)
        case .unstock(let reference): return await didUnstock(reference)
        case .stocks(let format): return await show(.stocks, page: 1, format: format)
        case .qiitaStocks(let format): return await didListQiitaStocks(format: format)
        case .pushStocks: return await didPushStocks()
        case let .account(reference, request): return await didAskQiita(reference, request)
        case .keepForLater(let reference): return await didKeepForLater(reference)
        case .finishLater(let reference): return await didFinishLater(reference)
        case .laterList(let format): return await show(.later, page: 1, format: format)
        case .history(let format): return await show(.history, page: 1, format: format)
        case .clearHistory: return await didClearHistory()
        case let .comments(reference, format):
            return await withItem(reference) { item, _ in await reading.showComments(of: item, format: format) }
        case .browse(let reference): return await withItem(reference) { item, _ in await reading.browse(item.url) }
        case let .code(reference, request):
            return await withItem(reference) { item, _ in tools.code(request, of: item) }
        case let .copy(reference, request):
            return await withItem(reference) { item, _ in tools.copy(request, of: item) }
        case let .export(reference, options):
            return await withItem(reference) { item, _ in await tools.export([item], options: options, many: false) }
        case .links(let reference): return await withItem(reference) { item, _ in tools.links(of: item) }
        case .images(let reference): return await withItem(reference) { item, _ in tools.images(of: item) }
        case .image(let reference, let request):
            return await withItem(reference) { item, _ in await tools.image(request, of: item) }
        case let .exportQuery(query, options): return await didExport(query, options: options)
        case .markRead(let reference): return await withItem(reference) { item, _ in await reading.markRead(item) }
        case .markUnread(let reference): return await didMarkUnread(reference)
        case .markAllRead(let query): return await didMarkAllRead(query ?? currentSearchQuery)
        case let .tags(prefix, format):
            return await wireframe.navigate(to: .tags(TagsRequest(prefix: prefix, format: format, perPage: perPage)))
        case let .author(id, format): return await didAskForAuthor(id, format: format)
        case let .save(name, query): return await saved.save(name: name, query: query ?? currentSearchQuery)
        case .savedSearches(let format): return await saved.list(format: format)
        case let .runSaved(name, format):
            switch await saved.query(named: name) {
            case .success(let query): return await show(.search(query), page: 1, format: format)
            case .failure(let failure): return failure.outcome
            }
        case .unsave(let name): return await saved.remove(named: name)
        case .showSource: return await didAskForSource()
        case .switchSource(let source): return await didSwitchSource(source)
        case .setPerPage(let count): return didSetPerPage(count)
        case .setArticleWidth(let columns): return didSetArticleWidth(columns)
        case .setPager(let enabled): return didSetPager(enabled)
        case .setReader(let kind): return didSetReader(kind)
        case .setMouse(let enabled): return didSetMouse(enabled)
        case .setSnippets(let enabled):
            view?.setSnippets(enabled)
            return showInfo(Message(enabled ? ItemsMessage.snippetsOn : ItemsMessage.snippetsOff))
        case .setImages(let display): return didSetImages(display)
        case .setImageCache(let bytes):
            view?.setImageCacheSize(bytes)
            return showInfo(Message(ItemsMessage.imageCacheSet, ItemImagesRenderer.size(bytes)))
        case .setHyperlinks(let mode):
            view?.setHyperlinks(mode)
            view?.showInfo(Message(ItemsMessage.hyperlinksSet, mode.rawValue))
            return .success
        case .setTheme(let mode):
            view?.setTheme(mode)
            view?.showInfo(Message(ItemsMessage.themeSet, mode.rawValue))
            return .success
        case .showSettings: return await didAskForSettings()
        case .setLanguage(let language):
            view?.setLanguage(language)
            view?.showInfo(Message(ItemsMessage.languageSet, language.rawValue))
            return .success
        case let .setCommand(name, command):
            view?.setCommand(name, to: command)
            view?.showInfo(
                command.map { Message(ItemsMessage.commandSettingSet, name.rawValue, $0) }
                    ?? Message(ItemsMessage.commandSettingOff, name.rawValue))
            return .success
        case .back: return await didAskToGoBack()
        }
    }

    package func didReturn() async -> CommandOutcome {
        // The listing is where the user is again (after the tags closed with no place before them).
        reportPlace()
        // Scripts reading JSON asked for nothing: the listing is shown again for people only.
        guard defaultFormat == .table else { return .success }
        guard let current else {
            if landsOnNewest { return await show(.search(ItemQuery(clauses: [])), page: 1, format: .table) }
            return .success
        }
        // What was read meanwhile (the item just opened) shows at once.
        view?.showListing(await listing(current.kind, current.page))
        return .success
    }

    package func didChoose(_ kind: ItemListingKind) async -> CommandOutcome {
        await show(kind, page: 1, format: defaultFormat)
    }

    package func didLeaveReader(at position: ItemListingPosition?) async -> CommandOutcome {
        guard let position, let current, current.kind == position.kind, current.page.page == position.page.page
        else { return await didReturn(to: position) }
        reportPlace()
        return .success
    }

    package func didReturn(to position: ItemListingPosition?) async -> CommandOutcome {
        if let position, current?.kind == position.kind { current = (position.kind, position.page) }
        return await didReturn()
    }

    // MARK: - Places

    package func didGoBack(to place: ItemListingPlace) async -> CommandOutcome {
        authorOnScreen = place.author
        current = (place.kind, place.page)
        // As coming back from an item: shown again for people, from memory (no source is asked).
        guard defaultFormat == .table else { return .success }
        if let author = place.author { view?.showAuthor(author) }
        view?.showListing(await listing(place.kind, place.page))
        return .success
    }

    private func didAskToGoBack() async -> CommandOutcome {
        guard wireframe.canGoBack else { return showError(Message(ItemsMessage.backNowhere)) }
        return await wireframe.navigate(to: .back)
    }

    /// Tells the root which listing is on screen, with its author's profile above it.
    func reportPlace() {
        guard let current else { return }
        var place = ItemListingPlace(kind: current.kind, page: current.page)
        if case .author(let id) = current.kind, authorOnScreen?.profile.id == id { place.author = authorOnScreen }
        wireframe.didShow(place)
    }

    // MARK: - Listing

    private func didAskForCurrentPage(format: OutputFormat) async -> CommandOutcome {
        guard let current else { return showNoListing() }
        return await show(current.kind, page: current.page.page, format: format)
    }

    private func didMovePage(by offset: Int, format: OutputFormat) async -> CommandOutcome {
        guard let current else { return showNoListing() }
        let target = ListingPaging.move(from: current.page.page, by: offset, pageCount: current.page.pageCount)
        return await go(to: target, in: current.kind, format: format)
    }

    private func didJump(to number: Int, format: OutputFormat) async -> CommandOutcome {
        guard let current else { return showNoListing() }
        let target = ListingPaging.jump(to: number, pageCount: current.page.pageCount)
        return await go(to: target, in: current.kind, format: format)
    }

    private func go(
        to target: Result<Int, ListingPaging.Refusal>, in kind: ItemListingKind, format: OutputFormat
    ) async -> CommandOutcome {
        switch target {
        case .success(let page): return await show(kind, page: page, format: format)
        case .failure(let refusal): return showError(refusal.message, status: refusal.status)
        }
    }

    /// Page 1 again, asked of the source anew: nothing the live API answered before is reused.
    private func didRefresh() async -> CommandOutcome {
        await interactor.forgetFetchedAnswers()
        return await show(current?.kind ?? .search(ItemQuery(clauses: [])), page: 1, format: defaultFormat)
    }

    /// Loads and shows a page; on failure (fields the listing lacks, too) the previous listing
    /// stays as it was.
    func show(_ kind: ItemListingKind, page number: Int, format: OutputFormat) async -> CommandOutcome {
        let fieldSet: JSONFieldSet = kind == .history ? .history : .listing
        if let refusal = fieldSet.refusal(of: format.fields) { return showError(refusal, status: .usage) }
        do {
            let page = try await interactor.page(kind, page: number, perPage: perPage)
            current = (kind, page)
            let read = await readIDs(on: page)
            switch format {
            case .json(let fields):
                view?.showJSON(
                    page.items, readIDs: read, readTimes: page.readTimes, scores: page.scores,
                    snippets: fields.map { $0.contains("snippet") } ?? true ? Self.snippets(of: page, in: kind) : [:],
                    fields: fields, of: fieldSet)
            case .table: view?.showListing(listing(kind, page, readIDs: read))
            }
            return .success
        } catch {
            return showError(error.message)
        }
    }

    /// Which items of the page the user read (none when that cannot be told: the listing still shows).
    func readIDs(on page: ItemPage) async -> Set<String> {
        (try? await interactor.readItemIDs(among: page.items)) ?? []
    }

    /// Each item's best passage for a search with words, its words in «» (JSON's `snippet`, cut
    /// to `jsonSnippetWidth` columns).
    static func snippets(of page: ItemPage, in kind: ItemListingKind) -> [String: String] {
        guard case .search(let query) = kind, !query.bodyTerms.isEmpty else { return [:] }
        var snippets: [String: String] = [:]
        let terms = page.marking(query.bodyTerms)
        for item in page.items {
            snippets[item.id] =
                ItemSnippetFinder.snippet(
                    body: item.body, terms: terms, width: Self.jsonSnippetWidth, markColumns: 2)?.marked
        }
        return snippets
    }

    /// The columns of a snippet in JSON: about two lines of Qiita's result page.
    static let jsonSnippetWidth = 160

    /// A page as the table shows it, the score's parts under each row after `search --explain`.
    func listing(_ kind: ItemListingKind, _ page: ItemPage, readIDs: Set<String>) -> ItemListingViewModel {
        var listing = ItemListingViewModel(kind, page, readIDs: readIDs)
        if page.compoundsUnsplit && !saidCompoundsUnsplit {
            listing.notes.append(Message(ItemsMessage.compoundsUnsplit))
            saidCompoundsUnsplit = true
        }
        if explaining, case .search(let query) = kind {
            if query.order.isRelevance && !page.keptNewestFirst {
                listing.explains = true
            } else {
                listing.notes.append(Message(ItemsMessage.explainNotRanked))
            }
        }
        return listing
    }

    func listing(_ kind: ItemListingKind, _ page: ItemPage) async -> ItemListingViewModel {
        listing(kind, page, readIDs: await readIDs(on: page))
    }

    /// The search on screen, with its order (what `save NAME` saves).
    private var currentSearchQuery: ItemQuery? {
        guard case .search(let query)? = current?.kind else { return nil }
        return query
    }

    // MARK: - Authors

    /// The profile, then the author's items as a listing (JSON: both in one object).
    private func didAskForAuthor(_ id: String, format: OutputFormat) async -> CommandOutcome {
        do {
            guard let (profile, cachedBecause) = try await interactor.authorProfile(id: id) else {
                return showError(Message(ItemsMessage.authorUnknown, id))
            }
            var model = AuthorViewModel(profile: profile)
            if case .json(let fields) = format {
                let page = try await interactor.page(.author(profile.id), page: 1, perPage: perPage)
                authorOnScreen = model
                current = (.author(profile.id), page)
                if let refusal = JSONFieldSet.author.refusal(of: fields) { return showError(refusal, status: .usage) }
                view?.showAuthorJSON(profile, items: page.items, fields: fields)
                return .success
            }
            if let cachedBecause {
                model.notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(cachedBecause.message)]))
            }
            if profile.itemsSummed < profile.itemsCount {
                model.notes.append(Message(ItemsMessage.authorSummedNewest, String(profile.itemsSummed)))
            }
            authorOnScreen = model
            view?.showAuthor(model)
            return await show(.author(profile.id), page: 1, format: format)
        } catch {
            return showError(error.message)
        }
    }

    // MARK: - Read state

    private func didMarkUnread(_ reference: ItemReference) async -> CommandOutcome {
        switch reference {
        case .id(let id):
            // Named by its title when it is on the page (the item may be in no source now).
            return await reading.markUnread(itemID: id, title: current?.page.items.first { $0.id == id }?.title)
        case .row:
            return await withItem(reference) { item, _ in await reading.markUnread(itemID: item.id, title: item.title) }
        }
    }

    /// `read --all`: asks at a terminal, then marks every match read in one write. The history
    /// keeps `ReadStateStore.historyLimit` reads: more matches than that are refused, not
    /// half marked.
    private func didMarkAllRead(_ query: ItemQuery?) async -> CommandOutcome {
        guard let query else { return showError(Message(ItemsMessage.readAllNeedsQuery)) }
        let limit = readAllLimit
        do {
            let (count, inLiveCache) = try await interactor.localCount(of: query)
            let text = query.canonicalText
            guard count > 0 else { return showInfo(Message(ItemsMessage.readAllNone, text)) }
            guard count <= limit else {
                return showError(Message(ItemsMessage.readAllTooMany, String(count), String(limit)))
            }
            guard await view?.confirmMarkingRead(count: count) == true else {
                return showInfo(Message(ItemsMessage.readAllKept))
            }
            guard let (matched, newly) = try await interactor.markAllRead(matching: query, limit: limit) else {
                return showError(Message(ItemsMessage.readAllTooMany, String(limit + 1), String(limit)))
            }
            let message = Message(ItemsMessage.readAllMarked, String(matched), String(newly))
            return showInfo(inLiveCache ? Message(ItemsMessage.readAllMarkedCache, parts: [.message(message)]) : message)
        } catch {
            return showError(error.message)
        }
    }

    private func didClearHistory() async -> CommandOutcome {
        do {
            let count = try await interactor.historyCount()
            guard count > 0 else { return showInfo(Message(ItemsMessage.historyCleared, "0")) }
            guard await view?.confirmClearingHistory(count: count) == true else {
                return showInfo(Message(ItemsMessage.historyKept))
            }
            let cleared = try await interactor.clearHistory()
            if current?.kind == .history { current = nil }
            return showInfo(Message(ItemsMessage.historyCleared, String(cleared)))
        } catch {
            return showError(error.message)
        }
    }

    // MARK: - Messages

    func showNoListing() -> CommandOutcome {
        showError(Message(ItemsMessage.noListing))
    }

    func showInfo(_ message: Message) -> CommandOutcome {
        view?.showInfo(message)
        return .success
    }

    func showError(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        view?.showError(message)
        return .failed(status)
    }
}
