#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many processors are online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1: how many
/// threads CPU-bound work is worth splitting over.
package enum AvailableProcessors {
    package static var count: Int {
        max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    }
}
