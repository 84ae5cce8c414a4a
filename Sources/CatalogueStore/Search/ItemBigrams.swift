/// The two-character index: which pairs of adjacent characters a text holds, written as words
/// that SQLite's own `ascii` tokenizer indexes (`item_bigram`, an FTS5 table), so that a
/// two-character term such as `go` or `入門` is found from an index instead of a scan.
///
/// A pair is two adjacent Unicode scalars, ASCII letters lowered on both sides, as `LIKE`
/// compares: text holds the term as a substring exactly when its pairs include the term's.
/// Only pairs of indexable scalars (ASCII letters and digits, and every non-ASCII scalar) are
/// kept, which leaves out the many pairs of spaces and ASCII punctuation in code; a term with
/// another scalar (`C#`, `a `) is still found by `LIKE`.
///
/// A pair is written as the hex of each scalar joined by `g` (`go` is `67g6f`, `入門` is
/// `5165g9580`), each pair once per text. Being plain ASCII words, the table stays readable
/// by any SQLite (the `sqlite3` shell, Python), unlike one needing a tokenizer of our own.
package enum ItemBigrams {
    /// The index's words for `text`: each indexable pair once, separated by spaces.
    package static func words(of text: String) -> String {
        var pairs: [UInt64] = []
        pairs.reserveCapacity(text.utf8.count / 2)
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            guard let value = indexedValue(of: scalar) else {
                previous = nil
                continue
            }
            if let previous { pairs.append(UInt64(previous) << 32 | UInt64(value)) }
            previous = value
        }
        guard !pairs.isEmpty else { return "" }
        pairs.sort()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pairs.count * 10)
        var last: UInt64?
        for pair in pairs where pair != last {
            if last != nil { bytes.append(0x20) }
            appendWord(for: pair, to: &bytes)
            last = pair
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The word to look up for `term`, when it is exactly two indexable scalars; else nil
    /// (the term is searched another way).
    package static func word(for term: String) -> String? {
        var scalars = term.unicodeScalars.makeIterator()
        guard let first = scalars.next().flatMap(indexedValue(of:)),
            let second = scalars.next().flatMap(indexedValue(of:)),
            scalars.next() == nil
        else { return nil }
        var bytes: [UInt8] = []
        appendWord(for: UInt64(first) << 32 | UInt64(second), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The scalar's value with ASCII letters lowered, or nil when pairs with it are not indexed.
    private static func indexedValue(of scalar: Unicode.Scalar) -> UInt32? {
        let value = scalar.value
        switch value {
        case 0x30...0x39, 0x61...0x7A, 0x80...: return value
        case 0x41...0x5A: return value + 0x20
        default: return nil
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendWord(for pair: UInt64, to bytes: inout [UInt8]) {
        appendHex(UInt32(truncatingIfNeeded: pair >> 32), to: &bytes)
        bytes.append(UInt8(ascii: "g"))
        appendHex(UInt32(truncatingIfNeeded: pair), to: &bytes)
    }

    private static func appendHex(_ value: UInt32, to bytes: inout [UInt8]) {
        var shift = 28
        while shift > 0 && value >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            bytes.append(hexDigits[Int(value >> UInt32(shift) & 0xF)])
            shift -= 4
        }
    }
}
