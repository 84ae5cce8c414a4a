#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work started on a thread of its own (`pthread_create`) while the caller goes on with its
/// part, and joined (`pthread_join`) when the caller needs the result: fork and join for
/// CPU-bound work split in parts, such as laying out the halves of a long article on this
/// machine's two cores. Joined once, by the thread that started it.
package struct ForkedWork<Result: Sendable> {
    private let box: Box
    private let thread: pthread_t

    /// Starts `body` on a new thread. A process that cannot create a thread cannot go on
    /// (as `DetachedThread`).
    package init(_ body: @escaping @Sendable () -> Result) {
        let box = Box(body)
        var thread = pthread_t()
        let context = Unmanaged<ThreadBody>.passRetained(box).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            fatalError("pthread_create failed: \(status)")
        }
        self.box = box
        self.thread = thread
    }

    /// Waits for the thread to end and gives its result.
    package func join() -> Result {
        pthread_join(thread, nil)
        return box.result!
    }

    /// The body and its result. The thread writes the result before it ends and the caller reads
    /// it after `pthread_join`, which orders the two: the box crosses threads unchecked.
    private final class Box: ThreadBody, @unchecked Sendable {
        let body: @Sendable () -> Result
        var result: Result?
        init(_ body: @escaping @Sendable () -> Result) { self.body = body }
        override func run() { result = body() }
    }
}

/// What a thread started by `ForkedWork` runs: not generic, so that the C entry point can call it.
private class ThreadBody {
    func run() {}
}
