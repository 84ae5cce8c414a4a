#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's content all at once: a temporary file in the same folder (mode 0600) is
/// written, flushed to disk and renamed over the target, then the folder is flushed. A reader,
/// or a crash at any moment, sees either the old content or the new, never half of either.
///
/// `flushing: false` leaves out the two flushes, for files rewritten on every step of normal
/// use (read marks): a killed process still leaves the old content or the new (the kernel
/// has the data), and only a crash of the machine itself may lose the last versions.
package enum AtomicFileWriter {
    /// Returns the identity of the file written (nil if it could not be asked).
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String, flushing: Bool = true) throws(StorageError) -> FileIdentity? {
        let directory = FilePath.parent(of: path)
        try PrivateDirectory.ensure(directory)
        let temporary = FilePath.join(directory, ".\(FilePath.name(of: path)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
        let identity: FileIdentity?
        do throws(StorageError) {
            try writeAll(bytes, to: fd, path: path)
            guard !flushing || fsync(fd) == 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
            identity = FileIdentity(descriptor: fd)
            close(fd)
            guard rename(temporary, path) == 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        if flushing { FileDurability.syncDirectory(directory) }
        return identity
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(StorageError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: SystemError.describe())
            }
            offset += written
        }
    }
}
