/// A JSON document as read, without Foundation: numbers keep the text they were written with,
/// so that writing them back (`JSONWriter`) prints what `JSONSerialization` printed (`1.0` as
/// `1`, `12345678901234567890` whole) and readers choose their own precision.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The literal as it stood in the document (`-1.50e3`), already checked against JSON's grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members by name; a name given twice keeps its last value, as `JSONSerialization` does.
    case object([String: JSONValue])

    /// The document in `bytes` (UTF-8), any value at the top (fragments too), surrounded by
    /// JSON whitespace only. Throws `JSONParseError` where `JSONSerialization` refuses the text.
    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        return try parser.parseDocument()
    }

    /// The number as a `Double` (nil for every other case): what `NSNumber.doubleValue` gave.
    package var doubleValue: Double? {
        guard case .number(let text) = self else { return nil }
        return Double(text)
    }
}
