import OutputTools
import ShellHost
import ShellKit
import ItemsModel

/// Tags' decisions: load and show a page of tags, page through them like a listing, and send a
/// chosen tag's items to Items; on failure the page on screen stays.
@MainActor package final class TagsPresenter: TagsPresenterInterface {
    package weak var view: TagsViewInterface?
    private let interactor: TagsInteractorInterface
    private let wireframe: TagsWireframeInterface
    private let request: TagsRequest
    private let perPage: Int
    /// How pages reached by paging are printed.
    private let defaultFormat: OutputFormat
    /// The page on screen, and the prefix it was asked with.
    private var current: (prefix: String, page: TagPage)? {
        didSet { if let current { wireframe.didShow(TagsPlace(prefix: current.prefix, page: current.page)) } }
    }

    package init(
        request: TagsRequest, view: TagsViewInterface, interactor: TagsInteractorInterface,
        wireframe: TagsWireframeInterface,
        defaultFormat: OutputFormat = .table
    ) {
        self.request = request
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        perPage = request.perPage
        self.defaultFormat = defaultFormat
    }

    package func start() async -> CommandOutcome {
        guard let shown = request.shownPage else {
            return await show(prefix: request.prefix, page: 1, format: request.format)
        }
        // `back` to these tags: the page as it was, from memory; for people only, as a listing is.
        current = (request.prefix, shown)
        if request.format == .table { view?.showTags(listing(request.prefix, shown)) }
        return .success
    }

    package func handle(_ event: TagsViewEvent) async -> CommandOutcome {
        switch event {
        case let .show(prefix, format): return await show(prefix: prefix, page: 1, format: format)
        case .list(let format):
            guard let current else { return await show(prefix: "", page: 1, format: format) }
            return await show(prefix: current.prefix, page: current.page.page, format: format)
        case .nextPage(let format): return await didMove(by: 1, format: format)
        case .previousPage(let format): return await didMove(by: -1, format: format)
        case let .page(number, format): return await didJump(to: number, format: format)
        case .openTag(let reference): return await didOpen(reference)
        case .back: return await wireframe.navigate(to: .back)
        }
    }

    private func show(prefix: String, page number: Int, format: OutputFormat) async -> CommandOutcome {
        if let refusal = JSONFieldSet.tag.refusal(of: format.fields) { return showError(refusal, status: .usage) }
        do {
            let page = try await interactor.page(prefix: prefix, page: number, perPage: perPage)
            current = (prefix, page)
            switch format {
            case .json(let fields):
                view?.showTagsJSON(page.tags, fields: fields)
            case .table: view?.showTags(listing(prefix, page))
            }
            return .success
        } catch {
            return showError(error.message)
        }
    }

    private func showError(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        view?.showError(message)
        return .failed(status)
    }

    private func listing(_ prefix: String, _ page: TagPage) -> TagListingViewModel {
        let rows = page.tags.enumerated().map {
            TagListingViewModel.Row(number: $0.offset + 1, name: $0.element.name, itemsCount: $0.element.itemsCount)
        }
        var model = TagListingViewModel(
            prefix: prefix, page: page.page, pageCount: page.pageCount, totalCount: page.totalCount, rows: rows)
        if let reason = page.cachedBecause {
            model.notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(reason.message)]))
        }
        if page.filteredFetchedPage { model.notes.append(Message(TagsMessage.filteredPage)) }
        return model
    }

    private func didMove(by offset: Int, format: OutputFormat) async -> CommandOutcome {
        guard let current else { return showError(Message(TagsMessage.noListing)) }
        let target = ListingPaging.move(from: current.page.page, by: offset, pageCount: current.page.pageCount)
        return await go(to: target, prefix: current.prefix, format: format)
    }

    private func didJump(to number: Int, format: OutputFormat) async -> CommandOutcome {
        guard let current else { return showError(Message(TagsMessage.noListing)) }
        let target = ListingPaging.jump(to: number, pageCount: current.page.pageCount)
        return await go(to: target, prefix: current.prefix, format: format)
    }

    private func go(
        to target: Result<Int, ListingPaging.Refusal>, prefix: String, format: OutputFormat
    ) async -> CommandOutcome {
        switch target {
        case .success(let page): return await show(prefix: prefix, page: page, format: format)
        case .failure(let refusal): return showError(refusal.message, status: refusal.status)
        }
    }

    private func didOpen(_ reference: TagReference) async -> CommandOutcome {
        switch reference {
        case .name(let name):
            return await wireframe.navigate(to: .items(tag: name))
        case .row(let number):
            guard let current else { return showError(Message(TagsMessage.noListing)) }
            guard number >= 1, current.page.tags.indices.contains(number - 1) else {
                let message =
                    current.page.tags.isEmpty
                    ? Message(TagsMessage.tagsNone)
                    : Message(SharedMessage.itemsNoSuchRow, String(number), String(current.page.tags.count))
                return showError(message, status: .usage)
            }
            return await wireframe.navigate(to: .items(tag: current.page.tags[number - 1].name))
        }
    }
}
