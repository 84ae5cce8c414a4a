import CatalogueImport
import ItemsModel
import OutputTools
import ShellHost
import ShellKit

/// Items' commands on one item of the listing (by row number or ID): open, stock, unstock.
extension ItemsPresenter {
    func didOpen(_ reference: ItemReference, format: OutputFormat) async -> CommandOutcome {
        await withItem(reference) { item, position in
            await wireframe.navigate(to: .detail(ItemDetailRequest(item: item, position: position, format: format)))
        }
    }

    func didStock(_ reference: ItemReference) async -> CommandOutcome {
        await withItem(reference) { item, _ in
            do throws(ItemCatalogueError) {
                let added = try await interactor.stock(item)
                let outcome = showInfo(
                    Message(added ? SharedMessage.itemsStocked : SharedMessage.itemsAlreadyStocked, item.id, item.title)
                )
                guard added else { return outcome }
                return outcome.then(await account.stockChanged(itemID: item.id, title: item.title, stocked: true))
            } catch {
                return showError(error.message)
            }
        }
    }

    func didUnstock(_ reference: ItemReference) async -> CommandOutcome {
        await remove(
            reference, removed: SharedMessage.itemsUnstocked, absent: SharedMessage.itemsNotStocked
        ) { id throws(ItemCatalogueError) in try await interactor.unstock(itemID: id) }
    }

    /// `later N|ID`: the item on the read-later list, at its top.
    func didKeepForLater(_ reference: ItemReference) async -> CommandOutcome {
        await withItem(reference) { item, _ in
            do throws(ItemCatalogueError) {
                let added = try await interactor.keepForLater(item)
                return showInfo(
                    Message(added ? SharedMessage.laterAdded : SharedMessage.laterAlready, parts: [ItemName.of(item)]))
            } catch {
                return showError(error.message)
            }
        }
    }

    /// `later --done N|ID`: the item off the read-later list (by ID even when no source has it).
    func didFinishLater(_ reference: ItemReference) async -> CommandOutcome {
        await remove(reference, removed: ItemsMessage.laterDone, absent: ItemsMessage.laterNotListed) {
            id throws(ItemCatalogueError) in try await interactor.finishLater(itemID: id)
        }
    }

    /// Takes the item `reference` names off one of the user's lists with `removal` (false: it
    /// was not on it), and says which.
    private func remove(
        _ reference: ItemReference, removed: any MessageKey, absent: any MessageKey,
        _ removal: (String) async throws(ItemCatalogueError) -> Bool
    ) async -> CommandOutcome {
        let itemID: String
        let title: String?
        switch await named(reference) {
        case .success(let found): (itemID, title) = found
        case .failure(let failure): return failure.outcome
        }
        do {
            let name = ItemName.named(id: itemID, title: title)
            guard try await removal(itemID) else { return showError(Message(absent, parts: [name])) }
            let outcome = showInfo(Message(removed, parts: [name]))
            guard removed as? SharedMessage == .itemsUnstocked else { return outcome }
            return outcome.then(await account.stockChanged(itemID: itemID, title: title, stocked: false))
        } catch {
            return showError(error.message)
        }
    }

    /// The ID a reference names, with the item's title when the listing on screen holds it: an
    /// ID needs no source to find it, a row needs the listing.
    private func named(_ reference: ItemReference) async -> Result<(id: String, title: String?), CommandFailure> {
        switch reference {
        case .id(let id): return .success((id, current?.page.items.first { $0.id == id }?.title))
        case .row:
            switch await resolve(reference) {
            case .success(let (item, _)): return .success((item.id, item.title))
            case .failure(let failure): return .failure(failure)
            }
        }
    }

    /// Runs `action` on the item `reference` names; the failure already shown when it names none.
    func withItem(
        _ reference: ItemReference,
        _ action: (QiitaItem, ItemListingPosition?) async -> CommandOutcome
    ) async -> CommandOutcome {
        switch await resolve(reference) {
        case .success(let (item, position)): return await action(item, position)
        case .failure(let failure): return failure.outcome
        }
    }

    /// The item a row number or ID names, with its place in the listing when it has one.
    func resolve(_ reference: ItemReference) async -> Result<(QiitaItem, ItemListingPosition?), CommandFailure> {
        switch reference {
        case .row(let number):
            guard let current else { return .failure(CommandFailure(showNoListing())) }
            guard number >= 1, current.page.items.indices.contains(number - 1) else {
                let count = current.page.items.count
                let message =
                    count == 0
                    ? Message(ItemsMessage.noRows, String(number))
                    : Message(SharedMessage.itemsNoSuchRow, String(number), String(count))
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
    func found(at index: Int, in current: (kind: ItemListingKind, page: ItemPage)) -> (QiitaItem, ItemListingPosition?)
    {
        (current.page.items[index], ItemListingPosition(kind: current.kind, page: current.page, index: index))
    }
}
