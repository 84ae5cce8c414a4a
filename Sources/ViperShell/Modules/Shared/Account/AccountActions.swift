import ItemsModel
import QiitaActions
import QiitaAPI
import ShellHost
import ShellKit

/// The decisions behind acting on Qiita, made once for Items, ItemDetail and Account: whether an
/// action can reach Qiita, the comment's template and text, queueing, sending the outbox at once,
/// and what its report says.
@MainActor package struct AccountActions {
    package weak var view: AccountViewInterface?
    /// The user's outbox; nil where none is wired (nothing then reaches Qiita).
    package let outbox: (any QiitaActionsClient)?

    package init(view: AccountViewInterface?, outbox: (any QiitaActionsClient)?) {
        self.view = view
        self.outbox = outbox
    }

    /// After `stock`/`unstock` here: the same on Qiita when a token is in use and the item is
    /// Qiita's (otherwise the stock stays local, as it always was).
    package func stockChanged(itemID: String, title: String?, stocked: Bool) async -> CommandOutcome {
        guard let qiita = outbox, qiita.reach(forItems: true) == .ready else { return .success }
        let action: OutboxAction =
            stocked ? .stock(itemID: itemID, title: title ?? "") : .unstock(itemID: itemID, title: title ?? "")
        return await queueAndSend(action)
    }

    /// `comment N|ID [--reply CID]`.
    package func comment(on item: QiitaItem, replyTo replyID: String?, commentsOfItem: [QiitaComment]?) async
        -> CommandOutcome
    {
        if let refusal = refusal(for: "comment", forItems: true) { return refusal }
        var template = Message(AccountMessage.commentTemplate, parts: [ItemName.of(item)])
        var quoted = ""
        if let replyID {
            guard let answered = commentsOfItem?.first(where: { $0.id == replyID }) else {
                return fail(Message(AccountMessage.commentUnknown, replyID))
            }
            template = Message(
                AccountMessage.commentReplyTemplate, parts: [.message(template), .text(answered.user.id)])
            quoted = answered.body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "> " + $0 }.joined(separator: "\n") + "\n\n"
        }
        switch await compose(template, prefilled: quoted) {
        case .text(let body): return await queueAndSend(.comment(itemID: item.id, title: item.title, body: body))
        case .cancelled: return info(Message(AccountMessage.commentCancelled))
        case .failed(let message): return fail(message)
        }
    }

    /// `comment --edit CID`: your own comment, its text in the editor.
    package func editComment(_ id: String) async -> CommandOutcome {
        if let refusal = refusal(for: "comment --edit", forItems: false) { return refusal }
        let comment: QiitaComment
        switch await ownComment(id) {
        case .success(let found): comment = found
        case .failure(let failure): return failure.outcome
        }
        switch await compose(Message(AccountMessage.commentEditTemplate, id), prefilled: comment.body) {
        case .text(let body): return await queueAndSend(.editComment(commentID: id, body: body))
        case .cancelled: return info(Message(AccountMessage.commentCancelled))
        case .failed(let message): return fail(message)
        }
    }

    /// `comment --delete CID`: your own comment, after a yes at a terminal.
    package func deleteComment(_ id: String) async -> CommandOutcome {
        if let refusal = refusal(for: "comment --delete", forItems: false) { return refusal }
        let comment: QiitaComment
        switch await ownComment(id) {
        case .success(let found): comment = found
        case .failure(let failure): return failure.outcome
        }
        let excerpt = TerminalSanitizer.excerpt(comment.body, limit: 40)
        guard view?.confirmAction(Message(AccountMessage.commentDeleteConfirm, excerpt)) ?? true else {
            return info(Message(AccountMessage.deleteDeclined))
        }
        return await queueAndSend(.deleteComment(commentID: id))
    }

    /// `like` / `unlike`: on Qiita Team only.
    package func like(_ item: QiitaItem, liked: Bool) async -> CommandOutcome {
        if let refusal = refusal(for: liked ? "like" : "unlike", forItems: true) { return refusal }
        guard qiita.isTeam else { return fail(Message(AccountMessage.likesTeamOnly, qiita.siteName)) }
        return await queueAndSend(.like(itemID: item.id, title: item.title, liked: liked))
    }

    /// Queues `action` and sends the outbox now; the report said.
    package func queueAndSend(_ action: OutboxAction) async -> CommandOutcome {
        await queueAndSend([action])
    }

    /// Queues `actions` in order, then sends the outbox once; the report said.
    package func queueAndSend(_ actions: [OutboxAction]) async -> CommandOutcome {
        guard let qiita = outbox else { return fail(Message(AccountMessage.needsToken, "outbox")) }
        do {
            for action in actions { _ = try qiita.queue(action) }
        } catch {
            return fail(error.message)
        }
        return report(await qiita.send(retryingRefused: false))
    }

    /// `stocks --push`: each stock kept here queued for Qiita (unless one waits already), then sent.
    package func pushStocks(_ items: [QiitaItem]) async -> CommandOutcome {
        if let refusal = refusal(for: "stocks --push", forItems: true) { return refusal }
        let waiting = Set(((try? qiita.entries()) ?? []).compactMap { entry -> String? in
            if case .stock(let id, _) = entry.action { return id }
            return nil
        })
        let actions = items.filter { !waiting.contains($0.id) }.map { OutboxAction.stock(itemID: $0.id, title: $0.title) }
        guard !actions.isEmpty else { return info(Message(AccountMessage.pushNone)) }
        view?.showInfo(Message(AccountMessage.pushQueued, String(actions.count)))
        return await queueAndSend(actions)
    }

    /// `stocks --qiita`: the newest 100 of the user's stocks on Qiita; the failure shown.
    package func qiitaStocks() async -> Result<QiitaFeedPage, CommandFailure> {
        if let refusal = refusal(for: "stocks --qiita", forItems: false) { return .failure(CommandFailure(refusal)) }
        do { return .success(try await qiita.qiitaStocks(page: 1, perPage: 100)) } catch {
            return .failure(CommandFailure(fail(error.message)))
        }
    }

    /// What a send did: each delivery, drop and hold in order, then what waits and why.
    package func report(_ report: OutboxSendReport) -> CommandOutcome {
        var outcome = CommandOutcome.success
        for delivery in report.delivered {
            view?.showInfo(OutboxWording.delivered(delivery))
            switch (delivery.comment, delivery.entry.action) {
            case (let comment?, .comment(_, let title, _)): view?.showPostedComment(comment, itemTitle: title)
            case (let comment?, .editComment): view?.showPostedComment(comment, itemTitle: "")
            default: break
            }
        }
        for (entry, reason) in report.dropped {
            view?.showInfo(
                Message(
                    AccountMessage.dropped, parts: [
                        .text(String(entry.number)), .message(OutboxWording.action(entry.action)), .message(reason),
                    ]))
        }
        for entry in report.refused {
            outcome = outcome.then(
                fail(
                    Message(
                        AccountMessage.held, parts: [
                            .text(String(entry.number)), .message(OutboxWording.action(entry.action)),
                            .text(entry.refusal ?? ""),
                        ])))
        }
        if let storage = report.storage { outcome = outcome.then(fail(storage.message)) }
        if let stopped = report.stopped {
            if stopped.isTransient || stopped == .cancelled || Self.isRateLimit(stopped) {
                view?.showInfo(
                    Message(
                        AccountMessage.waitingBecause,
                        parts: [
                            .message(Message(AccountMessage.waiting, String(report.waiting))), .message(stopped.message),
                        ]))
            } else {
                outcome = outcome.then(fail(stopped.message))
                view?.showInfo(Message(AccountMessage.waiting, String(report.waiting)))
            }
        }
        return outcome
    }

    private static func isRateLimit(_ error: QiitaAPIError) -> Bool {
        if case .rateLimited = error { return true }
        return false
    }

    /// Why `command` cannot act on Qiita now, shown; nil when it can.
    private func refusal(for command: String, forItems: Bool) -> CommandOutcome? {
        switch outbox?.reach(forItems: forItems) ?? .noToken {
        case .ready: return nil
        case .noToken: return fail(Message(AccountMessage.needsToken, command))
        case .notQiitaSource: return fail(Message(AccountMessage.notQiitaItem, command, outbox?.sourceName ?? "?"))
        }
    }

    /// The outbox, once `refusal` said it can act (nil never reaches here).
    private var qiita: any QiitaActionsClient { outbox! }

    /// The comment `id` when it is the token's user's own; the failure shown otherwise.
    private func ownComment(_ id: String) async -> Result<QiitaComment, CommandFailure> {
        do {
            guard let comment = try await qiita.comment(id: id) else {
                return .failure(CommandFailure(fail(Message(AccountMessage.commentUnknown, id))))
            }
            let user = try await qiita.tokenUser()
            guard comment.user.id == user else {
                return .failure(CommandFailure(fail(Message(AccountMessage.commentNotOwn, id, comment.user.id))))
            }
            return .success(comment)
        } catch {
            return .failure(CommandFailure(fail(error.message)))
        }
    }

    /// The template (its lines as `#` comments) with `prefilled` text under it, through the view;
    /// `#` lines dropped, blank text cancels.
    private func compose(_ template: Message, prefilled: String) async -> ComposedText {
        guard let view else { return .cancelled }
        let header = view.text(template)
        switch await view.composeText(template: header + (prefilled.isEmpty ? "" : "\n" + prefilled)) {
        case .text(let written):
            let kept = written.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }
            let body = kept.joined(separator: "\n").trimmingBlanksAndNewlines()
            return body.isEmpty ? .cancelled : .text(body)
        case let other: return other
        }
    }

    private func info(_ message: Message) -> CommandOutcome {
        view?.showInfo(message)
        return .success
    }

    private func fail(_ message: Message) -> CommandOutcome {
        view?.showError(message)
        return .failed()
    }
}
