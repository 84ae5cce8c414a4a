#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for blocking work (a signal pipe, a download, a child process), started
/// detached with `pthread_create`: what Foundation's `Thread.detachNewThread` did, without
/// Foundation. Nobody joins it; it ends when `body` returns. Its stack is the C library's default
/// (on glibc, `ulimit -s`, else 8 MiB), the size Foundation's `Thread` gives on Linux.
package enum DetachedThread {
    /// Starts `body` on a new detached thread. A process that cannot create a thread cannot go
    /// on (Foundation's `Thread` stops the same way).
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            fatalError("pthread_create failed: \(status)")
        }
    }

    /// The body, boxed to cross `pthread_create`'s C pointer.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
