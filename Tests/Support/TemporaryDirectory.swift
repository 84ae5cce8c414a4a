import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh, uniquely named folder under /tmp (mode 0700, from `mkdtemp`), removed with
/// everything in it when the test lets go of it.
package final class TemporaryDirectory: Sendable {
    package let path: String

    package init(prefix: String = "viper-shell-tests") throws {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSLocalizedDescriptionKey: "mkdtemp failed: \(String(cString: strerror(errno)))"])
        }
        path = String(cString: created)
    }

    /// The path of `name` inside the folder (nothing is created).
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    package func write(_ bytes: [UInt8], to name: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    /// Writes `text` as UTF-8 to `name` and returns its path.
    @discardableResult
    package func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// The names in the folder (or in `subfolder` of it), sorted, hidden files included.
    package func contents(of subfolder: String? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: subfolder.map(file) ?? path).sorted()
    }

    /// Every regular file under the folder, recursively, as absolute paths.
    package func allFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = file(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(full)
            }
        }
        return files.sorted()
    }

    deinit {
        // Put back permissions a test may have removed, so everything can be deleted.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            chmod(path, 0o700)
            while let relative = enumerator.nextObject() as? String { chmod(file(relative), 0o700) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Small POSIX facts about files, for assertions.
package enum FileFacts {
    /// The permission bits of `path` (e.g. 0o600), or nil when it does not exist.
    package static func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// The file's bytes, or nil when it cannot be read.
    package static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// The file's text (UTF-8), or nil when it cannot be read.
    package static func text(_ path: String) -> String? {
        bytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether `needle` occurs anywhere in `haystack`, byte for byte.
    package static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
