import FastPaths
import FoundationEssentials
import ItemsModel
import ShellKit

/// The `tags_json` column: an item's tags as the JSON `[{"name":…,"versions":[…]}]`, written and
/// read by hand because a `JSONEncoder`/`JSONDecoder` per row was a noticeable part of imports
/// and of every listing (the reader is FastPaths' `TagsColumnQuickReader`). Text in any other
/// shape (written by an older version, or edited) is read with `JSONDecoder`.
package enum ItemTagsColumn {
    /// The column's text for `tags`.
    package static func text(for tags: [QiitaTag]) -> String {
        "["
            + tags.map { tag in
                let versions = tag.versions.map(jsonString).joined(separator: ",")
                return "{\"name\":" + jsonString(tag.name) + ",\"versions\":[" + versions + "]}"
            }.joined(separator: ",") + "]"
    }

    /// The tags in the column's text; nil when it is not JSON tags at all.
    package static func tags(from text: String) -> [QiitaTag]? {
        if let tags = TagsColumnQuickReader.tags(from: text) {
            return tags.map { QiitaTag(name: $0.name, versions: $0.versions) }
        }
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
}
