import FastPaths

/// Finds what Qiita marks inside plain text after parsing: `@mentions` (qiita-markdown's Mention
/// filter: `@` at the start or after a non-word character, a name of 2–32 word characters or
/// hyphens not ending in a hyphen, optionally `@github`, not followed by `/`) and TeX math
/// between single or double dollars (`$x^2$`, `$$\sum$$`: no space just inside the dollars,
/// the closing one not followed by a digit, so prices such as `$5 and $6` stay text).
package enum InlineTextScanner {
    /// `text` split into runs: mentions and math marked, the rest with `traits`.
    package static func runs(_ text: String, traits: InlineTraits, link: String?, findsMentions: Bool) -> [InlineRun] {
        guard ByteScan.contains(UInt8(ascii: "@"), or: UInt8(ascii: "$"), in: text.utf8) else {
            return [InlineRun(text, traits: traits, link: link)]
        }
        let bytes = Array(text.utf8)
        var runs: [InlineRun] = []
        var plainStart = 0
        var index = 0
        func flush(upTo end: Int) {
            if end > plainStart { runs.append(InlineRun(string(bytes[plainStart..<end]), traits: traits, link: link)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "$"), let end = mathEnd(bytes, from: index) {
                flush(upTo: index)
                runs.append(InlineRun(string(bytes[index..<end]), traits: traits.union(.math), link: link))
                index = end
                plainStart = end
            } else if byte == UInt8(ascii: "@"), findsMentions, let end = mentionEnd(bytes, at: index) {
                flush(upTo: index)
                runs.append(InlineRun(string(bytes[index..<end]), traits: traits.union(.mention), link: link))
                index = end
                plainStart = end
            } else {
                index += 1
            }
        }
        flush(upTo: bytes.count)
        return runs
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// One past the closing dollar(s) of math opening at `start`, or nil.
    private static func mathEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let dollar = UInt8(ascii: "$")
        if start > 0, bytes[start - 1] == dollar { return nil }
        let fence = start + 1 < bytes.count && bytes[start + 1] == dollar ? 2 : 1
        let contentStart = start + fence
        guard contentStart < bytes.count, !isSpace(bytes[contentStart]), bytes[contentStart] != dollar else {
            return nil
        }
        var index = contentStart
        // Math never spans more than a few hundred bytes: looking further would make a line of
        // dollars quadratic.
        let limit = min(bytes.count, contentStart + 512)
        while index < limit {
            if bytes[index] == dollar {
                guard !isSpace(bytes[index - 1]) else { return nil }
                let end = index + fence
                guard end <= bytes.count, bytes[index..<end].allSatisfy({ $0 == dollar }) else { return nil }
                if end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { return nil }
                return end
            }
            index += 1
        }
        return nil
    }

    /// One past the end of a mention starting at the `@` at `start`, or nil.
    private static func mentionEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        if start > 0, isWord(bytes[start - 1]) { return nil }
        var end = start + 1
        while end < bytes.count, end - start <= 32, isWord(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end > start + 1, bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        guard end - start >= 3, isWord(bytes[start + 1]) else { return nil }
        if bytes[start + 1..<end].count > 32 { return nil }
        let github = Array("@github".utf8)
        if end + github.count <= bytes.count, Array(bytes[end..<end + github.count]) == github { end += github.count }
        if end < bytes.count, bytes[end] == UInt8(ascii: "/") || isWord(bytes[end]) { return nil }
        return end
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
    }
}
