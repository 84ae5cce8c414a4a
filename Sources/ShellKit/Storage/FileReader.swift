#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole small file with plain POSIX calls, telling "missing" apart from "unreadable".
package enum FileReader {
    /// The file's bytes, or nil when it does not exist.
    package static func read(_ path: String) throws(StorageError) -> [UInt8]? {
        try read(path, slack: 4096)
    }

    /// `read`, with room for `slack` bytes beyond the size the file tells in the first pass
    /// (tests make it small to reach the chunked reading after it).
    static func read(_ path: String, slack: Int) throws(StorageError) -> [UInt8]? {
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
        var bytes = [UInt8](unsafeUninitializedCapacity: size + slack) { buffer, initialized in
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
        if let failure { throw .unreadable(path: path, reason: SystemError.describe(failure)) }
        guard bytes.count == size + slack else { return bytes }
        // More than the size said (the file grew while it was read, or it tells no size: a pipe,
        // a file of /proc): the rest in chunks.
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
