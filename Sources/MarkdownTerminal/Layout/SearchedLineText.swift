import FastPaths
import Glibc

/// A laid-out line's content as it is searched: its bytes from an offset on, with the SGR and
/// OSC 8 marks `DisplayWidth.styleSequenceEnd` skips left out. Read on bytes in place: it is
/// asked of every line as it is laid out.
enum SearchedLineText {
    /// How many UTF-8 bytes of `line` from byte `start` on are shown text.
    static func byteCount(of line: String, from start: Int) -> Int {
        let utf8 = line.utf8
        guard start < utf8.count else { return 0 }
        guard ByteScan.contains(0x1B, in: utf8) else { return utf8.count - start }
        var count = 0
        forEachShownPiece(of: line, from: start) { count += $0.count }
        return count
    }

    /// The shown text of `line` from byte `start` on.
    static func text(of line: String, from start: Int) -> Substring {
        let utf8 = line.utf8
        guard start < utf8.count else { return "" }
        guard ByteScan.contains(0x1B, in: utf8) else {
            return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)...])
        }
        var shown = ""
        forEachShownPiece(of: line, from: start) { shown += String(decoding: $0, as: UTF8.self) }
        return Substring(shown)
    }

    /// Each stretch of `line`'s bytes from `start` on between styling marks.
    private static func forEachShownPiece(
        of line: String, from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var line = line
        line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var index = start
            var pieceStart = start
            while index < bytes.count {
                guard let found = memchr(base + index, 0x1B, bytes.count - index) else { break }
                let escape = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                guard let end = markEnd(in: bytes, at: escape) else {
                    index = escape + 1
                    continue
                }
                if pieceStart < escape { body(UnsafeBufferPointer(rebasing: bytes[pieceStart..<escape])) }
                index = end
                pieceStart = end
            }
            if pieceStart < bytes.count { body(UnsafeBufferPointer(rebasing: bytes[pieceStart...])) }
        }
    }

    /// Where the mark starting with the ESC at `start` ends, as `DisplayWidth.styleSequenceEnd`
    /// reads it: SGR (`ESC [`, digits, `;` or `:`, `m`) or OSC 8 (`ESC ] 8 ;` parameters `;`
    /// address `ESC \`, printable ASCII without spaces); nil when none does.
    private static func markEnd(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "[") {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "m"): return index + 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"): index += 1
                default: return nil
                }
            }
            return nil
        }
        guard bytes[index] == UInt8(ascii: "]"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "8"),
            bytes[index + 2] == UInt8(ascii: ";")
        else { return nil }
        index += 3
        var semicolons = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                guard semicolons == 2, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") else {
                    return nil
                }
                return index + 2
            }
            guard byte > 0x20, byte < 0x7F else { return nil }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
            index += 1
        }
        return nil
    }
}
