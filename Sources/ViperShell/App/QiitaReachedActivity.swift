import QiitaAPI
import Synchronization

/// Notes that a request reached Qiita (an answer came, whatever its status), around another
/// activity (the spinner): after such a command the outbox is sent, as the issue's "the next
/// command that reaches Qiita" asks.
package struct QiitaReachedActivity: RequestActivity {
    /// Set by an answer, taken by the shell loop after each command.
    package final class Flag: Sendable {
        private let reached = Atomic(false)

        package init() {}

        func set() { reached.store(true, ordering: .relaxed) }

        /// Whether an answer came since the last take.
        package func take() -> Bool { reached.exchange(false, ordering: .relaxed) }
    }

    package let inner: any RequestActivity
    package let flag: Flag

    package func run<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        let value = try await inner.run(body)
        flag.set()
        return value
    }
}
