#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole small file with plain POSIX calls, telling "missing" apart from "unreadable".
package enum FileReader {
    /// The file's bytes, or nil when it does not exist.
    package static func read(_ path: String) throws(StorageError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: SystemError.describe())
        }
        defer { close(fd) }
        // Read straight into an array of the file's size (and a little more, to see the end in
        // the same pass) instead of zeroing and copying a 64 KB buffer for every small file.
        var status = stat()
        let size = fstat(fd, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 4096) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let count = Glibc.read(fd, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if let failure {
            errno = failure
            throw .unreadable(path: path, reason: SystemError.describe())
        }
        guard bytes.count == size + 4096 else { return bytes }
        // The file grew while it was read: the rest in chunks.
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: SystemError.describe())
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }
}
