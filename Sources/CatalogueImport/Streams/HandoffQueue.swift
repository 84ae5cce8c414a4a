import Dispatch
import Synchronization

/// Values handed from one thread to another in order, at most `depth` waiting: the producer
/// waits when the consumer falls behind, the consumer when there is nothing yet. Either side
/// may `stop` the handoff (the other then stops waiting); the producer `close`s it after its
/// last value. One producer and one consumer.
package final class HandoffQueue<Element: Sendable>: Sendable {
    private let waiting = Mutex<[Element]>([])
    private let filled = DispatchSemaphore(value: 0)
    /// Places left for values. Made at 0 and signalled `depth` times: libdispatch traps when a
    /// semaphore is freed below the value it was made with.
    private let free = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    private let drained = Atomic<Bool>(false)

    package init(depth: Int) {
        precondition(depth > 0, "a handoff needs room for one value")
        for _ in 0..<depth { free.signal() }
    }

    /// Hands `value` over, waiting for room; false when the handoff was stopped (the value is dropped).
    @discardableResult
    package func put(_ value: Element) -> Bool {
        free.wait()
        if isStopped {
            free.signal()
            return false
        }
        waiting.withLock { $0.append(value) }
        filled.signal()
        return true
    }

    /// The next value, waiting for one; nil once the producer closed the handoff and every value
    /// was taken, or when it was stopped.
    package func take() -> Element? {
        if drained.load(ordering: .acquiring) { return nil }
        filled.wait()
        if isStopped {
            filled.signal()
            return nil
        }
        guard let value = waiting.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            drained.store(true, ordering: .releasing)
            return nil
        }
        free.signal()
        return value
    }

    /// No more values: the consumer gets nil after taking those waiting.
    package func close() {
        filled.signal()
    }

    /// Ends the handoff for both sides: a waiting producer or consumer returns at once.
    package func stop() {
        stopped.store(true, ordering: .releasing)
        free.signal()
        filled.signal()
    }

    package var isStopped: Bool { stopped.load(ordering: .acquiring) }
}
