import Crypto
import FoundationEssentials
import ItemsModel
import ShellKit

/// Reads a JSON file of Qiita items whole (developer tools, tests); the catalogue streams files
/// with `ItemJSONStream` instead. Errors name the file and the first problem.
package enum ItemFileDecoder {
    package static let defaultMaxBytes = 512 * 1024 * 1024

    /// Reads, checks and decodes the file; the fingerprint is `fingerprint(of:)` of its bytes.
    package static func read(
        path: String, maxBytes: Int = defaultMaxBytes
    ) throws(ItemSourceError) -> (items: [QiitaItem], fingerprint: String) {
        let data = try ItemFileReader.contents(of: path, maxBytes: maxBytes)
        return (try decode(data, fileName: path), fingerprint(of: data))
    }

    /// The fingerprint of the file without decoding it, to tell whether a re-import is needed.
    package static func fingerprint(path: String, maxBytes: Int = defaultMaxBytes) throws(ItemSourceError) -> String {
        fingerprint(of: try ItemFileReader.contents(of: path, maxBytes: maxBytes))
    }

    /// `sha256:` and the hex SHA-256 of the contents: the same bytes give the same fingerprint
    /// wherever the file lies and whatever its modification time.
    package static func fingerprint(of data: Data) -> String {
        "sha256:"
            + SHA256.hash(data: data).map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }

    /// The items in `data`; of items sharing an id the last wins. `fileName` is for messages.
    package static func decode(_ data: Data, fileName: String) throws(ItemSourceError) -> [QiitaItem] {
        var stream = ItemJSONStream(source: MemoryItemBytes([UInt8](data)), fileName: fileName)
        var items: [QiitaItem] = []
        while let item = try stream.next() { items.append(item) }
        return items.uniquedByID()
    }
}
