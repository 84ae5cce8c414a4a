import Foundation

/// Values as JSON text for scripts: pretty-printed, keys sorted, slashes unescaped, and `[]`
/// for an empty array on every platform.
package enum JSONText {
    package static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        // Foundation on Linux pretty-prints an empty array as "[", a blank line, "]". Raw line
        // breaks only occur between tokens (strings escape theirs), so this touches no value.
        return String(decoding: data, as: UTF8.self).replacing(/\[\n[ ]*\n[ ]*\]/, with: "[]")
    }
}
