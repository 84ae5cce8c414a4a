#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// A cheap identity for a file's content (size, modification time, inode): when it changes,
/// the file is imported again; when it does not, the existing index is reused.
package enum FileFingerprint {
    package static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "file:\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
    }
}
