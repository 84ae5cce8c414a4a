#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShellKit

/// Reads lines from a file descriptor with its own buffer (no stdio), accepting `\n` and
/// `\r\n`, and invalid UTF-8 (repaired to U+FFFD rather than rejected).
package final class FileDescriptorLineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its terminator, or nil at the end of input.
    /// `interrupted` is polled when a read is interrupted by a signal: returning true abandons it.
    package func readLine(interrupted: () -> Bool = { false }) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                compact()
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                compact()
                return line
            }
            if !fill(interrupted: interrupted) { return nil }
        }
    }

    private func fill(interrupted: () -> Bool) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return true
            }
            if count == 0 { atEnd = true; return true }
            if errno == EINTR {
                if interrupted() { return false }
                continue
            }
            atEnd = true
            return true
        }
    }

    private func compact() {
        if start > 64 * 1024 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
