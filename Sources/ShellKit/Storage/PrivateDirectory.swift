#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates the shell's folders: every folder it makes is mode 0700.
package enum PrivateDirectory {
    /// Makes `path` and any missing parents (each new one 0700). An existing folder is left as it is.
    package static func ensure(_ path: String) throws(StorageError) {
        var isDirectory = stat()
        if stat(path, &isDirectory) == 0 {
            if (isDirectory.st_mode & S_IFMT) == S_IFDIR { return }
            throw .unwritable(path: path, reason: "not a directory")
        }
        let parent = FilePath.parent(of: path)
        if parent != path, !parent.isEmpty { try ensure(parent) }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .unwritable(path: path, reason: SystemError.describe())
        }
        chmod(path, 0o700)
    }
}
