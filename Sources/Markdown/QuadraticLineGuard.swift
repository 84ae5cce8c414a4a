/// Keeps two inputs that Debian's cmark-gfm 0.29.0.gfm.6 parses in quadratic time linear, before
/// the parser sees them (Documentation/design/markdown-engine.md §5):
///
/// - a line of many `|`: the table extension's row scan (50,000 in one row: 6 s; fixed upstream
///   in gfm.12, not in Debian);
/// - a line of many `<` before letters: LIBERAL_HTML_TAG looks for a `>` to the end of the line
///   after each one (100 KB: 1.5 s).
///
/// On a line with more than `limit` of either, each one after the `limit`th is escaped (`\|`,
/// `\<`): the text shown is the same, but those characters start no cell and no tag. Lines in
/// fenced code, and lines indented four or more columns (which may be code), are left alone. A
/// document without such a line is not copied.
enum QuadraticLineGuard {
    static let limit = 256

    /// `bytes` with the guard applied, or nil when no line needs it.
    static func guarded(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var pipes = 0
        var angles = 0
        for byte in bytes {
            if byte == UInt8(ascii: "|") { pipes += 1 } else if byte == UInt8(ascii: "<") { angles += 1 }
        }
        guard pipes > limit || angles > limit else { return nil }
        // Nothing is copied until a line needs escaping: most documents have none.
        var output: [UInt8]?
        var fence: (character: UInt8, length: Int)?
        var start = 0
        while start < bytes.count {
            var end = start
            var linePipes = 0
            var lineAngles = 0
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
                if bytes[end] == UInt8(ascii: "|") {
                    linePipes += 1
                } else if bytes[end] == UInt8(ascii: "<") {
                    lineAngles += 1
                }
                end += 1
            }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            fence = nextFence(after: line, inside: fence)
            if fence == nil, linePipes > limit || lineAngles > limit, !isIndented(line) {
                if output == nil {
                    output = []
                    output?.reserveCapacity(bytes.count + bytes.count / 8)
                    output? += UnsafeBufferPointer(rebasing: bytes[..<start])
                }
                _ = escapeOverflow(line, into: &output!)
            } else {
                output? += line
            }
            if end < bytes.count { output?.append(bytes[end]) }
            start = end + 1
        }
        return output
    }

    /// Copies `line` into `output` with every `|` and `<` past the limit escaped; false (and
    /// nothing copied) when the line has no more than the limit of either.
    private static func escapeOverflow(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        var pipes = 0
        var angles = 0
        for byte in line {
            if byte == UInt8(ascii: "|") { pipes += 1 } else if byte == UInt8(ascii: "<") { angles += 1 }
        }
        guard pipes > limit || angles > limit else { return false }
        pipes = 0
        angles = 0
        var previous: UInt8 = 0
        for byte in line {
            if byte == UInt8(ascii: "|") {
                pipes += 1
                if pipes > limit, previous != UInt8(ascii: "\\") { output.append(UInt8(ascii: "\\")) }
            } else if byte == UInt8(ascii: "<") {
                angles += 1
                if angles > limit, previous != UInt8(ascii: "\\") { output.append(UInt8(ascii: "\\")) }
            }
            output.append(byte)
            previous = byte
        }
        return true
    }

    /// Four or more columns of leading space (or a tab): possibly indented code.
    private static func isIndented(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var columns = 0
        for byte in line {
            if byte == 0x20 { columns += 1 } else if byte == 0x09 { return true } else { break }
            if columns >= 4 { return true }
        }
        return false
    }

    /// The fence open after `line`: a line of three or more backticks or tildes (indented at
    /// most three spaces) opens one, and one of the same character, at least as long, closes it.
    private static func nextFence(
        after line: UnsafeBufferPointer<UInt8>,
        inside fence: (character: UInt8, length: Int)?
    ) -> (character: UInt8, length: Int)? {
        var index = 0
        while index < line.count, index < 3, line[index] == 0x20 { index += 1 }
        guard index < line.count, line[index] == UInt8(ascii: "`") || line[index] == UInt8(ascii: "~") else {
            return fence
        }
        let character = line[index]
        var length = 0
        while index < line.count, line[index] == character { index += 1; length += 1 }
        guard length >= 3 else { return fence }
        if let fence {
            let rest = line[index...]
            return character == fence.character && length >= fence.length
                && rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) ? nil : fence
        }
        return (character, length)
    }
}
