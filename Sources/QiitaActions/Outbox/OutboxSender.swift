import FeedSync
import FoundationEssentials
import ItemsModel
import QiitaAPI
import ShellKit
import UserState

/// Sends one user's outbox to Qiita, oldest first, exactly once each.
///
/// Each entry is written back to the outbox with the time before its request goes out, and with
/// what Qiita made (the comment's or article's ID) as soon as the answer arrives; it leaves the
/// outbox only after its follow-up (the article file written back). A creating action found
/// with a send time and no result may have reached Qiita before a crash or a lost answer: Qiita
/// is asked first (`OutboxLookup`) and the request is sent again only when nothing there is it.
/// Stocks, edits and deletes are idempotent and are simply sent again.
///
/// A failure that may pass (offline, a timeout, 5xx, the rate limit) or that the user must fix
/// (401, 403 without `write_qiita`) stops the sending with the rest queued; 404 drops the entry
/// with a note; 400/422 and an article changed on Qiita since the file's copy hold the entry
/// with the reason. Every request first asks the rate budget sync spends.
package struct OutboxSender: Sendable {
    package let api: any QiitaWriteAPI
    package let store: OutboxStore
    package let userID: String
    package let budget: RateBudget
    package let files: ArticleFiles
    /// The real time (what Qiita's `created_at` is compared with).
    package var now: @Sendable () -> Date = { Date() }
    /// Asked between requests: true stops (Ctrl-C).
    package var shouldStop: @Sendable () -> Bool = { false }

    package init(api: any QiitaWriteAPI, store: OutboxStore, userID: String, budget: RateBudget, files: ArticleFiles) {
        self.api = api
        self.store = store
        self.userID = userID
        self.budget = budget
        self.files = files
    }

    /// Sends every entry not held back (`retryingRefused`: the refused ones too).
    package func send(retryingRefused: Bool = false) async -> OutboxSendReport {
        var report = OutboxSendReport()
        do throws(StorageError) {
            // Released as the function returns (the lock lives to the end of this scope).
            let lock = try store.sendingLock()
            defer { withExtendedLifetime(lock) {} }
            for var entry in try store.entries(for: userID) {
                if entry.refusal != nil {
                    guard retryingRefused else { continue }
                    entry.refusal = nil
                }
                if shouldStop() {
                    report.stopped = .cancelled
                    break
                }
                do {
                    report.delivered.append(try await deliver(entry))
                } catch {
                    switch error {
                    case .gone(let reason):
                        try store.remove(number: entry.number, for: userID)
                        report.dropped.append((entry, reason))
                    case .refused(let reason):
                        // As recorded (a result may be known), held with the reason.
                        var held = try store.entries(for: userID).first { $0.number == entry.number } ?? entry
                        held.refusal = reason
                        try store.record(held, for: userID)
                        report.refused.append(held)
                    case .stop(let error):
                        report.stopped = error
                    case .storage(let error):
                        throw error
                    }
                    if report.stopped != nil { break }
                }
            }
        } catch {
            report.storage = error
        }
        report.waiting = (try? store.entries(for: userID).count) ?? 0
        return report
    }

    /// How one entry ended when Qiita does not have it.
    enum Failure: Error {
        /// Nothing to act on any more (404): dropped.
        case gone(Message)
        /// Qiita will not take it as it is: held with the reason.
        case refused(String)
        /// Sending stops here; the entry and those after it wait.
        case stop(QiitaAPIError)
        case storage(StorageError)
    }

    /// Sends one entry (unless Qiita already has it), records its result, does its follow-up
    /// and takes it out.
    private func deliver(_ queued: OutboxEntry) async throws(Failure) -> OutboxSendReport.Delivery {
        var entry = queued
        var delivery = OutboxSendReport.Delivery(entry: entry)
        if entry.result == nil, entry.action.createsSomething, let sentAt = entry.sentAt {
            let found: Found?
            do { found = try await lookUp(entry.action, sentSince: sentAt) } catch {
                throw Self.failure(for: error, of: entry)
            }
            if let found {
                (entry.result, entry.resultUpdatedAt) = (found.id, found.updatedAt)
                (delivery.comment, delivery.item, delivery.foundOnQiita) = (found.comment, found.item, true)
                try record(entry)
            }
        }
        if entry.result == nil {
            entry.sentAt = now()
            try record(entry)
            let refusal: String?
            do { refusal = try await perform(&entry, &delivery) } catch { throw Self.failure(for: error, of: entry) }
            try record(entry)
            if let refusal { throw .refused(refusal) }
        }
        if case .publish(let draft) = entry.action, let id = entry.result {
            do { try files.recordPublished(draft, id: id, updatedAt: entry.resultUpdatedAt) } catch {
                // Qiita has the article; the file could not say so. Held with the reason (its ID
                // kept), so the next send writes it back instead of creating it again.
                entry.refusal = error.reason
                try record(entry)
                throw .refused(error.reason)
            }
        }
        do { try store.remove(number: entry.number, for: userID) } catch { throw .storage(error) }
        delivery.entry = entry
        return delivery
    }

    /// The request for `entry`; what it made is put in `entry` and `delivery` (the caller
    /// records it). A refusal decided here (an article changed on Qiita) is returned.
    private func perform(
        _ entry: inout OutboxEntry, _ delivery: inout OutboxSendReport.Delivery
    ) async throws(QiitaAPIError) -> String? {
        switch entry.action {
        case .stock(let itemID, _):
            try await spend { () async throws(QiitaAPIError) in try await api.setStocked(true, itemID: itemID) }
        case .unstock(let itemID, _):
            try await spend { () async throws(QiitaAPIError) in try await api.setStocked(false, itemID: itemID) }
        case .like(let itemID, _, let liked):
            try await spend { () async throws(QiitaAPIError) in try await api.setLiked(liked, itemID: itemID) }
        case .comment(let itemID, _, let body):
            let comment = try await spend { () async throws(QiitaAPIError) in
                try await api.postComment(itemID: itemID, body: body)
            }
            (entry.result, delivery.comment) = (comment.id, comment)
        case .editComment(let commentID, let body):
            delivery.comment = try await spend { () async throws(QiitaAPIError) in
                try await api.updateComment(id: commentID, body: body)
            }
        case .deleteComment(let commentID):
            let gone = await deleteComment(commentID)
            if let gone { throw gone }
        case .publish(let draft):
            return try await publish(draft, &entry, &delivery)
        }
        return nil
    }

    /// Deletes a comment: one already gone (the send a crash cut short deleted it) is done too.
    private func deleteComment(_ commentID: String) async -> QiitaAPIError? {
        do {
            try await spend { () async throws(QiitaAPIError) in try await api.deleteComment(id: commentID) }
            return nil
        } catch {
            return error == .notFound ? nil : error
        }
    }

    /// Creates or updates an article. Qiita's copy changed since the file's is not overwritten
    /// without `--force` (the refusal is returned); the same text there is this update already
    /// made (a send cut short): done without a request.
    private func publish(
        _ draft: ArticleDraft, _ entry: inout OutboxEntry, _ delivery: inout OutboxSendReport.Delivery
    ) async throws(QiitaAPIError) -> String? {
        if let id = draft.id {
            guard let current = try await spend({ () async throws(QiitaAPIError) in try await api.item(id: id) }) else {
                throw .notFound
            }
            if ArticleComparison.holds(draft, current) {
                (entry.result, entry.resultUpdatedAt, delivery.item) = (current.id, current.updatedAt, current)
                return nil
            }
            if !draft.force, ArticleComparison.isNewer(current.updatedAt, than: draft.updatedAt) {
                return "changed on Qiita at \(current.updatedAt), after the file's updated_at "
                    + "\(draft.updatedAt ?? "(none)"): merge the changes, or publish --force"
            }
        }
        let item = try await spend { () async throws(QiitaAPIError) in try await api.publish(draft) }
        (entry.result, entry.resultUpdatedAt, delivery.item) = (item.id, item.updatedAt, item)
        return nil
    }

    private func record(_ entry: OutboxEntry) throws(Failure) {
        do { try store.record(entry, for: userID) } catch { throw .storage(error) }
    }

    /// One request within the rate budget sync spends.
    func spend<T>(_ request: () async throws(QiitaAPIError) -> T) async throws(QiitaAPIError) -> T {
        try await budget.spending(request)
    }

    /// What a failed request means for the entry and those after it.
    private static func failure(for error: QiitaAPIError, of entry: OutboxEntry) -> Failure {
        switch error {
        case .notFound, .listingNotFound: .gone(Message(ActionMessage.gone))
        case .refused(let status, let reason): .refused("(\(status)) " + reason)
        default: .stop(error)
        }
    }
}
