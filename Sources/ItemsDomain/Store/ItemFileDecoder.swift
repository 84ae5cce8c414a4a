import Crypto
import Foundation
import ShellKit

/// Imports a JSON file of Qiita items: what `GET /api/v2/items` returns, several pages
/// concatenated into one array. Errors name the file and the first problem.
package enum ItemFileDecoder {
    package static let defaultMaxBytes = 512 * 1024 * 1024

    /// Reads, checks and decodes the file; the fingerprint is `fingerprint(of:)` of its bytes.
    package static func read(
        path: String, maxBytes: Int = defaultMaxBytes
    ) throws(ItemSourceError) -> (items: [QiitaItem], fingerprint: String) {
        let data = try ItemFileReader.contents(of: path, maxBytes: maxBytes)
        return (try decode(data, fileName: path), fingerprint(of: data))
    }

    /// The items of the file, without hashing it (the catalogue fingerprints files by size and
    /// modification time, `FileFingerprint`).
    package static func items(path: String, maxBytes: Int = defaultMaxBytes) throws(ItemSourceError) -> [QiitaItem] {
        try decode(try ItemFileReader.contents(of: path, maxBytes: maxBytes), fileName: path)
    }

    /// The fingerprint of the file without decoding it, to tell whether a re-import is needed.
    package static func fingerprint(path: String, maxBytes: Int = defaultMaxBytes) throws(ItemSourceError) -> String {
        fingerprint(of: try ItemFileReader.contents(of: path, maxBytes: maxBytes))
    }

    /// `sha256:` and the hex SHA-256 of the contents: the same bytes give the same fingerprint
    /// wherever the file lies and whatever its modification time.
    package static func fingerprint(of data: Data) -> String {
        "sha256:" + SHA256.hash(data: data).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The items in `data`; of items sharing an id the last wins. `fileName` is for messages.
    package static func decode(_ data: Data, fileName: String) throws(ItemSourceError) -> [QiitaItem] {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw .empty(file: fileName) }
        let items: [QiitaItem]
        do {
            items = try JSONDecoder().decode([QiitaItem].self, from: data)
        } catch {
            throw diagnose(data, fileName: fileName)
        }
        if items.isEmpty { throw .noItems(file: fileName) }
        for (index, item) in items.enumerated() {
            for (field, value) in [("created_at", item.createdAt), ("updated_at", item.updatedAt)]
            where ItemTimestamp.epochSeconds(value) == nil {
                throw .badTimestamp(file: fileName, item: index + 1, field: field, value: value)
            }
        }
        return items.uniquedByID()
    }

    /// The first problem of a document `JSONDecoder` refused.
    private static func diagnose(_ data: Data, fileName: String) -> ItemSourceError {
        let bytes = [UInt8](data)
        if let location = JSONSyntaxLocator.firstError(in: bytes) {
            return .notJSON(file: fileName, line: location.line, column: location.column)
        }
        if let kind = topLevelKind(of: bytes) {
            return .notAnArray(file: fileName, found: kind)
        }
        if let problem = (try? JSONDecoder().decode(ItemFileDiagnosis.self, from: data))?.problem {
            return problem.error(file: fileName)
        }
        return .notJSON(file: fileName, line: nil, column: nil)
    }

    /// What a well-formed document holds at the top, judged by its first byte; nil for an array.
    private static func topLevelKind(of bytes: [UInt8]) -> ItemSourceError.JSONKind? {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        switch first {
        case UInt8(ascii: "["): return nil
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }
}
