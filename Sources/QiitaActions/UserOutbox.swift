import FeedSync
import FoundationEssentials
import ItemsModel
import QiitaAPI
import ShellKit
import UserState

/// One local user's outbox: actions queued in `outbox.json` and sent by `OutboxSender` through
/// the API the app makes for a rate budget (the one sync spends, kept in the mirror).
package struct UserOutbox: QiitaActionsClient {
    /// What the outbox needs from the app.
    package struct Dependencies: Sendable {
        package var store: OutboxStore
        package var userID: String
        package var files: ArticleFiles
        /// Whether a token is in use (`QIITA_TOKEN`, token-command, the stored one).
        package var hasToken: @Sendable () -> Bool
        /// The active source: only Qiita's items (the live source, the mirror) are acted on there.
        package var source: @Sendable () -> ItemSourceSpec
        package var isTeam: Bool
        package var siteName: String
        /// The API, its answers' rate headers going to `budget`.
        package var api: @Sendable (RateBudget) -> any QiitaWriteAPI
        /// The rate budget as sync left it (a fresh one when none is known).
        package var budget: @Sendable () async -> RateBudget
        /// Keeps what the budget learnt, for sync and the next send.
        package var keep: @Sendable (RateBudget) async -> Void
        /// The shell's clock (when an action was queued).
        package var clock: ShellClock
        /// Ctrl-C between requests.
        package var shouldStop: @Sendable () -> Bool
        /// Told what each send delivered (the stocks Qiita now has are marked so here).
        package var delivered: @Sendable (OutboxSendReport) -> Void = { _ in }

        package init(
            store: OutboxStore, userID: String, files: ArticleFiles, hasToken: @escaping @Sendable () -> Bool,
            source: @escaping @Sendable () -> ItemSourceSpec, isTeam: Bool, siteName: String,
            api: @escaping @Sendable (RateBudget) -> any QiitaWriteAPI,
            budget: @escaping @Sendable () async -> RateBudget, keep: @escaping @Sendable (RateBudget) async -> Void,
            clock: ShellClock, shouldStop: @escaping @Sendable () -> Bool
        ) {
            self.store = store
            self.userID = userID
            self.files = files
            self.hasToken = hasToken
            self.source = source
            self.isTeam = isTeam
            self.siteName = siteName
            self.api = api
            self.budget = budget
            self.keep = keep
            self.clock = clock
            self.shouldStop = shouldStop
        }
    }

    package var dependencies: Dependencies

    package init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    package func reach(forItems: Bool) -> QiitaActionReach {
        guard dependencies.hasToken() else { return .noToken }
        if forItems, ![.qiita, .mirror].contains(dependencies.source()) { return .notQiitaSource }
        return .ready
    }

    package var isTeam: Bool { dependencies.isTeam }

    package var siteName: String { dependencies.siteName }

    package var sourceName: String {
        switch dependencies.source() {
        case .demo: "demo"
        case .file: "file"
        case .qiita: "qiita"
        case .mirror: "mirror"
        }
    }

    package func queue(_ action: OutboxAction) throws(StorageError) -> OutboxEntry {
        try dependencies.store.queue(action, for: dependencies.userID, at: dependencies.clock.now())
    }

    package func entries() throws(StorageError) -> [OutboxEntry] {
        try dependencies.store.entries(for: dependencies.userID)
    }

    package func drop(_ number: Int) throws(StorageError) -> OutboxEntry? {
        try dependencies.store.remove(number: number, for: dependencies.userID)
    }

    package func send(retryingRefused: Bool) async -> OutboxSendReport {
        let budget = await dependencies.budget()
        var sender = OutboxSender(
            api: dependencies.api(budget), store: dependencies.store, userID: dependencies.userID, budget: budget,
            files: dependencies.files)
        sender.shouldStop = dependencies.shouldStop
        let report = await sender.send(retryingRefused: retryingRefused)
        await dependencies.keep(budget)
        dependencies.delivered(report)
        return report
    }

    package func draft(at path: String, force: Bool) throws(ArticleFileError) -> ArticleDraft {
        try dependencies.files.draft(at: path, force: force)
    }

    package func qiitaStocks(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage {
        try await withBudget { api throws(QiitaAPIError) in
            guard let answer = try await api.stocks(userID: try await api.tokenUser(), page: page, perPage: perPage)
            else { throw .notFound }
            return answer
        }
    }

    package func comment(id: String) async throws(QiitaAPIError) -> QiitaComment? {
        try await withBudget { api throws(QiitaAPIError) in try await api.comment(id: id) }
    }

    /// Runs `requests` with the API of the budget sync keeps, then keeps what it learnt.
    private func withBudget<T>(
        _ requests: (any QiitaWriteAPI) async throws(QiitaAPIError) -> T
    ) async throws(QiitaAPIError) -> T {
        let budget = await dependencies.budget()
        do {
            let value = try await requests(dependencies.api(budget))
            await dependencies.keep(budget)
            return value
        } catch {
            await dependencies.keep(budget)
            throw error
        }
    }

    package func tokenUser() async throws(QiitaAPIError) -> String {
        try await withBudget { api throws(QiitaAPIError) in try await api.tokenUser() }
    }
}
