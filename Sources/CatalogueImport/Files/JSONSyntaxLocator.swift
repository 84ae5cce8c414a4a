import ShellKit

/// Finds where a document stops being JSON (RFC 8259), because Foundation's `JSONDecoder` on
/// Linux says only "not valid JSON". It keeps an explicit stack, so deep nesting cannot
/// overflow the call stack. Used only after a decode failed, so speed matters little.
package struct JSONSyntaxLocator {
    /// A 1-based line and column (the column counts Unicode scalars).
    package struct Location: Equatable, Sendable {
        package private(set) var line: Int
        package private(set) var column: Int

        package init(line: Int = 1, column: Int = 1) {
            self.line = line
            self.column = column
        }

        /// Moves past `bytes` (UTF-8): a newline starts the next line, any byte that does not
        /// continue a scalar is a column. What every location of an items document is counted with,
        /// whole or read in chunks.
        package mutating func advance(over bytes: some Sequence<UInt8>) {
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
    }

    private let bytes: [UInt8]
    private var position = 0

    /// The first syntax error, or nil when the document is well-formed JSON.
    package static func firstError(in bytes: [UInt8]) -> Location? {
        var locator = JSONSyntaxLocator(bytes: bytes)
        guard let offset = locator.firstErrorOffset() else { return nil }
        return location(of: offset, in: bytes)
    }

    /// The byte offset of the first syntax error, or nil when the document is well-formed JSON.
    package static func firstErrorOffset(in bytes: [UInt8]) -> Int? {
        var locator = JSONSyntaxLocator(bytes: bytes)
        return locator.firstErrorOffset()
    }

    /// The line and column of a byte offset.
    package static func location(of offset: Int, in bytes: [UInt8]) -> Location {
        var location = Location()
        location.advance(over: bytes[..<min(offset, bytes.count)])
        return location
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    private enum Expectation {
        case value, valueOrArrayEnd, key, keyOrObjectEnd, colon, afterValue
    }

    private enum Container {
        case array, object
    }

    private mutating func firstErrorOffset() -> Int? {
        var stack: [Container] = []
        var expectation = Expectation.value
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                return stack.isEmpty && expectation == .afterValue ? nil : position
            }
            let byte = bytes[position]
            switch expectation {
            case .value, .valueOrArrayEnd:
                if expectation == .valueOrArrayEnd && byte == UInt8(ascii: "]") {
                    position += 1
                    stack.removeLast()
                    expectation = .afterValue
                } else if byte == UInt8(ascii: "[") {
                    position += 1
                    stack.append(.array)
                    expectation = .valueOrArrayEnd
                } else if byte == UInt8(ascii: "{") {
                    position += 1
                    stack.append(.object)
                    expectation = .keyOrObjectEnd
                } else {
                    guard scanScalar() else { return position }
                    expectation = .afterValue
                }
            case .key, .keyOrObjectEnd:
                if expectation == .keyOrObjectEnd && byte == UInt8(ascii: "}") {
                    position += 1
                    stack.removeLast()
                    expectation = .afterValue
                } else {
                    guard byte == UInt8(ascii: "\""), scanString() else { return position }
                    expectation = .colon
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else { return position }
                position += 1
                expectation = .value
            case .afterValue:
                guard let container = stack.last else { return position }
                if byte == UInt8(ascii: ",") {
                    position += 1
                    expectation = container == .array ? .value : .key
                } else if byte == UInt8(ascii: container == .array ? "]" : "}") {
                    position += 1
                    stack.removeLast()
                } else {
                    return position
                }
            }
        }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// A string, number, `true`, `false` or `null`; on failure `position` is at the fault.
    private mutating func scanScalar() -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "\""): scanString()
        case UInt8(ascii: "t"): scanLiteral("true")
        case UInt8(ascii: "f"): scanLiteral("false")
        case UInt8(ascii: "n"): scanLiteral("null")
        default: scanNumber()
        }
    }

    private mutating func scanLiteral(_ literal: String) -> Bool {
        for expected in literal.utf8 {
            guard position < bytes.count, bytes[position] == expected else { return false }
            position += 1
        }
        return true
    }

    private mutating func scanString() -> Bool {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                guard String(validating: bytes[start..<position], as: UTF8.self) != nil else { return false }
                position += 1
                return true
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        position += 1
                        guard position < bytes.count, Self.isHexDigit(bytes[position]) else { return false }
                    }
                } else if !"\"\\/bfnrt".utf8.contains(bytes[position]) {
                    return false
                }
                position += 1
            case 0x00..<0x20:
                return false
            default:
                position += 1
            }
        }
        return false
    }

    private mutating func scanNumber() -> Bool {
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, Self.isDigit(bytes[position]) else { return false }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, Self.isDigit(bytes[position]) else { return false }
            skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, Self.isDigit(bytes[position]) else { return false }
            skipDigits()
        }
        return true
    }

    private mutating func skipDigits() {
        while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
