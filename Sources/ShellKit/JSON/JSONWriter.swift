/// Writes a `JSONValue` as `JSONSerialization` did with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes, .fragmentsAllowed]`: two-space indent, `"name" : value`, members in
/// `JSONKeyOrder`, an empty array or object as the bracket, a blank line and the closing bracket,
/// numbers as `JSONNumberText` prints them. `compact` is the same without the layout (`{"a":1}`).
package enum JSONWriter {
    package static func prettyPrinted(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, pretty: true, to: &output)
        return output
    }

    package static func compact(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, pretty: false, to: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, pretty: Bool, to output: inout String) {
        let opening = pretty ? "\n" : "", separator = pretty ? ",\n" : ",", colon = pretty ? " : " : ":"
        let inner = pretty ? String(repeating: " ", count: indent + 2) : ""
        let closing = pretty ? "\n" + String(repeating: " ", count: indent) : ""
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += JSONNumberText.printed(text)
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output += "[" + opening
            for (offset, element) in elements.enumerated() {
                output += (offset > 0 ? separator : "") + inner
                write(element, indent: indent + 2, pretty: pretty, to: &output)
            }
            output += closing + "]"
        case .object(let members):
            output += "{" + opening
            for (offset, name) in members.keys.sorted(by: JSONKeyOrder.precedes).enumerated() {
                output += (offset > 0 ? separator : "") + inner
                writeString(name, to: &output)
                output += colon
                write(members[name] ?? .null, indent: indent + 2, pretty: pretty, to: &output)
            }
            output += closing + "}"
        }
    }

    /// Quotes and backslashes escaped, the C0 controls as `\b \f \n \r \t` or `\u00xx`
    /// (lowercase hex), everything else (slashes too) as it is.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += (hex.count == 1 ? "\\u000" : "\\u00") + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
