import Foundation
@testable import ItemsModel
@testable import QiitaActions
@testable import QiitaAPI
@testable import ShellHost
@testable import ShellKit
import Synchronization
@testable import ViperShell

/// What a view was asked for the account's commands: the composed text it gives, the
/// confirmations it answers, the comments it showed.
@MainActor final class AccountViewRecording {
    /// What `composeText` answers; the templates it was given.
    var composed: ComposedText = .cancelled
    var templates: [String] = []
    var confirms = true
    var questions: [Message] = []
    var postedComments: [QiitaComment] = []
}

/// Views of the account's commands in tests: the recording answers.
@MainActor protocol RecordsAccount: AccountViewInterface {
    var account: AccountViewRecording { get }
}

extension RecordsAccount {
    func text(_ message: Message) -> String { message.text(in: .english) }
    func composeText(template: String) async -> ComposedText {
        account.templates.append(template)
        return account.composed
    }
    func confirmAction(_ question: Message) -> Bool {
        account.questions.append(question)
        return account.confirms
    }
    func showPostedComment(_ comment: QiitaComment, itemTitle: String) { account.postedComments.append(comment) }
}

/// An outbox kept in memory for presenter tests: what is queued, what `send` reports (set by the
/// test), how it reaches Qiita.
final class OutboxSpy: QiitaActionsClient, Sendable {
    private struct State {
        var reach: QiitaActionReach = .ready
        var queued: [OutboxAction] = []
        var entries: [OutboxEntry] = []
        var report = OutboxSendReport()
        var sends = 0
        var retriedRefused: [Bool] = []
        var drafts: [String: ArticleDraft] = [:]
        var comments: [String: QiitaComment] = [:]
    }

    private let state = Mutex(State())
    let isTeam: Bool
    var siteName: String { "qiita.com" }
    var sourceName: String { "qiita" }

    init(reach: QiitaActionReach = .ready, isTeam: Bool = false) {
        self.isTeam = isTeam
        state.withLock { $0.reach = reach }
    }

    var queued: [OutboxAction] { state.withLock { $0.queued } }
    var sends: Int { state.withLock { $0.sends } }
    var retriedRefused: [Bool] { state.withLock { $0.retriedRefused } }
    func willReport(_ report: OutboxSendReport) { state.withLock { $0.report = report } }
    func holds(_ entries: [OutboxEntry]) { state.withLock { $0.entries = entries } }
    func knows(_ draft: ArticleDraft, at path: String) { state.withLock { $0.drafts[path] = draft } }
    func knows(_ comment: QiitaComment) { state.withLock { $0.comments[comment.id] = comment } }

    func reach(forItems: Bool) -> QiitaActionReach { state.withLock { $0.reach } }

    func queue(_ action: OutboxAction) throws(StorageError) -> OutboxEntry {
        state.withLock { state in
            state.queued.append(action)
            let entry = OutboxEntry(number: state.queued.count, action: action, queuedAt: Date(timeIntervalSince1970: 0))
            state.entries.append(entry)
            return entry
        }
    }

    func entries() throws(StorageError) -> [OutboxEntry] { state.withLock { $0.entries } }

    func drop(_ number: Int) throws(StorageError) -> OutboxEntry? {
        state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.number == number }) else { return nil }
            return state.entries.remove(at: index)
        }
    }

    func send(retryingRefused: Bool) async -> OutboxSendReport {
        state.withLock { state in
            state.sends += 1
            state.retriedRefused.append(retryingRefused)
            return state.report
        }
    }

    func draft(at path: String, force: Bool) throws(ArticleFileError) -> ArticleDraft {
        guard var draft = state.withLock({ $0.drafts[path] }) else {
            throw ArticleFileError(Message(ActionMessage.fileUnreadable, path, "no such file"))
        }
        draft.force = force
        return draft
    }

    func qiitaStocks(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage {
        QiitaFeedPage(items: [], hasMore: false)
    }

    func comment(id: String) async throws(QiitaAPIError) -> QiitaComment? { state.withLock { $0.comments[id] } }

    func tokenUser() async throws(QiitaAPIError) -> String { "fixture_user" }
}
