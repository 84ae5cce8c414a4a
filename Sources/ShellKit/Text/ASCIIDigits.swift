/// Decimal numbers written in ASCII digits, read from bytes (the shell's hand-written timestamp
/// readers: the fixed clock's, and every item's dates at import).
package enum ASCIIDigits {
    /// The number the `count` bytes from `start` spell, or nil when one of them is not a digit
    /// or they run past the end.
    package static func number(in bytes: [UInt8], from start: Int, count: Int) -> Int? {
        guard start >= 0, start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<start + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
