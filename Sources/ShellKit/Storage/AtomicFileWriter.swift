#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's content all at once: a temporary file in the same folder (mode 0600) is
/// written, flushed to disk and renamed over the target, then the folder is flushed. A reader,
/// or a crash at any moment, sees either the old content or the new, never half of either.
///
/// `syncingFolder: false` leaves out the folder's flush, for files rewritten on every step of
/// normal use (read marks): the new content is still on disk before it takes the old one's
/// place, so no crash leaves an empty or partial file, but a crash of the machine itself may
/// bring back the version before.
package enum AtomicFileWriter {
    /// `sharing`: `.privateToUser` (state files: 0600, a missing folder made 0700) or
    /// `.asUsual` (files the user asked for, such as an export: the umask decides, as for any
    /// program's output, and the folder must exist).
    package static func write(
        _ bytes: [UInt8], to path: String, syncingFolder: Bool = true, sharing: Sharing = .privateToUser
    ) throws(StorageError) {
        let directory = FilePath.parent(of: path)
        if sharing == .privateToUser { try PrivateDirectory.ensure(directory) }
        let temporary = FilePath.join(
            directory, ".\(FilePath.name(of: path)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, sharing == .privateToUser ? 0o600 : 0o666)
        guard fd >= 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
        do throws(StorageError) {
            try writeAll(bytes, to: fd, path: path)
            if sharing == .asUsual { fchmod(fd, UserUmask.applied(to: 0o666)) }
            guard fsync(fd) == 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
            close(fd)
            guard rename(temporary, path) == 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        if syncingFolder { FileDurability.syncDirectory(directory) }
    }

    /// Who may read a file written.
    package enum Sharing: Sendable {
        case privateToUser
        case asUsual
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(StorageError) {
        guard bytes.withUnsafeBytes({ FileDescriptorWriter.write($0, to: fd) }) else {
            throw .unwritable(path: path, reason: SystemError.describe())
        }
    }
}
