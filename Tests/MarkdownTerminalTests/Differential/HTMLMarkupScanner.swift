import CCmarkGFM

/// Splits HTML into text (entities decoded), tags (attributes decoded) and boundaries (a comment,
/// CDATA, a processing instruction or a declaration, which show nothing but end a text node), as
/// a browser's tokenizer does for the HTML cmark-gfm writes. A `<` not followed by a letter or
/// `/` and a letter is text. Entities are decoded by cmark's `houdini_unescape_ent`; one it does
/// not know (`&bogus;`) stays as typed.
struct HTMLMarkupScanner {
    /// A start or end tag.
    struct Tag {
        var name: String
        var closing: Bool
        var attributes: [String: String]
    }

    /// One piece of the HTML.
    enum Piece {
        case text([UInt8])
        case tag(Tag)
        case boundary
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    /// `text` with its character references decoded.
    static func decoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: decodedBytes(bytes[...]), as: UTF8.self)
    }

    mutating func next() -> Piece? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "<") {
            for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")]
            where starts(open, at: index) {
                index = find(close, from: index + open.utf8.count)
                return .boundary
            }
            if let tag = readTag() { return .tag(tag) }
        }
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return .text(Self.decodedBytes(bytes[start..<index]))
    }

    private func starts(_ text: String, at start: Int) -> Bool {
        let expected = Array(text.utf8)
        guard start + expected.count <= bytes.count else { return false }
        return (0..<expected.count).allSatisfy { bytes[start + $0] | 0x20 == expected[$0] | 0x20 }
    }

    /// The index after the next `text` from `start`, or the end.
    private func find(_ text: String, from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            if starts(text, at: position) { return position + text.utf8.count }
            position += 1
        }
        return bytes.count
    }

    /// Reads the tag at `index` (a `<`), moving past it; nil, moving nowhere, when the `<` is text.
    private mutating func readTag() -> Tag? {
        var position = index + 1
        let closing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if closing { position += 1 }
        guard position < bytes.count, (bytes[position] | 0x20) >= UInt8(ascii: "a"),
            (bytes[position] | 0x20) <= UInt8(ascii: "z")
        else { return nil }
        let nameStart = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
        var attributes: [String: String] = [:]
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            if Self.endsName(bytes[position]) {
                position += 1
                continue
            }
            let attributeStart = position
            while position < bytes.count, !Self.endsName(bytes[position]), bytes[position] != UInt8(ascii: "=") {
                position += 1
            }
            let attribute = String(decoding: bytes[attributeStart..<position], as: UTF8.self).lowercased()
            var value: ArraySlice<UInt8> = []
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                let quote = position < bytes.count ? bytes[position] : 0
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = position + 1
                    position = valueStart
                    while position < bytes.count, bytes[position] != quote { position += 1 }
                    value = bytes[valueStart..<position]
                    position += 1
                } else {
                    let valueStart = position
                    while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
                    value = bytes[valueStart..<position]
                }
            }
            attributes[attribute] = String(decoding: Self.decodedBytes(value), as: UTF8.self)
        }
        index = min(position + 1, bytes.count)
        return Tag(name: name, closing: closing, attributes: attributes)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    /// `text` with its character references decoded by cmark's decoder.
    private static func decodedBytes(_ text: ArraySlice<UInt8>) -> [UInt8] {
        guard text.contains(UInt8(ascii: "&")) else { return Array(text) }
        let text = Array(text)
        var output: [UInt8] = []
        var position = 0
        var buffer = cmark_strbuf()
        cmark_strbuf_init(cmark_get_default_mem_allocator(), &buffer, 0)
        defer { cmark_strbuf_free(&buffer) }
        while position < text.count {
            guard text[position] == UInt8(ascii: "&") else {
                output.append(text[position])
                position += 1
                continue
            }
            let used = text.withUnsafeBufferPointer { pointer in
                houdini_unescape_ent(&buffer, pointer.baseAddress! + position + 1, bufsize_t(text.count - position - 1))
            }
            if used > 0 {
                output.append(contentsOf: UnsafeBufferPointer(start: buffer.ptr, count: Int(buffer.size)))
                cmark_strbuf_clear(&buffer)
                position += 1 + Int(used)
            } else {
                output.append(text[position])
                position += 1
            }
        }
        return output
    }
}
