extension Character {
    /// `isWhitespace`, answered from the first scalar's value when it is ASCII (tab, line
    /// feed … carriage return, space) instead of looking Unicode's properties up, which every
    /// command line paid for each of its characters. The same answer for every character.
    package var isWhitespaceQuickly: Bool {
        let first = unicodeScalars.first!.value
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        return isWhitespace
    }
}

extension String {
    /// `String(prefix(count))`: the first `count` characters. Text that starts with plain ASCII
    /// (a timestamp, an ID) is cut by its bytes instead of walking grapheme clusters.
    package func characterPrefix(_ count: Int) -> String {
        precondition(count >= 0, "a prefix of a negative length")
        var text = self
        return text.withUTF8 { ASCIIPrefix.text(of: $0, characters: count) } ?? String(prefix(count))
    }
}

/// The first characters of UTF-8 text when they are plain ASCII, read from the bytes.
private enum ASCIIPrefix {
    /// The first `count` characters, or nil when the bytes cannot tell them alone: a non-ASCII
    /// byte among them or right after them (a combining mark joins the character before it),
    /// or a carriage return (which pairs with a line feed).
    static func text(of bytes: UnsafeBufferPointer<UInt8>, characters count: Int) -> String? {
        let end = min(count, bytes.count)
        for index in 0..<end where bytes[index] >= 0x80 || bytes[index] == 0x0D { return nil }
        if end < bytes.count, bytes[end] >= 0x80 { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
}
