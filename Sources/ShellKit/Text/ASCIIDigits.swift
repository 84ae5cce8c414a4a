/// Decimal numbers written in ASCII digits, read from bytes (the shell's hand-written timestamp
/// readers: the fixed clock's, and every item's dates at import).
package enum ASCIIDigits {
    /// The number the `count` bytes from `start` spell, or nil when one of them is not a digit
    /// or they run past the end.
    package static func number(in bytes: [UInt8], from start: Int, count: Int) -> Int? {
        bytes.withUnsafeBufferPointer { number(in: $0, from: start, count: count) }
    }

    /// The same, read in place (a string's UTF-8 through `withUTF8`, without copying it).
    package static func number(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int? {
        guard start >= 0, start + count <= bytes.count else { return nil }
        var value = 0
        for index in start..<start + count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
