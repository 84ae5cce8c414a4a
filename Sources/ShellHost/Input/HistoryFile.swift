import ShellKit

/// The history file shared by every shell on one home: each command line is appended under
/// the file's lock to what is there now (other shells' lines included, as bash's `histappend`
/// does), the oldest dropped past `limit`, and the file replaced atomically, mode 0600.
package struct HistoryFile: Sendable {
    package let path: String
    package let limit: Int

    package func append(_ line: String) throws(StorageError) {
        try PrivateDirectory.ensure(FilePath.parent(of: path))
        let lock = try FileLock(beside: path)
        var lines =
            (try FileReader.read(path)).map {
                String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
            } ?? []
        lines.append(line)
        let kept = lines.suffix(limit)
        try AtomicFileWriter.write(Array((kept.joined(separator: "\n") + "\n").utf8), to: path)
        _ = consume lock
    }
}
