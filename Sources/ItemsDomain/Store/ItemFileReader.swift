import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShellKit

/// Reads an items file whole with POSIX calls, so that "missing", "a directory", "not
/// readable" and "too large" are told apart before any byte is decoded.
package enum ItemFileReader {
    package static func contents(of path: String, maxBytes: Int) throws(ItemSourceError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path: path) }
            throw .notReadable(path: path, reason: SystemError.describe(code))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path: path) }
        if Int(status.st_size) > maxBytes { throw .tooLarge(path: path, size: Int(status.st_size), limit: maxBytes) }

        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .notReadable(path: path, reason: SystemError.describe()) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .notReadable(path: path, reason: SystemError.describe())
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            // The file may have grown since `stat`.
            if data.count > maxBytes { throw .tooLarge(path: path, size: data.count, limit: maxBytes) }
        }
    }
}
