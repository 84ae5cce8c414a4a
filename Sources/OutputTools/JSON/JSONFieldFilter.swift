import ShellKit

/// Keeps only the asked fields of each object of a JSON document (an object, or an array of
/// objects), in the order asked, laid out as `JSONText` lays out everything else.
package enum JSONFieldFilter {
    /// `text` as `JSONText.encode` wrote it; nil `fields` leaves it as it is.
    package static func select(_ fields: [String]?, from text: String) -> String {
        guard let fields, let value = try? JSONValue.parse(text.utf8) else { return text }
        let rendered: String
        if case .array(let objects) = value {
            let members = objects.map { object(fields, from: $0, depth: 1) }
            rendered = members.isEmpty ? "[]" : "[\n" + members.map { indent(1) + $0 }.joined(separator: ",\n") + "\n]"
        } else {
            rendered = object(fields, from: value, depth: 0)
        }
        return JSONText.escapingInvisibleControls(rendered)
    }

    /// One object with only `fields` (those it lacks are left out), at `depth` levels of indent.
    private static func object(_ fields: [String], from value: JSONValue, depth: Int) -> String {
        guard case .object(let dictionary) = value else { return fragment(value, depth: depth) }
        let members = fields.compactMap { name -> String? in
            guard let member = dictionary[name] else { return nil }
            return indent(depth + 1) + fragment(.string(name), depth: depth + 1) + " : "
                + fragment(member, depth: depth + 1)
        }
        return members.isEmpty
            ? "{\n\n" + indent(depth) + "}" : "{\n" + members.joined(separator: ",\n") + "\n" + indent(depth) + "}"
    }

    /// Any JSON value pretty-printed with sorted keys, its inner lines indented to `depth`.
    private static func fragment(_ value: JSONValue, depth: Int) -> String {
        let text = JSONWriter.prettyPrinted(value).replacing(/\[\n[ ]*\n[ ]*\]/, with: "[]")
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? String($0.element) : indent(depth) + $0.element }.joined(separator: "\n")
    }

    private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
