/// Numbers written as text the way `String(format:)` wrote them (`%04d`, `%02x`, `U+%04X`),
/// without Foundation.
package enum NumberText {
    /// `value` in decimal, left-padded with zeros to `width` digits (`%0*d`: a minus sign counts
    /// towards the width and comes before the zeros).
    package static func zeroPadded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// Each byte as two lowercase hexadecimal digits (`%02x` each), in order.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            scalars.append(hexDigit(byte >> 4, uppercase: false))
            scalars.append(hexDigit(byte & 0x0F, uppercase: false))
        }
        return String(scalars)
    }

    /// A scalar's code point as Unicode writes it: `U+0041`, `U+1F44D` (`U+%04X`).
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hexDigit(_ nibble: UInt8, uppercase: Bool) -> Unicode.Scalar {
        let base = nibble < 10 ? UInt8(ascii: "0") : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) - 10
        return Unicode.Scalar(base + nibble)
    }
}
