/// Text percent-encoded for a URL path segment or query value, without Foundation: RFC 3986's
/// unreserved characters stay, every other UTF-8 byte becomes `%XX` (uppercase), as Foundation's
/// `addingPercentEncoding(withAllowedCharacters:)` writes it with that set.
package enum PercentEncoding {
    /// `text` with everything but `A–Z a–z 0–9 - . _ ~` percent-encoded.
    package static func encodingAllButUnreserved(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in text.utf8 {
            if isUnreserved(byte) {
                scalars.append(Unicode.Scalar(byte))
            } else {
                scalars.append("%")
                scalars.append(hexDigit(byte >> 4))
                scalars.append(hexDigit(byte & 0x0F))
            }
        }
        return String(scalars)
    }

    /// An RFC 3986 unreserved byte: an ASCII letter or digit, `-`, `.`, `_` or `~`.
    package static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
    }
}
