import Glibc

/// A mutual-exclusion lock over a pthread mutex, for the connection a `DatabaseQueue` serializes.
/// (A `Mutex` would make its callers' results `sending`; rows are not `Sendable`.)
final class ConnectionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
