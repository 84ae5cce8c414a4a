import CCmarkGFM

/// "The text a browser shows" for the HTML cmark_render_html emits: tags removed (quote-aware),
/// comments, processing instructions, CDATA and declarations removed, <script>/<style> content
/// removed, <br> and block tags as line breaks, entities decoded by cmark's own decoder
/// (houdini_unescape_ent: every HTML5 named entity, decimal and hex references). Whitespace is
/// left alone: the test normalises it on both sides.
public enum HTMLText {
    static let blockTags: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "table",
        "thead", "tbody", "pre", "blockquote", "ul", "ol", "section", "details", "summary", "hr", "br", "dt", "dd"]

    public static func text(_ html: String) -> String {
        let b = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        var skipUntil: String? = nil   // inside <script>/<style>
        func starts(_ s: String, at j: Int) -> Bool {
            let u = Array(s.utf8)
            guard j + u.count <= b.count else { return false }
            for k in 0..<u.count where b[j + k] | 0x20 != u[k] | 0x20 { return false }
            return true
        }
        func find(_ s: String, from j: Int) -> Int {   // index after s, or end
            var k = j
            while k < b.count { if starts(s, at: k) { return k + s.utf8.count }; k += 1 }
            return b.count
        }
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "<") {
                if starts("<!--", at: i) { i = find("-->", from: i + 4); continue }
                if starts("<![CDATA[", at: i) { i = find("]]>", from: i + 9); continue }
                if starts("<?", at: i) { i = find("?>", from: i + 2); continue }
                if starts("<!", at: i) { i = find(">", from: i + 2); continue }
                // a tag: `<` then optional `/` then a letter; otherwise a literal `<`
                var j = i + 1
                let closing = j < b.count && b[j] == UInt8(ascii: "/")
                if closing { j += 1 }
                guard j < b.count, (b[j] | 0x20) >= UInt8(ascii: "a"), (b[j] | 0x20) <= UInt8(ascii: "z") else {
                    if skipUntil == nil { out.append(c) }; i += 1; continue
                }
                let nameStart = j
                while j < b.count, b[j] != UInt8(ascii: ">"), b[j] != UInt8(ascii: "/"), b[j] > 0x20 { j += 1 }
                let name = String(decoding: b[nameStart..<j], as: UTF8.self).lowercased()
                var quote: UInt8? = nil      // skip attributes, quote-aware
                while j < b.count {
                    if let q = quote { if b[j] == q { quote = nil } }
                    else if b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") { quote = b[j] }
                    else if b[j] == UInt8(ascii: ">") { break }
                    j += 1
                }
                i = j + 1
                if let until = skipUntil { if closing && name == until { skipUntil = nil }; continue }
                if !closing && (name == "script" || name == "style") { skipUntil = name; continue }
                if blockTags.contains(name) { out.append(UInt8(ascii: "\n")) }
                continue
            }
            if skipUntil != nil { i += 1; continue }
            if c == UInt8(ascii: "&") {
                var buf = cmark_strbuf()
                cmark_strbuf_init(cmark_get_default_mem_allocator(), &buf, 0)
                let used = b.withUnsafeBufferPointer { p in
                    houdini_unescape_ent(&buf, p.baseAddress! + i + 1, bufsize_t(b.count - i - 1))
                }
                if used > 0 {
                    out.append(contentsOf: UnsafeBufferPointer(start: buf.ptr, count: Int(buf.size)))
                    cmark_strbuf_free(&buf)
                    i += 1 + Int(used)
                    continue
                }
                cmark_strbuf_free(&buf)
            }
            out.append(c)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
