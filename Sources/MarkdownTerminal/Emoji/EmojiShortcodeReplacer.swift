import FastPaths

/// Turns `:name:` shortcodes in text into their emoji (EmojiShortcodes) and leaves everything else
/// exactly as typed: unknown names, and colons between letters or digits (`10:30:00`, `a:b:c`,
/// `rake db:migrate:status`), since a shortcode here never touches an ASCII letter or digit on its
/// outer side (html-pipeline's EmojiFilter has no such rule and would turn `a:b:c` into `a🅱️c`).
/// Japanese text around a shortcode (`完了:tada:`) is fine. One pass over the UTF-8, linear.
package enum EmojiShortcodeReplacer {
    /// The longest name worth looking up (the table's longest is shorter).
    private static let longestName = 100

    /// `text` with each known `:name:` (name `[a-z0-9_+-]+`) replaced by its emoji.
    package static func replacing(in text: String) -> String {
        guard ByteScan.contains(UInt8(ascii: ":"), in: text.utf8) else { return text }
        var copy = text
        guard let replaced = copy.withUTF8(replacingShortcodes) else { return text }
        return replaced
    }

    /// The UTF-8 text with its shortcodes replaced, or nil when it has none.
    private static func replacingShortcodes(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let colon = UInt8(ascii: ":")
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == colon else {
                index += 1
                continue
            }
            let open = index
            var end = open + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            let name = bytes[(open + 1)..<end]
            guard end < bytes.count, bytes[end] == colon, !name.isEmpty, name.count <= longestName,
                open == 0 || !isASCIIAlphanumeric(bytes[open - 1]),
                end + 1 == bytes.count || !isASCIIAlphanumeric(bytes[end + 1]),
                let emoji = EmojiShortcodes.emoji(named: Substring(String(decoding: name, as: UTF8.self)))
            else {
                // The colon that ended the name, if one did, may open the next shortcode.
                index = end
                continue
            }
            if output.isEmpty { output.reserveCapacity(bytes.count) }
            output.append(contentsOf: bytes[copied..<open])
            output.append(contentsOf: emoji.utf8)
            copied = end + 1
            index = end + 1
        }
        guard copied > 0 else { return nil }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `byte` may be part of a shortcode's name: `[a-z0-9_+-]`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether `byte` is an ASCII letter or digit, which a shortcode may not touch.
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            false
        }
    }
}
