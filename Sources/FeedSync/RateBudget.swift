import CatalogueStore
import FoundationEssentials
import ItemsModel
import QiitaAPI
import Synchronization

/// The requests `sync` may still send, from the last `Rate-Remaining` and `Rate-Reset` seen
/// (this run's, else the last run's of the same identity while its window lasts). A request is
/// sent only when the budget says it will not be refused: the requests in flight are counted as
/// spent. While the budget is unknown (no answer yet this window), one request at a time goes out
/// to learn it. `sent` counts only the requests that left: one that never reached the server
/// (no token to send, no connection) is given back.
package final class RateBudget: Sendable {
    private struct State {
        var remaining: Int?
        var resetAt: Date?
        var inFlight = 0
        var sent = 0
    }

    private let state: Mutex<State>
    /// Whose budget this is.
    package let identity: RateIdentity

    /// `kept`: what the last run saw; used when it was the same identity's and its window has
    /// not ended by `now`.
    package init(kept: MirrorRateState?, identity: RateIdentity, now: Date) {
        self.identity = identity
        var start = State()
        if let kept, kept.identity == identity.key, let reset = kept.resetAt, reset > now {
            start.remaining = kept.remaining
            start.resetAt = reset
        }
        state = Mutex(start)
    }

    /// Whether a request may go out now: `.send` counts it in flight (call `settle` when it
    /// ends), `.wait` (the budget is being learnt, or only in-flight requests could use it),
    /// `.exhausted` (no request left in this window).
    package enum Answer: Equatable {
        case send
        case wait
        case exhausted
    }

    package func reserve() -> Answer {
        state.withLock { state in
            guard let remaining = state.remaining else {
                guard state.inFlight == 0 else { return .wait }
                state.inFlight += 1
                state.sent += 1
                return .send
            }
            if remaining - state.inFlight >= 1 {
                state.inFlight += 1
                state.sent += 1
                return .send
            }
            return state.inFlight > 0 ? .wait : .exhausted
        }
    }

    /// A response's rate headers: the lowest remaining of this window wins (answers may arrive
    /// out of order); a later reset starts a new window.
    package func observe(_ rate: QiitaRateLimit) {
        state.withLock { state in
            if let reset = rate.resetAt, let current = state.resetAt, reset > current.addingTimeInterval(1) {
                state.remaining = rate.remaining
            } else {
                state.remaining = min(state.remaining ?? rate.remaining, rate.remaining)
            }
            state.resetAt = rate.resetAt ?? state.resetAt
        }
    }

    /// A request sent with `reserve` ended (its headers, if any, already observed); `reachedServer`
    /// false when it never left (it is then not counted as sent).
    package func settle(reachedServer: Bool = true) {
        state.withLock { state in
            state.inFlight -= 1
            if !reachedServer { state.sent -= 1 }
        }
    }

    /// Requests sent by this run.
    package var sent: Int { state.withLock { $0.sent } }
    /// What is left, when known.
    package var remaining: Int? { state.withLock { $0.remaining } }
    package var resetAt: Date? { state.withLock { $0.resetAt } }

    /// What to keep for the next run (nil while nothing is known).
    package var kept: MirrorRateState? {
        state.withLock { state in
            state.remaining.map { MirrorRateState(identity: identity.key, remaining: $0, resetAt: state.resetAt) }
        }
    }
}

extension RateBudget {
    /// One request within the budget: none is sent when the budget says it would be refused (the
    /// rate limit's error, with the reset, is thrown instead); the request is settled as it ended.
    package func spending<T>(_ request: () async throws(QiitaAPIError) -> T) async throws(QiitaAPIError) -> T {
        switch reserve() {
        case .send: break
        case .wait, .exhausted: throw .rateLimited(resetAt: resetAt)
        }
        do {
            let value = try await request()
            settle()
            return value
        } catch {
            settle(reachedServer: Self.reachedServer(error))
            throw error
        }
    }

    /// Whether a request that failed so left for the server: not when there was no token to send
    /// (its command failed), no HTTP client, no such host or no connection.
    /// Anything later (an answer, a timeout, a cut connection, Ctrl-C) may have been counted by Qiita.
    package static func reachedServer(_ error: QiitaAPIError) -> Bool {
        switch error {
        case .cannotConnect, .unknownHost, .clientUnavailable, .tokenCommandFailed, .badBaseURL:
            false
        default: true
        }
    }
}
