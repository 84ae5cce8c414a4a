import Foundation

/// Items as JSON for scripts: Qiita's field names, keys sorted, slashes unescaped.
enum ItemJSONWriter {
    static func encode(_ items: [QiitaItem]) -> String {
        encodeValue(items)
    }

    static func encode(_ item: QiitaItem) -> String {
        encodeValue(item)
    }

    private static func encodeValue<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "[]" }
        // Foundation on Linux pretty-prints an empty array as "[", a blank line, "]". Raw line
        // breaks only occur between tokens (strings escape theirs), so this touches no value.
        return String(decoding: data, as: UTF8.self).replacing(/\[\n[ ]*\n[ ]*\]/, with: "[]")
    }
}
