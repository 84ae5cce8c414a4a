/// ShellKit's `TerminalSanitizer` asks these first: byte scans that say "nothing to change"
/// only when they are sure, so the sanitizer returns the text as it came without decoding
/// scalars. false means "not sure", never "unsafe": the sanitizer's own walk then decides.
package enum SanitizerQuickChecks {
    /// Whether the text holds nothing `TerminalSanitizer.inline`/`block` would change: no
    /// control (not even a newline or a tab, unless `allowingLinesAndTabs`: `block` keeps LF and
    /// tabs), no DEL, no C1 control, no bidi override or isolate. Most titles, names and
    /// paragraphs (and with LF and tabs, most code); checked on the bytes in place.
    package static func isPlainText(_ bytes: String.UTF8View, allowingLinesAndTabs: Bool = false) -> Bool {
        if let verdict = bytes.withContiguousStorageIfAvailable({ isPlainText($0, allowingLinesAndTabs) }) {
            return verdict
        }
        return Array(bytes).withUnsafeBufferPointer { isPlainText($0, allowingLinesAndTabs) }
    }

    private static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>, _ allowingLinesAndTabs: Bool) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while none is a control, DEL or the lead byte of a C1 control
            // or of a bidi control (C2, E2), and none of those is pending from the bytes before.
            if previous != 0xC2, previous != 0xE2, beforePrevious != 0xE2, index + 8 <= bytes.count,
                isPlainWord(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            {
                beforePrevious = bytes[index + 6]
                previous = bytes[index + 7]
                index += 8
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte < 0x20 || byte == 0x7F {
                guard allowingLinesAndTabs, byte == 0x0A || byte == 0x09 else { return false }
            }
            if previous == 0xC2 && byte < 0xA0 { return false }
            if beforePrevious == 0xE2 && isBidiControl(previous, byte) { return false }
            beforePrevious = previous
            previous = byte
        }
        return true
    }

    /// Whether none of the eight bytes is below 0x20, 0x7F, 0xC2 or 0xE2 (see `isPlain`).
    @inline(__always)
    private static func isPlainWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ limit: UInt64, _ word: UInt64) -> Bool { (word &- ones &* limit) & ~word & highs != 0 }
        return !hasByteBelow(0x20, word) && !hasByteBelow(1, word ^ (ones &* 0x7F))
            && !hasByteBelow(1, word ^ (ones &* 0xC2)) && !hasByteBelow(1, word ^ (ones &* 0xE2))
    }

    /// U+202A–U+202E (`E2 80 AA`–`AE`) and U+2066–U+2069 (`E2 81 A6`–`A9`), by their last two bytes.
    private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
        (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
    }

    /// Whether `TerminalSanitizer.terminalSafe` would leave the text as it is: line breaks, tabs
    /// and SGR styling (`ESC [` digits, `;`, `:` … `m`) are the only controls, and there is no
    /// DEL or C1 control.
    package static func isSafeForTerminal(_ bytes: String.UTF8View) -> Bool {
        // Every listing and page passes through here: scanned in place, not by string indices.
        if let verdict = bytes.withContiguousStorageIfAvailable({ isSafeForTerminal($0) }) { return verdict }
        return Array(bytes).withUnsafeBufferPointer { isSafeForTerminal($0) }
    }

    private static func isSafeForTerminal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var previous: UInt8 = 0
        while index < bytes.count {
            // Eight bytes at a time while none is a control, DEL or the lead byte of a C1
            // control (most text is letters, digits, spaces and multibyte characters).
            if previous != 0xC2, index + 8 <= bytes.count,
                isPlain(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            {
                previous = bytes[index + 7]
                index += 8
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x1B {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
                index += 1
                while index < bytes.count,
                    bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":")
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                {
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "m") else { return false }
                index += 1
                previous = UInt8(ascii: "m")
                continue
            }
            if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F { return false }
            if previous == 0xC2 && byte < 0xA0 { return false }
            previous = byte
        }
        return true
    }

    /// Whether none of the eight bytes is below 0x20, 0x7F or 0xC2 (bit tricks from "Bit
    /// Twiddling Hacks": a byte below `n` borrows into its high bit when `n` is subtracted).
    @inline(__always)
    private static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ limit: UInt64, _ word: UInt64) -> Bool { (word &- ones &* limit) & ~word & highs != 0 }
        return !hasByteBelow(0x20, word) && !hasByteBelow(1, word ^ (ones &* 0x7F))
            && !hasByteBelow(1, word ^ (ones &* 0xC2))
    }
}
