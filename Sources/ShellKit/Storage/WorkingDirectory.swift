#if canImport(Glibc)
import Glibc
#endif

/// The process's current directory, for making relative paths absolute.
package enum WorkingDirectory {
    package static var current: String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
