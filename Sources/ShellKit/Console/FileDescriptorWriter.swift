#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole string to a file descriptor, retrying short writes and EINTR. A closed pipe
/// (EPIPE) ends the write quietly: the reader has gone, there is nobody left to tell.
package enum FileDescriptorWriter {
    /// Returns false when a write failed (`errno` tells why).
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
