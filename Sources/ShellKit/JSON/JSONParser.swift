/// A strict RFC 8259 reader over UTF-8 bytes, refusing what `JSONSerialization` refuses: leading
/// zeros, unescaped control characters, lone surrogates, numbers no `Double` holds, trailing text.
struct JSONParser {
    /// Deeper documents are refused rather than risking the stack (`JSONSerialization`: 512).
    private static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure(.unexpectedByte) }
        return value
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure(.unexpectedByte)
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard try peek() == UInt8(ascii: "\"") else { throw failure(.unexpectedByte) }
            let name = try parseString()
            skipWhitespace()
            guard try peek() == UInt8(ascii: ":") else { throw failure(.unexpectedByte) }
            index += 1
            members[name] = try parseValue()
            skipWhitespace()
            let separator = try peek()
            index += 1
            if separator == UInt8(ascii: "}") { break }
            guard separator == UInt8(ascii: ",") else { index -= 1; throw failure(.unexpectedByte) }
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            let separator = try peek()
            index += 1
            if separator == UInt8(ascii: "]") { break }
            guard separator == UInt8(ascii: ",") else { index -= 1; throw failure(.unexpectedByte) }
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            let byte = try peek()
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else { throw failure(.invalidUTF8) }
                return text
            case UInt8(ascii: "\\"):
                try appendEscape(to: &utf8)
            case 0..<0x20:
                index -= 1
                throw failure(.controlCharacterInString)
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONParseError) {
        let byte = try peek()
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure(.badEscape) }
        var unit = try hexUnit()
        if (0xDC00...0xDFFF).contains(unit) { throw failure(.badEscape) }
        if (0xD800...0xDBFF).contains(unit) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure(.badEscape) }
            index += 2
            let low = try hexUnit()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(.badEscape) }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(unit) else { throw failure(.badEscape) }
        utf8.append(contentsOf: String(scalar).utf8)
    }

    private mutating func hexUnit() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure(.unexpectedEnd) }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(.badEscape)
            }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, refused when it is fractional or has an
    /// exponent and no finite `Double` holds it (as `JSONSerialization` refuses `1e400`).
    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.badNumber) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure(.badNumber) }
        } else {
            skipDigits()
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.badNumber) }
            skipDigits()
            isInteger = false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.badNumber) }
            skipDigits()
            isInteger = false
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isInteger, !(Double(text)?.isFinite ?? false) {
            index = start
            throw failure(.numberOutOfRange)
        }
        return text
    }

    private mutating func expect(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure(.unexpectedEnd) }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            index += offset
            throw failure(.unexpectedByte)
        }
        index += count
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > Self.maximumDepth { throw failure(.tooDeep) }
    }

    private func peek() throws(JSONParseError) -> UInt8 {
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        return bytes[index]
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func failure(_ reason: JSONParseError.Reason) -> JSONParseError {
        JSONParseError(reason: reason, offset: index)
    }
}
