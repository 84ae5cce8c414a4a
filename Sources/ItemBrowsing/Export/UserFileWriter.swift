#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import ShellKit

/// Why a file the user asked for (an export, a code block) was not written.
package enum UserFileError: Error, Equatable, Sendable {
    /// The file exists and `--force` was not given.
    case exists(path: String)
    /// The name would put the file outside the folder (absolute, `..`, a symbolic link).
    case outside(name: String)
    /// The name cannot be a file's (empty, NUL or a newline in it).
    case badName(name: String)
    case unwritable(path: String, reason: String)
}

/// Files the user asked for, written as every output is: atomically (never half a file), an
/// existing one refused unless `force`, folders made as needed, modes from the umask.
package enum UserFileWriter {
    package static func write(_ bytes: [UInt8], to path: String, force: Bool) throws(UserFileError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard force else { throw .exists(path: path) }
            if (status.st_mode & S_IFMT) == S_IFDIR { throw .unwritable(path: path, reason: "it is a folder") }
        }
        try makeFolders(FilePath.parent(of: path))
        do { try AtomicFileWriter.write(bytes, to: path, sharing: .asUsual) } catch {
            throw .unwritable(path: path, reason: error.message.text(in: .english))
        }
    }

    /// `mkdir -p`, with the umask's modes.
    package static func makeFolders(_ path: String) throws(UserFileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .unwritable(path: path, reason: "not a folder") }
            return
        }
        let parent = FilePath.parent(of: path)
        if parent != path, !parent.isEmpty { try makeFolders(parent) }
        try makeFolder(path)
    }

    /// One folder whose parent exists, with the umask's modes (one that appeared meanwhile is fine).
    package static func makeFolder(_ path: String) throws(UserFileError) {
        guard mkdir(path, 0o777) == 0 else {
            if errno == EEXIST { return }
            throw .unwritable(path: path, reason: SystemError.describe())
        }
        chmod(path, UserUmask.applied(to: 0o777))
    }
}
