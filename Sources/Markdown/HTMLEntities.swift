import CCmarkGFM

/// Decodes the character references in raw HTML (`&lt;`, `&copy;`, `&#x1F600;`) with cmark-gfm's own
/// decoder, `houdini_unescape_ent`: every HTML5 named entity, decimal and hexadecimal references. A
/// reference it does not know (`&bogus;`, or one without its `;`) stays as typed. A decoded control
/// character (C0 but tab and line feed, DEL, C1; NUL already comes out as U+FFFD) becomes U+FFFD, so
/// that `&#27;` can never put an ESC before a terminal.
package enum HTMLEntities {
    /// `text` with its character references decoded; `text` itself when it has no `&`.
    package static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            decode(bytes[...], appendingTo: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Appends `bytes` (UTF-8) to `output`, their character references decoded. Linear: each `&`
    /// looks at most at the digits of one reference or at 32 bytes for a name.
    static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, appendingTo output: inout [UInt8]) {
        guard let base = bytes.base.baseAddress else { return }
        var buffer = cmark_strbuf()
        cmark_strbuf_init(cmark_get_default_mem_allocator(), &buffer, 0)
        defer { cmark_strbuf_free(&buffer) }
        var copied = bytes.startIndex
        var index = bytes.startIndex
        while let ampersand = bytes[index...].firstIndex(of: UInt8(ascii: "&")) {
            let rest = ampersand + 1
            let used = Int(houdini_unescape_ent(&buffer, base + rest, bufsize_t(clamping: bytes.endIndex - rest)))
            guard used > 0 else {
                index = rest
                continue
            }
            output.append(contentsOf: bytes[copied..<ampersand])
            appendWithoutControls(UnsafeBufferPointer(start: buffer.ptr, count: Int(buffer.size)), to: &output)
            cmark_strbuf_clear(&buffer)
            index = rest + used
            copied = index
        }
        output.append(contentsOf: bytes[copied...])
    }

    /// Appends a decoded reference's UTF-8, each control character in it (but tab and line feed)
    /// as U+FFFD.
    private static func appendWithoutControls(_ decoded: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        var index = 0
        while index < decoded.count {
            let byte = decoded[index]
            if (byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")) || byte == 0x7F {
                output.append(contentsOf: replacement)
                index += 1
            } else if byte == 0xC2, index + 1 < decoded.count, (0x80...0x9F).contains(decoded[index + 1]) {
                // U+0080 to U+009F, the C1 controls (ESC's 8-bit forms among them).
                output.append(contentsOf: replacement)
                index += 2
            } else {
                output.append(byte)
                index += 1
            }
        }
    }
}
