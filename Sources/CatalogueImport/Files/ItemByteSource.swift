import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShellKit

/// Where the bytes of an items document come from, read front to back in chunks, so that a
/// file of any size is imported in bounded memory.
package protocol ItemByteSource {
    /// The document's size in bytes (for progress; the document may turn out shorter or longer).
    var size: Int { get }
    /// Reads up to `buffer.count` bytes; 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ItemSourceError) -> Int
    /// Starts again from the first byte (to find the line and column of an error).
    mutating func rewind() throws(ItemSourceError)
}

extension ItemByteSource {
    /// Reads into `array` from index `start` to its end; the count read, 0 at the end.
    package mutating func read(into array: inout [UInt8], from start: Int = 0) throws(ItemSourceError) -> Int {
        var result: Result<Int, ItemSourceError> = .success(0)
        array.withUnsafeMutableBytes { bytes in
            let target = UnsafeMutableRawBufferPointer(rebasing: bytes[start...])
            do throws(ItemSourceError) { result = .success(try read(into: target)) } catch { result = .failure(error) }
        }
        return try result.get()
    }

    /// The whole document from its first byte (what naming an error in a document that is not
    /// an array needs).
    package mutating func readAll() throws(ItemSourceError) -> [UInt8] {
        try readAll(limit: .max)!
    }

    /// The whole document, or nil when it turns out longer than `limit` bytes.
    package mutating func readAll(limit: Int) throws(ItemSourceError) -> [UInt8]? {
        try rewind()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = try read(into: &chunk)
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return nil }
        }
    }
}

/// A document already in memory: the embedded catalogue, tests.
package struct MemoryItemBytes: ItemByteSource {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var size: Int { bytes.count }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }

    package mutating func rewind() {
        position = 0
    }
}

/// POSIX `read`, named apart from `ItemByteSource.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// An items file read with POSIX calls, so that "missing", "a directory", "not readable" and
/// "too large" are told apart before any byte is decoded. The descriptor closes with the value.
package final class FileItemBytes: ItemByteSource {
    package let path: String
    package let size: Int
    private let descriptor: Int32
    private var consumed = 0
    private let maxBytes: Int

    package init(path: String, maxBytes: Int) throws(ItemSourceError) {
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
        self.path = path
        self.size = Int(status.st_size)
        self.descriptor = descriptor
        self.maxBytes = maxBytes
    }

    deinit {
        close(descriptor)
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ItemSourceError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .notReadable(path: path, reason: SystemError.describe())
            }
            consumed += count
            // The file may have grown since `stat`.
            if consumed > maxBytes { throw .tooLarge(path: path, size: consumed, limit: maxBytes) }
            return count
        }
    }

    package func rewind() throws(ItemSourceError) {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw .notReadable(path: path, reason: SystemError.describe())
        }
        consumed = 0
    }
}
