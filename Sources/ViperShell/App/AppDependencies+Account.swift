import CatalogueImport
import FeedSync
import FoundationEssentials
import ItemsModel
import QiitaActions
import QiitaAPI
import ShellKit
import UserState

extension AppDependencies {
    /// The user's outbox: actions on Qiita as the token's user, sent through the site the follows
    /// are reached at, within the rate budget sync keeps in the mirror.
    func qiitaActions(for session: Session) -> UserOutbox {
        let stocks = userStocks(for: session, loader: listingLoader(for: session))
        let configuration = siteConfiguration(for: session)
        let (tokenStore, tokenCommand) = (self.tokenStore, commandSettings.tokenCommand)
        let catalogue = self.catalogue
        let memory = answerMemory
        let client = { @Sendable (observer: (@Sendable (QiitaRateLimit) -> Void)?) in
            HTTPQiitaAPIClient(
                configuration: configuration, storedToken: { try? tokenStore.load() },
                isInterrupted: { SignalTrap.takeInterrupt() }, tokenCommand: tokenCommand, rateObserver: observer,
                retriesTransient: false)
        }
        let identity = { @Sendable () -> RateIdentity in
            ((try? client(nil).tokenInUse()) ?? nil).map { .token(fingerprint: TokenFingerprint.of($0)) } ?? .anonymous
        }
        let host = configuration.baseURL.host ?? "qiita.com"
        var outbox = UserOutbox(
            dependencies: UserOutbox.Dependencies(
                store: outboxStore,
                userID: session.userID, files: ArticleFiles(workingDirectory: sourcePlaces.workingDirectory),
                hasToken: { ((try? client(nil).tokenInUse()) ?? nil) != nil },
                source: { catalogue.activeSourceSpec },
                isTeam: Self.isQiitaTeam(host: host, environment: environment), siteName: host,
                api: { budget in client({ budget.observe($0) }) },
                budget: {
                    let kept = try? await catalogue.mirrorStore().mirrorRate(identity: identity().key)
                    return RateBudget(kept: kept ?? nil, identity: identity(), now: Date())
                },
                keep: { budget in
                    // What changed on Qiita is asked again, not answered from this session's memory.
                    memory.forget()
                    if let kept = budget.kept { try? await catalogue.mirrorStore().saveMirrorRate(kept) }
                },
                clock: clock, shouldStop: { SignalTrap.takeInterrupt() }))
        outbox.dependencies.delivered = { report in
            let stocked = report.delivered.compactMap { delivery -> String? in
                if case .stock(let id, _) = delivery.entry.action { return id }
                return nil
            }
            try? stocks.markOnQiita(Set(stocked))
        }
        return outbox
    }

    /// The items whose stock or unstock waits in the user's outbox (`sync` leaves them be).
    nonisolated static func waitingStockActions(in outbox: OutboxStore, of userID: String) -> Set<String> {
        let entries = (try? outbox.entries(for: userID)) ?? []
        return Set(entries.compactMap { entry -> String? in
            switch entry.action {
            case .stock(let id, _), .unstock(let id, _): id
            default: nil
            }
        })
    }

    /// A Qiita Team serves the API at `TEAM.qiita.com`; `VIPER_SHELL_QIITA_TEAM=1` says so of an
    /// address that does not show it (a team behind a proxy, the tests' fixture server).
    static func isQiitaTeam(host: String, environment: [String: String]) -> Bool {
        if environment["VIPER_SHELL_QIITA_TEAM"] == "1" { return true }
        return host.hasSuffix(".qiita.com") && host != "qiita.com"
    }
}
