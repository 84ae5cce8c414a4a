import ItemsModel
import ShellHost
import ShellKit

/// A link that could not be followed, its error already shown: the command's outcome.
struct LinkRefusal: Error {
    let outcome: CommandOutcome
}

/// The decisions only the full-screen reader asks for (Documentation/design/reader.md §2):
/// following a Qiita link in the reader with a history to walk back, and toggling the stock and
/// the read state with one key each.
extension ItemDetailPresenter {
    /// Link N: a Qiita item the shell can find is read here (and `historyBack` returns); any
    /// other address, or an item not found, goes to the browser.
    func didFollowLink(_ number: Int) async -> CommandOutcome {
        let link: ItemLink
        switch self.link(number) {
        case .success(let found): link = found
        case .failure(let refusal): return refusal.outcome
        }
        guard let id = QiitaItemAddress.itemID(in: link.url), id != item.id else {
            return await reading.browse(link.url)
        }
        let found: QiitaItem?
        do { found = try await interactor.item(id: id) } catch { return showError(error.message) }
        guard let found else { return await reading.browse(link.url) }
        history.append((item, position))
        item = found
        position = nil
        return await show(format: .table)
    }

    /// Back to the article the last followed link was read from.
    func didGoBackInHistory() async -> CommandOutcome {
        guard let previous = history.popLast() else {
            return showInfo(Message(ItemDetailMessage.historyEmpty))
        }
        item = previous.item
        position = previous.position
        return await show(format: .table)
    }

    /// `s`: stocks the item, or unstocks it when it is in the stocks.
    func didToggleStock() async -> CommandOutcome {
        let stocked: Bool
        do { stocked = try await interactor.isStocked(itemID: item.id) } catch { return showError(error.message) }
        return stocked ? await didUnstock() : await didStock()
    }

    /// `r`: marks the item unread, or read again when it was not read.
    func didToggleRead() async -> CommandOutcome {
        do {
            if try await interactor.markUnread(itemID: item.id) {
                return showInfo(Message(SharedMessage.readUnmarked, parts: [ItemName.of(item)]))
            }
            try await interactor.markRead(item)
            return showInfo(Message(SharedMessage.readMarked, parts: [ItemName.of(item)]))
        } catch {
            return showError(error.message)
        }
    }
}
