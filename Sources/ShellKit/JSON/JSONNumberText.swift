/// How `JSONSerialization` wrote back a number it had read: an integer literal that fits `Int64`
/// in its shortest form (`-0` as `0`), a longer one as it stood; a fractional or exponent literal
/// through `Double` (`1E2` as `100`, `1e20` as `1e+20`), except a decimal literal whose fraction
/// is all zeros, written as its whole part (`1.0` as `1`, `-0.0` as `-0`,
/// `100000000000000000000.0` as `100000000000000000000`).
package enum JSONNumberText {
    package static func printed(_ literal: String) -> String {
        let isInteger = !literal.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        if isInteger {
            if let whole = Int64(literal) { return String(whole) }
            return literal
        }
        if let wholePart = wholeDecimal(literal) { return wholePart }
        guard let number = Double(literal) else { return literal }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// The whole part of a literal like `12.000` (no exponent, only zeros after the point), else nil.
    private static func wholeDecimal(_ literal: String) -> String? {
        guard let point = literal.firstIndex(of: "."),
            !literal.contains(where: { $0 == "e" || $0 == "E" }),
            literal[literal.index(after: point)...].allSatisfy({ $0 == "0" })
        else { return nil }
        return String(literal[..<point])
    }
}
