import ShellKit
import ItemsDomain

/// ItemDetail's decisions: show the item, step to its neighbours across page boundaries,
/// stock or unstock it, and go back to the listing unchanged.
@MainActor package final class ItemDetailPresenter: ItemDetailPresenterInterface {
    package weak var view: ItemDetailViewInterface?
    private let interactor: ItemDetailInteractorInterface
    private let wireframe: ItemDetailWireframeInterface
    private var item: QiitaItem
    private var position: ItemListingPosition?
    private let initialFormat: OutputFormat

    package init(request: ItemDetailRequest, view: ItemDetailViewInterface, interactor: ItemDetailInteractorInterface,
         wireframe: ItemDetailWireframeInterface) {
        item = request.item
        position = request.position
        initialFormat = request.format
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    package func start() async {
        await show(format: initialFormat)
    }

    package func handle(_ event: ItemDetailViewEvent) async {
        switch event {
        case .show(let format): await show(format: format)
        case .back: await wireframe.navigate(to: .back(position))
        case .next: await didMove(by: 1)
        case .previous: await didMove(by: -1)
        case .stock: await didStock()
        case .unstock: await didUnstock()
        }
    }

    private func show(format: OutputFormat) async {
        switch format {
        case .json:
            view?.showJSON(item)
        case .table:
            let stocked = (try? await interactor.isStocked(itemID: item.id)) ?? false
            view?.showItem(ItemDetailViewModel(item: item, isStocked: stocked, position: positionInListing()))
        }
    }

    private func positionInListing() -> Message? {
        guard let position else { return nil }
        let number = (position.page.page - 1) * position.page.perPage + position.index + 1
        return Message(.detailPosition, String(number), String(position.page.totalCount))
    }

    /// Next or previous item of the listing, loading the neighbouring page when needed.
    private func didMove(by offset: Int) async {
        guard let position else { return showError(Message(.detailNoListing)) }
        let index = position.index + offset
        if position.page.items.indices.contains(index) {
            return await moved(to: ItemListingPosition(kind: position.kind, page: position.page, index: index))
        }
        let targetPage = position.page.page + offset
        guard targetPage >= 1, targetPage <= position.page.pageCount else {
            return showError(Message(offset > 0 ? .detailLastItem : .detailFirstItem))
        }
        do {
            let page = try await interactor.page(position.kind, page: targetPage, perPage: position.page.perPage)
            guard !page.items.isEmpty else { return showError(Message(offset > 0 ? .detailLastItem : .detailFirstItem)) }
            await moved(to: ItemListingPosition(kind: position.kind, page: page, index: offset > 0 ? 0 : page.items.count - 1))
        } catch {
            showError(error.message)
        }
    }

    private func moved(to newPosition: ItemListingPosition) async {
        position = newPosition
        item = newPosition.page.items[newPosition.index]
        await show(format: initialFormat)
    }

    private func didStock() async {
        do {
            let added = try await interactor.stock(item)
            view?.showInfo(Message(added ? .itemsStocked : .itemsAlreadyStocked, item.id, item.title))
        } catch {
            showError(error.message)
        }
    }

    private func didUnstock() async {
        do {
            if try await interactor.unstock(itemID: item.id) {
                view?.showInfo(Message(.itemsUnstocked, item.id))
            } else {
                showError(Message(.itemsNotStocked, item.id))
            }
        } catch {
            showError(error.message)
        }
    }

    private func showError(_ message: Message) {
        view?.showError(message, status: .failure)
    }
}
