import OutputTools
import ShellHost
import ShellKit
import CatalogueImport
import ItemsModel

/// ItemDetail's decisions: show the item (marking it read), step to its neighbours across page
/// boundaries, stock or unstock it, its comments, links, outline and sections, the browser, and
/// go back to the listing unchanged.
@MainActor package final class ItemDetailPresenter: ItemDetailPresenterInterface {
    package weak var view: ItemDetailViewInterface?
    let interactor: ItemDetailInteractorInterface
    private let wireframe: ItemDetailWireframeInterface
    var item: QiitaItem
    var position: ItemListingPosition?
    private let initialFormat: OutputFormat
    var reading: ItemReadingActions { ItemReadingActions(view: view, interactor: interactor) }
    private var tools: ItemToolsActions { ItemToolsActions(view: view, interactor: interactor) }
    private var account: AccountActions { AccountActions(view: view, outbox: interactor.outbox) }
    /// The item's body parsed, kept while the item is shown (links, outline and layout share it).
    private var parsedArticle: ItemArticle?
    /// Where the reader's resume points are kept (none: articles open at the top).
    private let resume: (any ItemResumeInteractorInterface)?
    /// The articles a followed Qiita link was read from, oldest (the listing's) first.
    var history: [(item: QiitaItem, position: ItemListingPosition?)] = []

    package init(
        request: ItemDetailRequest, view: ItemDetailViewInterface, interactor: ItemDetailInteractorInterface,
        wireframe: ItemDetailWireframeInterface, resume: (any ItemResumeInteractorInterface)? = nil
    ) {
        self.resume = resume
        item = request.item
        position = request.position
        initialFormat = request.format
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    package func start() async -> CommandOutcome {
        await show(format: initialFormat)
    }

    package func handle(_ event: ItemDetailViewEvent) async -> CommandOutcome {
        switch event {
        case .show(let format): return await show(format: format)
        case .back: return await wireframe.navigate(to: .back(position))
        case .next: return await didMove(by: 1)
        case .previous: return await didMove(by: -1)
        case .stock: return await didStock()
        case .unstock: return await didUnstock()
        case .account(let request): return await didAskQiita(request)
        case .later: return await didKeepForLater()
        case .comments(let format): return await reading.showComments(of: item, format: format)
        case .links: return tools.links(of: item, article: article)
        case .images: return tools.images(of: item, article: article)
        case .image(let request): return await tools.image(request, of: item, article: article)
        case .openLink(let number): return await didOpenLink(number)
        case .browse: return await reading.browse(item.url)
        case .code(let request): return tools.code(request, of: item)
        case .copy(let request): return tools.copy(request, of: item)
        case .export(let options): return await tools.export([item], options: options, many: false)
        case .outline: return didAskForOutline()
        case .section(let number): return didAskForSection(number)
        case .markRead: return await reading.markRead(item)
        case .markUnread: return await reading.markUnread(itemID: item.id, title: item.title)
        case .followLink(let number): return await didFollowLink(number)
        case .historyBack: return await didGoBackInHistory()
        case .toggleStock: return await didToggleStock()
        case .toggleRead: return await didToggleRead()
        case .remember(let place):
            await resume?.remember(place, itemID: item.id)
            return .success
        case .leaveReader: return await wireframe.navigate(to: .leaveReader(history.first?.position ?? position))
        }
    }

    /// Shows the item and marks it read (a failure to mark is told after the item).
    func show(format: OutputFormat) async -> CommandOutcome {
        switch format {
        case .json(let fields):
            if let refusal = JSONFieldSet.item.refusal(of: fields) {
                view?.showError(refusal)
                return .failed(.usage).then(await markRead())
            }
            view?.showJSON(item, fields: fields)
        case .table:
            let stocked = (try? await interactor.isStocked(itemID: item.id)) ?? false
            var model = ItemDetailViewModel(
                item: item, article: article, isStocked: stocked, position: positionInListing())
            model.resume = await resume?.resumePosition(itemID: item.id)
            model.historyDepth = history.count
            model.searchedWords = position?.searchedWords ?? []
            view?.showItem(model)
            if view?.drawsImages == true { interactor.fetchImages(of: article, base: item.url) }
        }
        return await markRead()
    }

    private func markRead() async -> CommandOutcome {
        do {
            try await interactor.markRead(item)
            return .success
        } catch {
            return showError(error.message)
        }
    }

    // MARK: - Links and outline

    private var article: ItemArticle {
        if let parsedArticle, parsedArticle.body == item.body { return parsedArticle }
        let article = ItemArticle(body: item.body)
        parsedArticle = article
        return article
    }

    private var links: [ItemLink] { article.links(base: item.url) }

    private func didOpenLink(_ number: Int) async -> CommandOutcome {
        switch link(number) {
        case .success(let link): return await reading.browse(link.url)
        case .failure(let refusal): return refusal.outcome
        }
    }

    /// Link `number` of the article, or the refusal already shown.
    func link(_ number: Int) -> Result<ItemLink, LinkRefusal> {
        let links = self.links
        guard !links.isEmpty else {
            return .failure(LinkRefusal(outcome: showError(Message(ItemDetailMessage.linksNone, parts: [ItemName.of(item)]))))
        }
        guard number >= 1, links.indices.contains(number - 1) else {
            let message =
                links.count == 1
                ? Message(ItemDetailMessage.linkOnlyOne, String(number))
                : Message(ItemDetailMessage.linkNoSuch, String(number), String(links.count))
            return .failure(LinkRefusal(outcome: showError(message, status: .usage)))
        }
        return .success(links[number - 1])
    }

    private func didAskForOutline() -> CommandOutcome {
        let outline = article.outline
        guard !outline.headings.isEmpty else {
            return showInfo(Message(ItemDetailMessage.outlineNone, parts: [ItemName.of(item)]))
        }
        view?.showOutline(ItemOutlineViewModel(itemID: item.id, itemTitle: item.title, headings: outline.headings))
        return .success
    }

    private func didAskForSection(_ number: Int) -> CommandOutcome {
        let outline = article.outline
        guard !outline.headings.isEmpty else {
            return showError(Message(ItemDetailMessage.outlineNone, parts: [ItemName.of(item)]))
        }
        guard let section = outline.section(number) else {
            let count = outline.headings.count
            let message =
                count == 1
                ? Message(ItemDetailMessage.sectionOnlyOne, String(number))
                : Message(ItemDetailMessage.sectionNoSuch, String(number), String(count))
            return showError(message, status: .usage)
        }
        view?.showSection(
            ItemSectionViewModel(
                article: article, blocks: outline.sectionBlocks(number, in: article.document),
                source: section))
        return .success
    }

    private func positionInListing() -> Message? {
        guard let position else { return nil }
        let number = (position.page.page - 1) * position.page.perPage + position.index + 1
        return Message(ItemDetailMessage.position, String(number), String(position.page.totalCount))
    }

    /// Next or previous item of the listing, loading the neighbouring page when needed. From an
    /// article reached by links, the step is from the listing's article (as newsboat's `n`).
    private func didMove(by offset: Int) async -> CommandOutcome {
        if let root = history.first {
            item = root.item
            position = root.position
            history = []
        }
        guard let position else { return showError(Message(ItemDetailMessage.noListing)) }
        let index = position.index + offset
        if position.page.items.indices.contains(index) {
            return await moved(to: ItemListingPosition(kind: position.kind, page: position.page, index: index))
        }
        do {
            if offset > 0, position.kind.dependsOnReads, let next = try await nextUnseen(after: position) {
                return await moved(to: next)
            }
            let targetPage = position.page.page + offset
            guard targetPage >= 1, targetPage <= position.page.pageCount else {
                return showError(Message(offset > 0 ? ItemDetailMessage.lastItem : ItemDetailMessage.firstItem))
            }
            let page = try await interactor.page(position.kind, page: targetPage, perPage: position.page.perPage)
            guard !page.items.isEmpty else {
                return showError(Message(offset > 0 ? ItemDetailMessage.lastItem : ItemDetailMessage.firstItem))
            }
            let index = offset > 0 ? 0 : page.items.count - 1
            return await moved(to: ItemListingPosition(kind: position.kind, page: page, index: index))
        } catch {
            return showError(error.message)
        }
    }

    /// In a listing that reading changes (`is:unread`, the history), the items read on this page
    /// may have left it, so the page after it is not where the next item is: the same page is
    /// asked again and the first item not on it before comes next (nil: none there, go on).
    private func nextUnseen(
        after position: ItemListingPosition
    ) async throws(ItemCatalogueError) -> ItemListingPosition? {
        let seen = Set(position.page.items.map(\.id))
        let again = try await interactor.page(position.kind, page: position.page.page, perPage: position.page.perPage)
        guard let index = again.items.firstIndex(where: { !seen.contains($0.id) }) else { return nil }
        return ItemListingPosition(kind: position.kind, page: again, index: index)
    }

    private func moved(to newPosition: ItemListingPosition) async -> CommandOutcome {
        position = newPosition
        item = newPosition.page.items[newPosition.index]
        return await show(format: initialFormat)
    }

    func didStock() async -> CommandOutcome {
        do {
            let added = try await interactor.stock(item)
            view?.showStocked(true)
            let outcome = showInfo(
                Message(added ? SharedMessage.itemsStocked : SharedMessage.itemsAlreadyStocked, item.id, item.title))
            guard added else { return outcome }
            return outcome.then(await account.stockChanged(itemID: item.id, title: item.title, stocked: true))
        } catch {
            return showError(error.message)
        }
    }

    func didKeepForLater() async -> CommandOutcome {
        do {
            let added = try await interactor.keepForLater(item)
            let key = added ? SharedMessage.laterAdded : SharedMessage.laterAlready
            return showInfo(Message(key, parts: [ItemName.of(item)]))
        } catch {
            return showError(error.message)
        }
    }

    func didUnstock() async -> CommandOutcome {
        do {
            guard try await interactor.unstock(itemID: item.id) else {
                return showError(Message(SharedMessage.itemsNotStocked, parts: [ItemName.of(item)]))
            }
            view?.showStocked(false)
            return showInfo(Message(SharedMessage.itemsUnstocked, parts: [ItemName.of(item)])).then(
                await account.stockChanged(itemID: item.id, title: item.title, stocked: false))
        } catch {
            return showError(error.message)
        }
    }

    /// `comment`, `like`, `unlike` of the open item, on Qiita.
    func didAskQiita(_ request: AccountRequest) async -> CommandOutcome {
        switch request {
        case .comment(let replyTo):
            var comments: [QiitaComment]?
            if replyTo != nil, case .known(let known, _)? = try? await interactor.comments(itemID: item.id) {
                comments = known
            }
            return await account.comment(on: item, replyTo: replyTo, commentsOfItem: comments)
        case .editComment(let id): return await account.editComment(id)
        case .deleteComment(let id): return await account.deleteComment(id)
        case .like(let liked): return await account.like(item, liked: liked)
        }
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
