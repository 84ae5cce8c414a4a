import ItemsModel
import OutputTools
import QiitaActions
import QiitaAPI
import ShellHost
import ShellKit

/// Account's decisions: the outbox listed, dropped from or sent; files read as drafts (each
/// file's mistake said on its own line, the good ones still published), shown with `--dry-run`
/// or queued and sent.
@MainActor package final class AccountPresenter: AccountPresenterInterface {
    package weak var view: AccountModuleViewInterface?
    private let interactor: AccountInteractorInterface
    private var account: AccountActions { AccountActions(view: view, outbox: interactor.outbox) }

    package init(view: AccountModuleViewInterface, interactor: AccountInteractorInterface) {
        self.view = view
        self.interactor = interactor
    }

    package func handle(_ event: AccountViewEvent) async -> CommandOutcome {
        switch event {
        case .outbox(let format): return didList(format: format)
        case .send(let all): return await didSend(all: all)
        case .drop(let number): return didDrop(number)
        case let .publish(files, dryRun, force): return await didPublish(files, dryRun: dryRun, force: force)
        }
    }

    private func didList(format: OutputFormat) -> CommandOutcome {
        let entries: [OutboxEntry]
        do { entries = try interactor.outbox?.entries() ?? [] } catch { return fail(error.message) }
        if case .json(let fields) = format {
            view?.showOutboxJSON(entries, fields: fields)
            return .success
        }
        guard !entries.isEmpty else {
            view?.showInfo(Message(AccountMessage.outboxEmpty))
            return .success
        }
        view?.showOutbox(
            entries.map { entry in
                OutboxRow(
                    number: entry.number, queuedAt: interactor.localTime(entry.queuedAt), state: Self.state(of: entry),
                    action: OutboxWording.action(entry.action))
            })
        return .success
    }

    /// Waiting, sent with no answer yet, on Qiita with its file not written back, or held.
    static func state(of entry: OutboxEntry) -> Message {
        if let refusal = entry.refusal { return Message(AccountMessage.stateHeld, refusal) }
        if entry.result != nil { return Message(AccountMessage.stateDone) }
        if entry.sentAt != nil { return Message(AccountMessage.stateSent) }
        return Message(AccountMessage.stateWaiting)
    }

    package func sendWaiting() async -> CommandOutcome {
        guard let outbox = interactor.outbox, outbox.reach(forItems: false) == .ready,
            (try? outbox.entries())?.contains(where: { $0.refusal == nil }) == true
        else { return .success }
        return account.report(await outbox.send(retryingRefused: false))
    }

    private func didSend(all: Bool) async -> CommandOutcome {
        guard let outbox = interactor.outbox, outbox.reach(forItems: false) == .ready else {
            return fail(Message(AccountMessage.needsToken, "outbox send"))
        }
        let waiting: [OutboxEntry]
        do { waiting = try outbox.entries() } catch { return fail(error.message) }
        guard waiting.contains(where: { all || $0.refusal == nil }) else {
            view?.showInfo(
                waiting.isEmpty
                    ? Message(AccountMessage.outboxNothingToSend)
                    : Message(AccountMessage.outboxOnlyHeld, String(waiting.count)))
            return .success
        }
        return account.report(await outbox.send(retryingRefused: all))
    }

    private func didDrop(_ number: Int) -> CommandOutcome {
        do {
            guard let dropped = try interactor.outbox?.drop(number) else {
                return fail(Message(AccountMessage.outboxNoEntry, String(number)))
            }
            view?.showInfo(
                Message(
                    AccountMessage.outboxDropped,
                    parts: [.text(String(number)), .message(OutboxWording.action(dropped.action))]))
            return .success
        } catch {
            return fail(error.message)
        }
    }

    private func didPublish(_ files: [String], dryRun: Bool, force: Bool) async -> CommandOutcome {
        guard let outbox = interactor.outbox else { return fail(Message(AccountMessage.needsToken, "publish")) }
        var outcome = CommandOutcome.success
        var drafts: [ArticleDraft] = []
        for file in files {
            do { drafts.append(try outbox.draft(at: file, force: force)) } catch {
                outcome = outcome.then(fail(error.message))
            }
        }
        if dryRun {
            for (file, draft) in zip(files, drafts) {
                let request = ArticleRequest(draft)
                let headline =
                    draft.id.map { Message(AccountMessage.dryRunUpdate, file, $0) }
                    ?? Message(AccountMessage.dryRunCreate, file)
                view?.showRequest(headline, method: request.method, path: request.path, body: request.prettyJSON)
            }
            return outcome
        }
        guard !drafts.isEmpty else { return outcome }
        guard outbox.reach(forItems: false) == .ready else {
            return outcome.then(fail(Message(AccountMessage.needsToken, "publish")))
        }
        return outcome.then(await account.queueAndSend(drafts.map { .publish($0) }))
    }

    private func fail(_ message: Message) -> CommandOutcome {
        view?.showError(message)
        return .failed()
    }
}
