/// Finds a literal pattern in text, the way a pager's `/` does: every non-overlapping match, in
/// order, each starting and ending on a whole scalar of the source. Case is ignored unless the
/// pattern has a capital (less's `-i`, vim's `smartcase`). Boyer–Moore–Horspool over UTF-8 bytes.
package enum LiteralSearch {
    /// Whether a search for `pattern` ignores case: unless it has an upper- or title-case letter.
    package static func ignoresCase(_ pattern: String) -> Bool {
        !pattern.unicodeScalars.contains(where: {
            $0.properties.isUppercase || $0.properties.generalCategory == .titlecaseLetter
        })
    }

    /// The source UTF-8 ranges where `pattern` occurs in `text` (prepared with the same case rule).
    package static func matches(of pattern: String, in text: FoldedText, ignoringCase: Bool) -> [Range<Int>] {
        let needle = FoldedText.foldedBytes(of: pattern, ignoringCase: ignoringCase)
        return byteMatches(of: needle, in: text).map(text.sourceRange(of:))
    }

    /// The ranges of `text.bytes` that hold `needle` on scalar boundaries, without overlaps.
    package static func byteMatches(of needle: [UInt8], in text: FoldedText) -> [Range<Int>] {
        let haystack = text.bytes
        let count = needle.count
        guard count > 0, count <= haystack.count else { return [] }
        var skip = [Int](repeating: count, count: 256)
        for index in 0..<count - 1 { skip[Int(needle[index])] = count - 1 - index }
        var found: [Range<Int>] = []
        var start = 0
        haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pattern in
                while start + count <= hay.count {
                    var index = count - 1
                    while index >= 0 && hay[start + index] == pattern[index] { index -= 1 }
                    if index < 0 && text.startsScalar(at: start) && text.startsScalar(at: start + count) {
                        found.append(start..<start + count)
                        start += count
                    } else {
                        // Horspool's shift never passes over a match, aligned or not.
                        start += skip[Int(hay[start + count - 1])]
                    }
                }
            }
        }
        return found
    }
}
