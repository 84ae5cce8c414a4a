import Foundation
import Synchronization
import Testing
@testable import ShellKit

/// `DetachedThread` runs its body once, on a thread other than the caller's, and many at once.
@Suite struct DetachedThreadTests {
    @Test func runsEachBodyOnceOnAnotherThread() async {
        let caller = pthread_self()
        let runs = Mutex<[Bool]>([])
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let pending = Atomic<Int>(20)
            for _ in 0..<20 {
                DetachedThread.start {
                    let other = pthread_equal(pthread_self(), caller) == 0
                    runs.withLock { $0.append(other) }
                    if pending.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 { continuation.resume() }
                }
            }
        }
        #expect(runs.withLock { $0 } == Array(repeating: true, count: 20))
    }

    /// `DetachedThread` keeps `pthread_attr_init`'s stack size: the one Foundation's `Thread` has.
    @Test func stackSizeIsFoundationThreads() {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        #expect(size > 0)
        #expect(Thread().stackSize == size)
    }
}
