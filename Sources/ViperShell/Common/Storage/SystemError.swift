#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of the C library's `errno`, for messages about files.
enum SystemError {
    /// `strerror(errno)` (or of the given code) as a Swift string.
    static func describe(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
