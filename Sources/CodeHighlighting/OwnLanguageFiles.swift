import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Our own files for source-highlight: the language definitions (`OwnLanguage`), and the style
/// and output language that make its output name kinds of tokens (`SourceHighlightClasses`).
/// Written once into `LanguageFileFolder` (atomically: a temporary file renamed into place, so a
/// reader or another process never sees half of one), checked against the text the binary
/// holds on first use in each process, and remembered.
enum OwnLanguageFiles {
    /// Written files by data directory and name; "" where none could be written.
    private static let written = Mutex<[String: String]>([:])

    /// The style file's name.
    static let styleName = "kinds.style"
    /// The output language's name.
    static let outputLanguageName = "kinds.outlang"

    /// The absolute path of `language`'s definition for `dataDirectory` (an absolute path),
    /// or nil when it cannot be written.
    static func path(for language: OwnLanguage, dataDirectory: String) -> String? {
        path(named: language.rawValue + ".lang", dataDirectory: dataDirectory) {
            language.definition(dataDirectory: dataDirectory)
        }
    }

    /// The absolute paths of the style file and the output language, or nil when they cannot
    /// be written.
    static func formatPaths(dataDirectory: String) -> (style: String, outputLanguage: String)? {
        guard
            let style = path(
                named: styleName, dataDirectory: dataDirectory, text: { SourceHighlightClasses.styleFile }),
            let output = path(
                named: outputLanguageName, dataDirectory: dataDirectory,
                text: { SourceHighlightClasses.outputLanguageFile })
        else { return nil }
        return (style, output)
    }

    private static func path(named name: String, dataDirectory: String, text: () -> String) -> String? {
        let key = dataDirectory + "\u{0}" + name
        let path = written.withLock { written in
            if let known = written[key] { return known }
            let made = write(name, text: text(), dataDirectory: dataDirectory) ?? ""
            written[key] = made
            return made
        }
        return path.isEmpty ? nil : path
    }

    private static func write(_ name: String, text: String, dataDirectory: String) -> String? {
        // The data directory is spelled inside `include "…"`: nothing that would end the string.
        guard dataDirectory.hasPrefix("/"), !dataDirectory.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline })
        else {
            return nil
        }
        let bytes = Array(text.utf8)
        guard let folder = LanguageFileFolder.path(version: version(dataDirectory: dataDirectory)) else { return nil }
        let path = folder + "/" + name
        if contents(of: path, limit: bytes.count + 1) == bytes { return path }
        return replace(path, with: bytes) ? path : nil
    }

    /// A hash (FNV-1a, 64 bits, hex) of every file's text for `dataDirectory`: a new release's
    /// texts, or another data directory, get a folder of their own.
    private static func version(dataDirectory: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let texts =
            OwnLanguage.allCases.map { $0.definition(dataDirectory: dataDirectory) }
            + [SourceHighlightClasses.styleFile, SourceHighlightClasses.outputLanguageFile]
        for text in texts {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return String(hash, radix: 16)
    }

    /// Up to `limit` bytes of the file at `path`; nil when it cannot be read.
    private static func contents(of path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, limit - count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return Array(bytes[..<count])
    }

    /// Writes `bytes` to a new file beside `path` and renames it over `path`.
    private static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        var template = Array((path + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return false }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        let complete = done == bytes.count && fchmod(fd, 0o600) == 0
        close(fd)
        guard complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
