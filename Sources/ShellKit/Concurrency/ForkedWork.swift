#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work started on a thread of its own (`pthread_create`) while the caller goes on with its
/// part, and joined (`pthread_join`) when the caller needs the result: fork and join for
/// CPU-bound work split in parts, such as laying out the halves of a long article on this
/// machine's two cores. Used by the thread that started it. When no thread can be made (a
/// process limit), the work runs on the spot instead; work never joined is joined when the last
/// reference goes, so no thread outlives its result unjoined.
package final class ForkedWork<Result: Sendable> {
    private let box: Box
    /// The thread running the work, until it is joined; nil when the work ran on the spot.
    private var thread: pthread_t?

    /// Starts `body` on a new thread, or runs it now when no thread can be created.
    package init(_ body: @escaping @Sendable () -> Result) {
        box = Box(body)
        var thread = pthread_t()
        let context = Unmanaged<ThreadBody>.passRetained(box).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        if status == 0 {
            self.thread = thread
        } else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            box.run()
        }
    }

    /// Waits for the work to end (once; later calls return at once) and gives its result.
    package func join() -> Result {
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        return box.result!
    }

    deinit {
        if let thread { pthread_join(thread, nil) }
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
