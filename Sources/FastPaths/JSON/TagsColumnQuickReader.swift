/// Reads the catalogue's `tags_json` column by hand, in exactly the shape CatalogueStore's
/// `ItemTagsColumn.text(for:)` writes it (`[{"name":…,"versions":[…]}]`, no spaces, no escapes):
/// a `JSONDecoder` per row was a noticeable part of every listing. Anything else (an escape,
/// another order or spacing, written by an older version or edited) gives nil, and the caller
/// reads it with `JSONDecoder`.
package enum TagsColumnQuickReader {
    /// The tags of `text`, or nil to leave it to `JSONDecoder`.
    package static func tags(from text: String) -> [QuickTag]? {
        var bytes = text.utf8[...]
        guard let tags = parse(&bytes), bytes.isEmpty else { return nil }
        return tags
    }

    /// Exactly what `text(for:)` writes; nil at the first byte that differs.
    private static func parse(_ bytes: inout Substring.UTF8View) -> [QuickTag]? {
        guard take("[", &bytes) else { return nil }
        var tags: [QuickTag] = []
        if take("]", &bytes) { return tags }
        repeat {
            guard take("{\"name\":", &bytes), let name = string(&bytes), take(",\"versions\":[", &bytes) else {
                return nil
            }
            var versions: [String] = []
            if !take("]", &bytes) {
                repeat {
                    guard let version = string(&bytes) else { return nil }
                    versions.append(version)
                } while take(",", &bytes)
                guard take("]", &bytes) else { return nil }
            }
            guard take("}", &bytes) else { return nil }
            tags.append(QuickTag(name: name, versions: versions))
        } while take(",", &bytes)
        return take("]", &bytes) ? tags : nil
    }

    private static func take(_ literal: StaticString, _ bytes: inout Substring.UTF8View) -> Bool {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard bytes.starts(with: expected) else { return false }
        bytes = bytes.dropFirst(expected.count)
        return true
    }

    /// A string literal without escapes (the common case); nil for anything else.
    private static func string(_ bytes: inout Substring.UTF8View) -> String? {
        guard bytes.first == UInt8(ascii: "\"") else { return nil }
        let body = bytes.dropFirst()
        guard let end = body.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
            body[end] == UInt8(ascii: "\"")
        else { return nil }
        bytes = body[body.index(after: end)...]
        return String(Substring(body[..<end]))
    }
}
