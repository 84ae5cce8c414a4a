import ItemBrowsing
import ItemsModel
import ShellKit

/// The decisions behind the reading commands both item modules offer (`comments`, `browse`,
/// `link N`, `read`, `unread`), made once for both presenters: what to ask the interactor and
/// what the view shows for each outcome.
@MainActor package struct ItemReadingActions {
    package weak var view: ItemReadingViewInterface?
    package let interactor: ItemReadingInteractorInterface

    package init(view: ItemReadingViewInterface?, interactor: ItemReadingInteractorInterface) {
        self.view = view
        self.interactor = interactor
    }

    /// The item's comments oldest first, or one line saying there are none or the source lacks them.
    package func showComments(of item: QiitaItem, format: OutputFormat) async {
        let found: ItemComments
        do { found = try await interactor.comments(itemID: item.id) } catch {
            return view?.showError(error.message, status: .failure) ?? ()
        }
        switch found {
        case .unknown where item.commentsCount == 0:
            view?.showInfo(Message(SharedMessage.commentsNone, parts: [ItemName.of(item)]))
        case .unknown:
            view?.showError(Message(SharedMessage.commentsUnknown, item.id, String(item.commentsCount)), status: .failure)
        case let .known(comments, cachedBecause):
            if case .json(let fields) = format { return view?.showCommentsJSON(comments, fields: fields) ?? () }
            guard !comments.isEmpty else { return view?.showInfo(Message(SharedMessage.commentsNone, parts: [ItemName.of(item)])) ?? () }
            var model = ItemCommentsViewModel(itemID: item.id, itemTitle: item.title, comments: comments)
            if let cachedBecause { model.notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(cachedBecause.message)])) }
            view?.showComments(model)
        }
    }

    /// Opens an http(s) URL in the browser; prints it when no browser could.
    package func browse(_ url: String) async {
        guard ItemLink.isWebAddress(url) else {
            return view?.showError(Message(SharedMessage.linkNotWeb, url), status: .failure) ?? ()
        }
        switch await interactor.openInBrowser(url) {
        case .opened(let command):
            view?.showInfo(Message(SharedMessage.browseOpened, url, command))
        case let .failed(command, status):
            view?.showError(Message(SharedMessage.browseFailed, command, String(status)), status: .failure)
            view?.showURL(url)
        case .unavailable:
            view?.showURLWithoutBrowser(url)
        }
    }

    package func markRead(_ item: QiitaItem) async {
        do {
            try await interactor.markRead(item)
            view?.showInfo(Message(SharedMessage.readMarked, parts: [ItemName.of(item)]))
        } catch {
            view?.showError(error.message, status: .failure)
        }
    }

    /// `title`: the item's, when it is at hand (else the messages name it by ID).
    package func markUnread(itemID: String, title: String?) async {
        let name = ItemName.named(id: itemID, title: title)
        do {
            if try await interactor.markUnread(itemID: itemID) {
                view?.showInfo(Message(SharedMessage.readUnmarked, parts: [name]))
            } else {
                view?.showError(Message(SharedMessage.readWasUnread, parts: [name]), status: .failure)
            }
        } catch {
            view?.showError(error.message, status: .failure)
        }
    }
}
