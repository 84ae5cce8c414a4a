#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Flushes files and folders to disk, so that a rename that follows cannot outlive the data it
/// names (a crash after the rename finds the new file whole).
package enum FileDurability {
    /// Flushes the file's data; false (with `errno` set) when it could not be.
    package static func sync(path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    /// Flushes the folder's entries (a rename or a new name in it).
    package static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
