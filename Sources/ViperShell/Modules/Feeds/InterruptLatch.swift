import ShellKit
import Synchronization

/// Ctrl-C during a sync, seen by everyone who asks: the requests in flight and the syncer both
/// stop (the signal trap's flag is taken once, by whoever asks first). Reset as a sync starts.
package final class InterruptLatch: Sendable {
    private let interrupted = Atomic(false)

    package init() {}

    package func reset() {
        _ = SignalTrap.takeInterrupt()
        interrupted.store(false, ordering: .relaxed)
    }

    /// Whether Ctrl-C was pressed since the last reset.
    package func check() -> Bool {
        if interrupted.load(ordering: .relaxed) { return true }
        guard SignalTrap.takeInterrupt() else { return false }
        interrupted.store(true, ordering: .relaxed)
        return true
    }
}
