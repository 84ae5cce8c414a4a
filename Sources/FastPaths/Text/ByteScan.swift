/// Byte searches over a string's UTF-8 in place, eight bytes at a time: asked of nearly every
/// paragraph (a `:` for an emoji shortcode, an `@` or `$` for a mention or math), where the
/// standard library's generic `contains` walked the UTF-8 view byte by byte.
package enum ByteScan {
    /// Whether `text` holds `byte` or `other` (pass the same byte twice to look for one).
    package static func contains(_ byte: UInt8, or other: UInt8, in text: String.UTF8View) -> Bool {
        if let found = text.withContiguousStorageIfAvailable({ contains(byte, other, in: $0) }) { return found }
        return text.contains { $0 == byte || $0 == other }
    }

    /// Whether `text` holds `byte`.
    package static func contains(_ byte: UInt8, in text: String.UTF8View) -> Bool {
        contains(byte, or: byte, in: text)
    }

    /// How many scalars `text` holds (its bytes that are not UTF-8 continuation bytes): what a
    /// reader that makes one record a scalar reserves.
    package static func scalarCount(in text: String.UTF8View) -> Int {
        let continuations = text.withContiguousStorageIfAvailable { bytes in
            let highs: UInt64 = 0x8080_8080_8080_8080
            var count = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                // Bit 7 set and bit 6 clear: 10xxxxxx.
                count += (word & highs & ~(word << 1)).nonzeroBitCount
                index += 8
            }
            while index < bytes.count {
                if bytes[index] & 0xC0 == 0x80 { count += 1 }
                index += 1
            }
            return count
        }
        return text.count - (continuations ?? text.count(where: { $0 & 0xC0 == 0x80 }))
    }

    private static func contains(_ byte: UInt8, _ other: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // A word holds a zero byte when subtracting one from each borrows into a high bit that
        // was clear ("Bit Twiddling Hacks"); xor with the byte repeated turns matches into zeros.
        func holdsZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        let first = ones &* UInt64(byte), second = ones &* UInt64(other)
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            if holdsZero(word ^ first) || holdsZero(word ^ second) { return true }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == byte || bytes[index] == other { return true }
            index += 1
        }
        return false
    }
}
