/// Splits the raw HTML an article holds (the literals of its `htmlBlock` and `htmlInline` nodes) into
/// HTMLTokens the way a browser's tokenizer (HTML5) does, so that the terminal can show it as a browser
/// would: in one pass over the UTF-8, linear in its length, whatever the input.
///
/// - A tag is `<` then an ASCII letter (`</` then a letter for an end tag), up to the `>` outside its
///   quoted attribute values (`<span title="a>b">`); the first of two same-named attributes wins.
///   A tag the input ends inside is text, from its `<` on. Any other `<` is text (`a < b`, `<3`).
/// - `<!-- … -->` (`<!-->` too), `<!DOCTYPE …>` and other `<! … >`, `<? … >`, and `</` then neither a
///   letter nor `>` up to the next `>`, are comments (shown by no browser); one the input ends inside
///   runs to the end. `</>` is nothing. `<![CDATA[ … ]]>` is its content as text, undecoded.
/// - `<script>` and `<style>` keep their tags; what lies between them (up to `</script`, `</style`) is
///   dropped, to the end when they are not closed.
/// - Adjacent text is one token, its character references decoded (HTMLEntities).
package enum HTMLTokenizer {
    private typealias Bytes = UnsafeBufferPointer<UInt8>

    /// The tokens of `html`, in order.
    package static func tokens(in html: String) -> [HTMLToken] {
        var html = html
        return html.withUTF8(tokens(in:))
    }

    private static func tokens(in bytes: Bytes) -> [HTMLToken] {
        var tokens: [HTMLToken] = []
        // Decoded text not yet a token, and where the source's text not yet decoded starts.
        var text: [UInt8] = []
        var textStart = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard case let (token, end)? = markup(in: bytes, at: open) else {
                index = open + 1
                continue
            }
            HTMLEntities.decode(bytes[textStart..<open], appendingTo: &text)
            index = end
            switch token {
            case nil:
                break
            case .text(let content)?:
                text.append(contentsOf: content.utf8)
            case let token?:
                flush(&text, into: &tokens)
                tokens.append(token)
                if case .startTag(let name, _, _) = token, name == "script" || name == "style" {
                    index = endOfRawText(closedBy: name, in: bytes, from: end)
                }
            }
            textStart = index
        }
        HTMLEntities.decode(bytes[textStart...], appendingTo: &text)
        flush(&text, into: &tokens)
        return tokens
    }

    /// Appends the pending text as a token, if there is any, and empties it.
    private static func flush(_ text: inout [UInt8], into tokens: inout [HTMLToken]) {
        guard !text.isEmpty else { return }
        tokens.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    /// What the `<` at `open` starts and the index after it: nil when the `<` is text; a nil token
    /// when it is markup that yields none (`</>`); `.text` for text to join the text around it.
    private static func markup(in bytes: Bytes, at open: Int) -> (token: HTMLToken?, end: Int)? {
        let next = open + 1
        guard next < bytes.count else { return nil }
        switch bytes[next] {
        case UInt8(ascii: "!"):
            return declaration(in: bytes, at: open)
        case UInt8(ascii: "?"):
            return (.comment, afterFirst(UInt8(ascii: ">"), in: bytes, from: next + 1))
        case UInt8(ascii: "/"):
            let after = next + 1
            guard after < bytes.count else { return nil }
            if isASCIILetter(bytes[after]) {
                return tag(in: bytes, at: open, nameStart: after, closing: true)
            }
            if bytes[after] == UInt8(ascii: ">") { return (nil, after + 1) }
            return (.comment, afterFirst(UInt8(ascii: ">"), in: bytes, from: after))
        case let byte where isASCIILetter(byte):
            return tag(in: bytes, at: open, nameStart: next, closing: false)
        default:
            return nil
        }
    }

    /// `<!-- … -->`, `<![CDATA[ … ]]>`, or another `<! … >` (a doctype or a bogus comment).
    private static func declaration(in bytes: Bytes, at open: Int) -> (token: HTMLToken?, end: Int) {
        let body = open + 2
        if matches("--", in: bytes, at: body) {
            return (.comment, endOfComment(in: bytes, from: body + 2))
        }
        if matches("[CDATA[", in: bytes, at: body) {
            let content = body + 7
            var end = content
            while end + 2 < bytes.count,
                !(bytes[end] == UInt8(ascii: "]") && bytes[end + 1] == UInt8(ascii: "]")
                    && bytes[end + 2] == UInt8(ascii: ">"))
            {
                end += 1
            }
            guard end + 2 < bytes.count else {
                return (.text(String(decoding: bytes[content...], as: UTF8.self)), bytes.count)
            }
            return (.text(String(decoding: bytes[content..<end], as: UTF8.self)), end + 3)
        }
        return (.comment, afterFirst(UInt8(ascii: ">"), in: bytes, from: body))
    }

    /// The index after the comment whose text starts at `start`: after `-->` or `--!>`, or after
    /// the `>` of `<!-->` and `<!--->`; the end of the input when it is not closed.
    private static func endOfComment(in bytes: Bytes, from start: Int) -> Int {
        if matches(">", in: bytes, at: start) { return start + 1 }
        if matches("->", in: bytes, at: start) { return start + 2 }
        var index = start
        while let dash = bytes[index...].firstIndex(of: UInt8(ascii: "-")) {
            if matches("-->", in: bytes, at: dash) { return dash + 3 }
            if matches("--!>", in: bytes, at: dash) { return dash + 4 }
            index = dash + 1
        }
        return bytes.count
    }

    /// A start or end tag whose name starts at `nameStart`: HTML5's tag, attribute name and attribute
    /// value states, in one forward scan. The input ending inside the tag makes it text.
    private static func tag(
        in bytes: Bytes, at open: Int, nameStart: Int, closing: Bool
    )
        -> (token: HTMLToken?, end: Int)
    {
        var index = nameStart
        while index < bytes.count, !endsName(bytes[index]) { index += 1 }
        let name = lowercased(bytes[nameStart..<index])
        var attributes: [HTMLAttribute] = []
        var names: Set<String> = []
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: ">") || matches("/>", in: bytes, at: index) {
                let end = byte == UInt8(ascii: ">") ? index + 1 : index + 2
                if closing { return (.endTag(name: name), end) }
                return (.startTag(name: name, attributes: attributes, selfClosing: end == index + 2), end)
            } else if byte == UInt8(ascii: "/") {
                index += 1
            } else {
                // An attribute: its name (a leading `=` belongs to it), then `=` and its value, if any.
                let attributeStart = index
                index += 1
                while index < bytes.count, !endsName(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
                let attributeEnd = index
                guard case let (range, end)? = value(in: bytes, after: index) else { break }
                index = end
                guard !closing else { continue }
                let attributeName = lowercased(bytes[attributeStart..<attributeEnd])
                if names.insert(attributeName).inserted {
                    attributes.append(HTMLAttribute(name: attributeName, value: decoded(bytes[range])))
                }
            }
        }
        return (.text(decoded(bytes[open...])), bytes.count)
    }

    /// The value of the attribute whose name ends at `start` (empty without `=`) and the index after
    /// it; nil when the input ends before the value does.
    private static func value(in bytes: Bytes, after start: Int) -> (value: Range<Int>, end: Int)? {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return (start..<start, index) }
        index += 1
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
            return ((index + 1)..<close, close + 1)
        }
        var end = index
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") { end += 1 }
        return (index..<end, end)
    }

    /// Where the raw text after a `<script>` or `<style>` start tag ends: at the `<` of the
    /// `</name` followed by a space, `/` or `>`, or at the end of the input.
    private static func endOfRawText(closedBy name: String, in bytes: Bytes, from start: Int) -> Int {
        let closer = "</" + name
        var index = start
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let after = open + closer.utf8.count
            if after < bytes.count, matches(closer, in: bytes, at: open, ignoringCase: true),
                endsName(bytes[after])
            {
                return open
            }
            index = open + 1
        }
        return bytes.count
    }

    /// The index after the first `byte` at or after `start`, or the end of the input.
    private static func afterFirst(_ byte: UInt8, in bytes: Bytes, from start: Int) -> Int {
        guard start < bytes.count, let found = bytes[start...].firstIndex(of: byte) else { return bytes.count }
        return found + 1
    }

    /// Whether `bytes` holds `literal` (ASCII) at `index`.
    private static func matches(
        _ literal: String, in bytes: Bytes, at index: Int, ignoringCase: Bool = false
    )
        -> Bool
    {
        guard index >= 0, index + literal.utf8.count <= bytes.count else { return false }
        for (offset, expected) in literal.utf8.enumerated() {
            let byte = bytes[index + offset]
            if byte != expected && !(ignoringCase && isASCIILetter(byte) && byte | 0x20 == expected | 0x20) {
                return false
            }
        }
        return true
    }

    /// The text of a name with ASCII capitals lowercased (HTML5 lowercases nothing else).
    private static func lowercased(_ name: Slice<Bytes>) -> String {
        guard name.contains(where: isASCIICapital) else { return String(decoding: name, as: UTF8.self) }
        return String(decoding: name.map { isASCIICapital($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `source` with its character references decoded.
    private static func decoded(_ source: Slice<Bytes>) -> String {
        guard source.contains(UInt8(ascii: "&")) else { return String(decoding: source, as: UTF8.self) }
        var text: [UInt8] = []
        HTMLEntities.decode(source, appendingTo: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// HTML's ASCII whitespace: tab, line feed, form feed, carriage return, space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Whether `byte` ends a tag or attribute name: whitespace, `/` or `>`.
    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isASCIICapital(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
