#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole string, or whole bytes, to a file descriptor, retrying short writes and EINTR.
/// A closed pipe (EPIPE) ends the write quietly: the reader has gone, there is nobody left to tell.
package enum FileDescriptorWriter {
    /// Returns false when a write failed (`errno` tells why).
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in write(UnsafeRawBufferPointer(buffer), to: descriptor) }
    }

    /// Returns false when a write failed (`errno` tells why).
    @discardableResult
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
