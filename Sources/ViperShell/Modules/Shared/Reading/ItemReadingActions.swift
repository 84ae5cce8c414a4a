import OutputTools
import ShellHost
import ShellKit
import ItemBrowsing
import ItemsModel

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
    package func showComments(of item: QiitaItem, format: OutputFormat) async -> CommandOutcome {
        let found: ItemComments
        do { found = try await interactor.comments(itemID: item.id) } catch {
            return showError(error.message)
        }
        switch found {
        case .unknown where item.commentsCount == 0:
            return showInfo(Message(SharedMessage.commentsNone, parts: [ItemName.of(item)]))
        case .unknown:
            return showError(Message(SharedMessage.commentsUnknown, item.id, String(item.commentsCount)))
        case let .known(comments, cachedBecause):
            if case .json(let fields) = format {
                if let refusal = JSONFieldSet.comment.refusal(of: fields) { return showError(refusal, status: .usage) }
                view?.showCommentsJSON(comments, fields: fields)
                return .success
            }
            guard !comments.isEmpty else {
                return showInfo(Message(SharedMessage.commentsNone, parts: [ItemName.of(item)]))
            }
            var model = ItemCommentsViewModel(itemID: item.id, itemTitle: item.title, comments: comments)
            if let cachedBecause {
                model.notes.append(Message(SharedMessage.qiitaCachedResults, parts: [.message(cachedBecause.message)]))
            }
            view?.showComments(model)
            return .success
        }
    }

    /// Opens an http(s) URL in the browser; prints it when no browser could.
    package func browse(_ url: String) async -> CommandOutcome {
        guard ItemLink.isWebAddress(url) else { return showError(Message(SharedMessage.linkNotWeb, url)) }
        switch await interactor.openInBrowser(url) {
        case .opened(let command):
            return showInfo(Message(SharedMessage.browseOpened, url, command))
        case let .failed(command, status):
            let outcome = showError(Message(SharedMessage.browseFailed, command, String(status)))
            view?.showURL(url)
            return outcome
        case .unavailable:
            view?.showURLWithoutBrowser(url)
            return .success
        }
    }

    package func markRead(_ item: QiitaItem) async -> CommandOutcome {
        do {
            try await interactor.markRead(item)
            return showInfo(Message(SharedMessage.readMarked, parts: [ItemName.of(item)]))
        } catch {
            return showError(error.message)
        }
    }

    /// `title`: the item's, when it is at hand (else the messages name it by ID).
    package func markUnread(itemID: String, title: String?) async -> CommandOutcome {
        let name = ItemName.named(id: itemID, title: title)
        do {
            guard try await interactor.markUnread(itemID: itemID) else {
                return showError(Message(SharedMessage.readWasUnread, parts: [name]))
            }
            return showInfo(Message(SharedMessage.readUnmarked, parts: [name]))
        } catch {
            return showError(error.message)
        }
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
