#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a `.lock` file beside a state file, so two shells
/// never interleave a read-modify-write of the same file.
package struct FileLock: ~Copyable {
    private let descriptor: Int32

    /// Blocks until the lock at `path` is held.
    package init(path: String) throws(StorageError) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let reason = SystemError.describe()
            close(fd)
            throw .unwritable(path: path, reason: reason)
        }
        descriptor = fd
    }

    /// Blocks until the lock on `.NAME.lock` beside the file at `path` is held.
    package init(beside path: String) throws(StorageError) {
        try self.init(path: FilePath.join(FilePath.parent(of: path), ".\(FilePath.name(of: path)).lock"))
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
