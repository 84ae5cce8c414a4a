import FoundationEssentials
import ShellKit

/// Reads an items file whole; "missing", "a directory", "not readable" and "too large" are told
/// apart before any byte is read (`FileItemBytes`).
package enum ItemFileReader {
    package static func contents(of path: String, maxBytes: Int) throws(ItemSourceError) -> Data {
        var file = try FileItemBytes(path: path, maxBytes: maxBytes)
        return Data(try file.readAll())
    }
}
