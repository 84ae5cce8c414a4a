import ShellKit
import CatalogueImport
import ItemsModel

/// Items' decisions: validate the query or argument, load the page, keep the listing on screen
/// when anything fails (the seed app cleared it), mark unread rows, and route to ItemDetail.
@MainActor package final class ItemsPresenter: ItemsPresenterInterface {
    package static let perPageRange = 1...100

    package weak var view: ItemsViewInterface?
    private let interactor: ItemsInteractorInterface
    private let wireframe: ItemsWireframeInterface
    private var perPage: Int
    /// How listings reached by paging are printed (`--format`).
    private let defaultFormat: OutputFormat
    /// The listing on screen, if any.
    private var current: (kind: ItemListingKind, page: ItemPage)? {
        didSet { reportPlace() }
    }
    /// The profile shown above an author's items (kept for `back` to show it again).
    private var authorOnScreen: AuthorViewModel?
    private var reading: ItemReadingActions { ItemReadingActions(view: view, interactor: interactor) }
    private var saved: SavedSearchActions { SavedSearchActions(view: view, interactor: interactor) }
    /// At a terminal, arriving with nothing listed (or at another source) shows the newest page at once.
    private let landsOnNewest: Bool
    /// The host the live source asks (`--api-url`) when it is not Qiita's own, named by `source`.
    private let liveAPIHost: String?

    package init(view: ItemsViewInterface, interactor: ItemsInteractorInterface, wireframe: ItemsWireframeInterface, perPage: Int,
         defaultFormat: OutputFormat = .table, landsOnNewest: Bool = false, liveAPIHost: String? = nil) {
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
        case let .search(query, format): return await show(.search(query), page: 1, format: format)
        case .list(let format): return await didAskForCurrentPage(format: format)
        case .nextPage: return await didMovePage(by: 1)
        case .previousPage: return await didMovePage(by: -1)
        case .page(let number): return await didJump(to: number)
        case .refresh: return await didRefresh()
        case let .open(reference, format): return await didOpen(reference, format: format)
        case .stock(let reference): return await didStock(reference)
        case .unstock(let reference): return await didUnstock(reference)
        case .stocks(let format): return await show(.stocks, page: 1, format: format)
        case .history(let format): return await show(.history, page: 1, format: format)
        case .clearHistory: return await didClearHistory()
        case let .comments(reference, format):
            return await withItem(reference) { item, _ in await reading.showComments(of: item, format: format) }
        case .browse(let reference): return await withItem(reference) { item, _ in await reading.browse(item.url) }
        case .markRead(let reference): return await withItem(reference) { item, _ in await reading.markRead(item) }
        case .markUnread(let reference): return await didMarkUnread(reference)
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
        case .setPager(let enabled): return didSetPager(enabled)
        case .setHyperlinks(let mode):
            view?.setHyperlinks(mode)
            view?.showInfo(Message(ItemsMessage.hyperlinksSet, mode.rawValue))
            return .success
        case .showSettings: return await didAskForSettings()
        case .setLanguage(let language):
            view?.setLanguage(language)
            view?.showInfo(Message(ItemsMessage.languageSet, language.rawValue))
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
        view?.showListing(listing(current.kind, current.page, readIDs: await readIDs(on: current.page)))
        return .success
    }

    package func didChoose(_ kind: ItemListingKind) async -> CommandOutcome {
        await show(kind, page: 1, format: defaultFormat)
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
        view?.showListing(listing(place.kind, place.page, readIDs: await readIDs(on: place.page)))
        return .success
    }

    private func didAskToGoBack() async -> CommandOutcome {
        guard wireframe.canGoBack else { return showError(Message(ItemsMessage.backNowhere)) }
        return await wireframe.navigate(to: .back)
    }

    /// Tells the root which listing is on screen, with its author's profile above it.
    private func reportPlace() {
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

    private func didMovePage(by offset: Int) async -> CommandOutcome {
        guard let current else { return showNoListing() }
        let target = ListingPaging.move(from: current.page.page, by: offset, pageCount: current.page.pageCount)
        return await go(to: target, in: current.kind)
    }

    private func didJump(to number: Int) async -> CommandOutcome {
        guard let current else { return showNoListing() }
        return await go(to: ListingPaging.jump(to: number, pageCount: current.page.pageCount), in: current.kind)
    }

    private func go(to target: Result<Int, ListingPaging.Refusal>, in kind: ItemListingKind) async -> CommandOutcome {
        switch target {
        case .success(let page): return await show(kind, page: page, format: defaultFormat)
        case .failure(let refusal): return showError(refusal.message, status: refusal.status)
        }
    }

    /// Page 1 again, asked of the source anew: nothing the live API answered before is reused.
    private func didRefresh() async -> CommandOutcome {
        await interactor.forgetFetchedAnswers()
        return await show(current?.kind ?? .search(ItemQuery(clauses: [])), page: 1, format: defaultFormat)
    }

    /// Loads and shows a page; on failure the previous listing stays as it was.
    private func show(_ kind: ItemListingKind, page number: Int, format: OutputFormat) async -> CommandOutcome {
        do {
            let page = try await interactor.page(kind, page: number, perPage: perPage)
            current = (kind, page)
            let read = await readIDs(on: page)
            switch format {
            case .json(let fields):
                let fieldSet: JSONFieldSet = kind == .history ? .history : .listing
                if let refusal = fieldSet.refusal(of: fields) { return showError(refusal, status: .usage) }
                view?.showJSON(page.items, readIDs: read, readTimes: page.readTimes, fields: fields, of: fieldSet)
            case .table: view?.showListing(listing(kind, page, readIDs: read))
            }
            return .success
        } catch {
            return showError(error.message)
        }
    }

    /// Which items of the page the user read (none when that cannot be told: the listing still shows).
    private func readIDs(on page: ItemPage) async -> Set<String> {
        (try? await interactor.readItemIDs(among: page.items)) ?? []
    }

    private func listing(_ kind: ItemListingKind, _ page: ItemPage, readIDs: Set<String>) -> ItemListingViewModel {
        // By index: iterating the items would copy each one (a dozen strings retained and released).
        let items = page.items
        let rows = items.indices.map { index in
            let id = items[index].id
            let readAt = page.readTimes.isEmpty ? nil : page.readTimes[id].map { ISO8601.localMinuteText($0) }
            var row = ItemListingViewModel.Row(number: index + 1, title: items[index].title, user: items[index].user.id,
                                               likes: items[index].likesCount, stocks: items[index].stocksCount,
                                               comments: items[index].commentsCount,
                                               date: readAt ?? String(items[index].createdAt.prefix(10)),
                                               updatedDate: String(items[index].updatedAt.prefix(10)))
            row.isRead = readIDs.contains(id)
            return row
        }
        let title: ItemListingViewModel.Title
        switch kind {
        case .search(let query): title = .search(query: query.canonicalText)
        case .stocks: title = .stocks
        case .history: title = .history
        case .author(let id): title = .author(id)
        }
        var notes: [Message] = []
        if let reason = page.cachedBecause { notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(reason.message)])) }
        if page.searchedCacheForMarks { notes.append(Message(ItemsMessage.markedCache)) }
        if page.orderedFetchedPage { notes.append(Message(ItemsMessage.sortFetchedPageOnly)) }
        if let remaining = page.rateRemaining { notes.append(Message(ItemsMessage.qiitaRateRemaining, String(remaining))) }
        var model = ItemListingViewModel(title: title, page: page.page, pageCount: page.pageCount, totalCount: page.totalCount, rows: rows, notes: notes)
        model.datesAreReadTimes = kind == .history
        if case .search(let query) = kind, !query.order.isNewestFirst { model.order = query.order }
        return model
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
            if let cachedBecause { model.notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(cachedBecause.message)])) }
            if profile.itemsSummed < profile.itemsCount { model.notes.append(Message(ItemsMessage.authorSummedNewest, String(profile.itemsSummed))) }
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

    // MARK: - Items

    private func didOpen(_ reference: ItemReference, format: OutputFormat) async -> CommandOutcome {
        await withItem(reference) { item, position in
            await wireframe.navigate(to: .detail(ItemDetailRequest(item: item, position: position, format: format)))
        }
    }

    private func didStock(_ reference: ItemReference) async -> CommandOutcome {
        await withItem(reference) { item, _ in
            do throws(ItemCatalogueError) {
                let added = try await interactor.stock(item)
                return showInfo(Message(added ? SharedMessage.itemsStocked : SharedMessage.itemsAlreadyStocked, item.id, item.title))
            } catch {
                return showError(error.message)
            }
        }
    }

    private func didUnstock(_ reference: ItemReference) async -> CommandOutcome {
        let itemID: String
        // The title names the item in the message when the listing on screen holds it.
        var title: String?
        switch reference {
        case .id(let id):
            itemID = id
            title = current?.page.items.first { $0.id == id }?.title
        case .row:
            switch await resolve(reference) {
            case .success(let (item, _)):
                itemID = item.id
                title = item.title
            case .failure(let failure): return failure.outcome
            }
        }
        do {
            let name = ItemName.named(id: itemID, title: title)
            let removed = try await interactor.unstock(itemID: itemID)
            guard removed else { return showError(Message(SharedMessage.itemsNotStocked, parts: [name])) }
            return showInfo(Message(SharedMessage.itemsUnstocked, parts: [name]))
        } catch {
            return showError(error.message)
        }
    }

    /// Runs `action` on the item `reference` names; the failure already shown when it names none.
    private func withItem(_ reference: ItemReference,
                          _ action: (QiitaItem, ItemListingPosition?) async -> CommandOutcome) async -> CommandOutcome {
        switch await resolve(reference) {
        case .success(let (item, position)): return await action(item, position)
        case .failure(let failure): return failure.outcome
        }
    }

    /// The item a row number or ID names, with its place in the listing when it has one.
    private func resolve(_ reference: ItemReference) async -> Result<(QiitaItem, ItemListingPosition?), CommandFailure> {
        switch reference {
        case .row(let number):
            guard let current else { return .failure(CommandFailure(showNoListing())) }
            guard number >= 1, current.page.items.indices.contains(number - 1) else {
                let count = current.page.items.count
                let message = count == 0
                    ? Message(ItemsMessage.noRows, String(number)) : Message(SharedMessage.itemsNoSuchRow, String(number), String(count))
                return .failure(CommandFailure(showError(message, status: .usage)))
            }
            return .success(found(at: number - 1, in: current))
        case .id(let id):
            if let current, let index = current.page.items.firstIndex(where: { $0.id == id }) {
                return .success(found(at: index, in: current))
            }
            do {
                guard let item = try await interactor.item(id: id) else {
                    return .failure(CommandFailure(showError(Message(ItemsMessage.noSuchItem, id))))
                }
                return .success((item, nil))
            } catch {
                return .failure(CommandFailure(showError(error.message)))
            }
        }
    }

    /// The item at `index` of the page on screen, with its place in the listing.
    private func found(at index: Int, in current: (kind: ItemListingKind, page: ItemPage)) -> (QiitaItem, ItemListingPosition?) {
        (current.page.items[index], ItemListingPosition(kind: current.kind, page: current.page, index: index))
    }

    // MARK: - Settings

    private func didAskForSource() async -> CommandOutcome {
        do {
            let (source, count) = try await interactor.currentSource()
            view?.showAnswer(sourceMessage(source, count))
            return .success
        } catch {
            return showError(error.message)
        }
    }

    private func didAskForSettings() async -> CommandOutcome {
        do {
            let (source, count) = try await interactor.currentSource()
            view?.showSettings(perPage: perPage, source: Message(ItemsMessage.settingSource, source.displayName, String(count)))
            return .success
        } catch {
            return showError(error.message)
        }
    }

    private func didSwitchSource(_ source: ItemSourceSpec) async -> CommandOutcome {
        do {
            let (source, count) = try await interactor.switchSource(to: source)
            current = nil
            authorOnScreen = nil
            wireframe.didSwitchSource()
            view?.showInfo(sourceMessage(source, count))
        } catch {
            return showError(error.message)
        }
        // At a terminal, the new source's newest items, as on arrival.
        guard landsOnNewest else { return .success }
        return await show(.search(ItemQuery(clauses: [])), page: 1, format: .table)
    }

    /// "Source: demo (1200 items)"; for the live API, how many items are cached offline, and
    /// which host it asks when that is not Qiita's own.
    private func sourceMessage(_ source: ItemSourceSpec, _ count: Int) -> Message {
        guard source == .qiita else { return Message(ItemsMessage.source, source.displayName, String(count)) }
        guard let liveAPIHost else { return Message(ItemsMessage.sourceLive, source.displayName, String(count)) }
        return Message(ItemsMessage.sourceLiveAt, source.displayName, String(count), liveAPIHost)
    }

    private func didSetPerPage(_ count: Int) -> CommandOutcome {
        guard Self.perPageRange.contains(count) else {
            return showError(Message(ItemsMessage.perPageRange, String(count)), status: .usage)
        }
        perPage = count
        return showInfo(Message(ItemsMessage.perPageSet, String(count)))
    }

    private func didSetPager(_ enabled: Bool) -> CommandOutcome {
        view?.setPaging(enabled)
        return showInfo(Message(enabled ? ItemsMessage.pagerOn : ItemsMessage.pagerOff))
    }

    // MARK: - Messages

    private func showNoListing() -> CommandOutcome {
        showError(Message(ItemsMessage.noListing))
    }

    private func showInfo(_ message: Message) -> CommandOutcome {
        view?.showInfo(message)
        return .success
    }

    private func showError(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        view?.showError(message)
        return .failed(status)
    }
}
