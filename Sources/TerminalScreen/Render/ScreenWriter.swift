#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShellKit

/// Sends a frame's bytes to the terminal in one `write(2)` (more only when the kernel takes
/// part of them), so the terminal never shows half a frame it had to wait for.
package enum ScreenWriter {
    @discardableResult
    package static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        bytes.withUnsafeBytes { FileDescriptorWriter.write($0, to: descriptor) }
    }
}
