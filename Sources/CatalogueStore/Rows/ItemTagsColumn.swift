import Foundation
import ItemsModel
import ShellKit

/// The `tags_json` column: an item's tags as the JSON `[{"name":…,"versions":[…]}]`, written and
/// read by hand because a `JSONEncoder`/`JSONDecoder` per row was a noticeable part of imports
/// and of every listing. Text in any other shape (written by an older version, or edited) is
/// read with `JSONDecoder`.
package enum ItemTagsColumn {
    /// The column's text for `tags`.
    package static func text(for tags: [QiitaTag]) -> String {
        "[" + tags.map { tag in
            "{\"name\":" + jsonString(tag.name) + ",\"versions\":[" + tag.versions.map(jsonString).joined(separator: ",") + "]}"
        }.joined(separator: ",") + "]"
    }

    /// The tags in the column's text; nil when it is not JSON tags at all.
    package static func tags(from text: String) -> [QiitaTag]? {
        var bytes = text.utf8[...]
        if let tags = parse(&bytes), bytes.isEmpty { return tags }
        return try? JSONDecoder().decode([QiitaTag].self, from: Data(text.utf8))
    }

    /// A JSON string literal: quotes, backslashes and controls escaped.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Exactly what `text(for:)` writes; nil at the first byte that differs.
    private static func parse(_ bytes: inout Substring.UTF8View) -> [QiitaTag]? {
        guard take("[", &bytes) else { return nil }
        var tags: [QiitaTag] = []
        if take("]", &bytes) { return tags }
        repeat {
            guard take("{\"name\":", &bytes), let name = string(&bytes), take(",\"versions\":[", &bytes) else { return nil }
            var versions: [String] = []
            if !take("]", &bytes) {
                repeat {
                    guard let version = string(&bytes) else { return nil }
                    versions.append(version)
                } while take(",", &bytes)
                guard take("]", &bytes) else { return nil }
            }
            guard take("}", &bytes) else { return nil }
            tags.append(QiitaTag(name: name, versions: versions))
        } while take(",", &bytes)
        return take("]", &bytes) ? tags : nil
    }

    private static func take(_ literal: StaticString, _ bytes: inout Substring.UTF8View) -> Bool {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard bytes.starts(with: expected) else { return false }
        bytes = bytes.dropFirst(expected.count)
        return true
    }

    /// A string literal without escapes (the common case); nil for anything else, which the
    /// caller then reads with `JSONDecoder`.
    private static func string(_ bytes: inout Substring.UTF8View) -> String? {
        guard bytes.first == UInt8(ascii: "\"") else { return nil }
        let body = bytes.dropFirst()
        guard let end = body.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
              body[end] == UInt8(ascii: "\"") else { return nil }
        bytes = body[body.index(after: end)...]
        return String(Substring(body[..<end]))
    }
}
