#if canImport(Glibc)
import Glibc  // memcmp
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JSON values from bytes one at a time, strictly: every reader returns nil (or false) at
/// the first byte it is not sure about, and never guesses. `QiitaItemQuickDecoder` builds on it
/// to read items without `JSONDecoder`, handing anything unusual back to it.
///
/// What it refuses, so that what it accepts is read exactly as `JSONDecoder` reads it: control
/// characters and invalid UTF-8 in strings, keys with escapes or beyond ASCII (a whole file's
/// decoder refuses invalid UTF-8 even in a key it ignores), escaped surrogates that do not pair up,
/// numbers other than plain integers (anywhere, ignored fields included: items have none), and
/// nesting deeper than `maximumDepth`.
struct JSONByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    /// Deeper values are left to `JSONDecoder` (which has a limit of its own).
    static let maximumDepth = 32

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Consumes `byte` after any whitespace, when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `null` when it comes next.
    mutating func takeNull() -> Bool {
        skipWhitespace()
        guard bytes.count - position >= 4, bytes[position] == UInt8(ascii: "n"),
            bytes[position + 1] == UInt8(ascii: "u"), bytes[position + 2] == UInt8(ascii: "l"),
            bytes[position + 3] == UInt8(ascii: "l")
        else { return false }
        position += 4
        return true
    }

    /// `true` or `false` when one comes next.
    mutating func boolean() -> Bool? {
        skipWhitespace()
        if skipLiteral("true") { return true }
        if skipLiteral("false") { return false }
        return nil
    }

    /// An object's key and the colon after it: the range of its bytes, for a plain ASCII key.
    mutating func key() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let range = start..<position
                position += 1
                return take(UInt8(ascii: ":")) ? range : nil
            }
            // Escapes, controls and non-ASCII keys (none is an item's) are left to JSONDecoder.
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            position += 1
        }
        return nil
    }

    /// Whether the bytes of `range` are `name`.
    func bytes(_ range: Range<Int>, are name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        return memcmp(bytes.baseAddress! + range.lowerBound, name.utf8Start, range.count) == 0
    }

    /// A string value.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return isASCII ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                position = start
                return escapedString()
            }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { isASCII = false }
            position += 1
        }
        return nil
    }

    /// A string holding escapes, from just after its opening quote: runs without escapes are
    /// copied whole.
    private mutating func escapedString() -> String? {
        var text: [UInt8] = []
        while position < bytes.count {
            let run = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                position += 1
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") {
                return text.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
            }
            guard byte == UInt8(ascii: "\\"), position < bytes.count else { return nil }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                guard let scalar = escapedScalar() else { return nil }
                text.append(contentsOf: UTF8.encode(scalar)!)
            default: return nil
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape (its `\u` consumed), a surrogate pair taken whole.
    private mutating func escapedScalar() -> Unicode.Scalar? {
        guard let first = hexQuad() else { return nil }
        switch first {
        case 0xD800...0xDBFF:
            guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { return nil }
            position += 2
            guard let second = hexQuad(), (0xDC00...0xDFFF).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00...0xDFFF:
            return nil
        default:
            return Unicode.Scalar(first)
        }
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - position >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// A plain integer (`-?[0-9]+`, no leading zero, at most 18 digits) followed by a byte that
    /// ends a number; anything else (fractions, exponents, huge values) is refused.
    mutating func integer() -> Int? {
        skipWhitespace()
        var index = position
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = value &* 10 &+ Int(bytes[index] - UInt8(ascii: "0"))  // refused below past 18 digits
            index += 1
        }
        let digits = index - digitsStart
        guard digits > 0, digits <= 18, digits == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): break
            default: return nil
            }
        }
        position = index
        return negative ? -value : value
    }

    /// Steps over one value of any kind, checking that it is well-formed JSON.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        skipWhitespace()
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"):
            position += 1
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                guard skipString(), take(UInt8(ascii: ":")), skipValue(depth: depth + 1) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            position += 1
            if take(UInt8(ascii: "]")) { return true }
            repeat {
                guard skipValue(depth: depth + 1) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        case UInt8(ascii: "t"): return skipLiteral("true")
        case UInt8(ascii: "f"): return skipLiteral("false")
        case UInt8(ascii: "n"): return skipLiteral("null")
        default: return integer() != nil
        }
    }

    private mutating func skipString() -> Bool {
        skipWhitespace()
        return string() != nil
    }

    private mutating func skipLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count,
            memcmp(bytes.baseAddress! + position, literal.utf8Start, count) == 0
        else { return false }
        position += count
        return true
    }
}
