#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory for temporary files: `TMPDIR` if set and not empty, else `/tmp/`, always with
/// a trailing slash (as Foundation's `NSTemporaryDirectory()` gives it).
package enum SystemTemporaryDirectory {
    package static var path: String {
        guard let value = getenv("TMPDIR").map({ String(cString: $0) }), !value.isEmpty else { return "/tmp/" }
        return value.hasSuffix("/") ? value : value + "/"
    }
}
