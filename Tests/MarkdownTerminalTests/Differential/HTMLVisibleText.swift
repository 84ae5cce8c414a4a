@testable import MarkdownTerminal

/// The text a browser shows of the HTML cmark-gfm renders, written independently of the renderer
/// (after the prototype's `HTMLText`, Documentation/design/markdown-prototype): one pass over the
/// UTF-8 bytes; comments, CDATA, processing instructions and declarations removed; a tag is `<`,
/// an optional `/` and an ASCII letter, read to its `>` quote-aware; `<script>` and `<style>`
/// dropped with their contents; block tags and `<br>` a line break; `img` its `alt` (after the
/// terminal's image mark `🖼`); entities
/// decoded by cmark's own decoder (`houdini_unescape_ent`, see `HTMLMarkupScanner`).
///
/// What the terminal shows differently is brought to one form here: code blocks set apart
/// (`code`, exact), emoji shortcodes replaced outside code as Qiita replaces them, footnote
/// references as `[n]` and each footnote definition starting `[n] ` (the terminal's forms), their
/// back references (`↩`) dropped, Qiita's notes starting with their label (`[warn]`); the marks
/// plain output writes (`**strong**`, `*emphasis*`, `~~struck~~`, `` `code` `` but around math's
/// `` $`…`$ ``), and `<sup>`/`<sub>` as `x²` or `x^(n+1)` by Unicode's own superscript and
/// subscript characters (`UnicodeShiftedForms`); and every address (`href`, `src`) is collected,
/// for the terminal's ` <url>` after link text.
struct HTMLVisibleText {
    /// Everything but the code blocks, whitespace as it came (normalise before comparing).
    private(set) var prose = ""
    /// Each `<pre>` block's text, exactly (math blocks are prose: the terminal shows their source).
    private(set) var code: [String] = []
    /// The addresses of the links and images.
    private(set) var addresses: Set<String> = []

    /// The current text node's bytes, decoded, not yet added (emoji are replaced per text node).
    private var pending: [UInt8] = []
    private var skippingUntil: String?
    /// How deep inside a footnote back reference (`<a … data-footnote-backref>`, hidden) the reading is.
    private var hiddenDepth = 0
    private var codeDepth = 0
    private var pre: (text: String, isMath: Bool)?
    /// For each open `<sup>`: whether it is a footnote reference.
    private var sups: [Bool] = []
    /// For each open `<sup>` or `<sub>` that is no footnote reference: whether it raises, and where
    /// its text starts in `prose` (in characters).
    private var shifted: [(raised: Bool, start: Int)] = []
    /// A `<code>` just closed right after a `$`: where its marks go in `prose`, unless the text
    /// after it starts with `$` (then it is math, shown without marks).
    private var codeAfterDollar: (start: Int, end: Int)?
    /// Where the open `<code>` (outside `<pre>`) started in `prose`, when it followed a `$`.
    private var codeStart: Int?
    /// The elements open whose marks were written (`<b>`, `<em>` …), innermost last: a block's end
    /// closes those its inline HTML left open, as the terminal closes them.
    private var openMarks: [(name: String, mark: String)] = []
    private var inFootnotes = false
    private var footnoteNumber = 0

    /// Reads `html`.
    init(_ html: String) {
        var scanner = HTMLMarkupScanner(html)
        while let piece = scanner.next() {
            switch piece {
            case .text(let bytes):
                if skippingUntil == nil, hiddenDepth == 0 { pending += bytes }
            case .tag(let tag):
                flush()
                handle(tag)
            case .boundary:
                flush()
            }
        }
        flush()
    }

    static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "center", "dd", "details", "dialog", "div", "dl", "dt",
        "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav",
        "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]

    /// Adds the pending text node: to the code block being read as it is, elsewhere with its
    /// emoji shortcodes replaced (not inside `<code>`).
    private mutating func flush() {
        guard !pending.isEmpty else { return }
        let text = String(decoding: pending, as: UTF8.self)
        pending = []
        settleCode(followedByDollar: pre == nil && text.hasPrefix("$"))
        if pre != nil {
            pre?.text += text
        } else {
            prose += codeDepth > 0 ? text : EmojiShortcodeReplacer.replacing(in: text)
        }
    }

    private mutating func handle(_ tag: HTMLMarkupScanner.Tag) {
        settleCode(followedByDollar: false)
        if let until = skippingUntil {
            if tag.closing, tag.name == until { skippingUntil = nil }
            return
        }
        if hiddenDepth > 0 {
            if tag.name == "a" { hiddenDepth += tag.closing ? -1 : 1 }
            return
        }
        if tag.closing { close(tag.name) } else { open(tag) }
    }

    private mutating func open(_ tag: HTMLMarkupScanner.Tag) {
        if let address = tag.attributes["href"] ?? tag.attributes["src"] { addresses.insert(address) }
        switch tag.name {
        case "script", "style":
            skippingUntil = tag.name
        case "img":
            // The terminal's form: its mark, then the description.
            let alt = tag.attributes["alt"] ?? ""
            if pre != nil {
                pre?.text += alt
            } else {
                prose += alt.isEmpty ? "🖼" : "🖼 " + EmojiShortcodeReplacer.replacing(in: alt)
            }
        case "a" where tag.attributes["data-footnote-backref"] != nil:
            hiddenDepth = 1
        case "pre":
            pre = ("", false)
        case "code":
            codeDepth += 1
            if pre?.text.isEmpty == true, tag.attributes["class"]?.split(separator: " ").first == "language-math" {
                pre?.isMath = true
            }
            if pre == nil, codeDepth == 1 {
                if prose.hasSuffix("$") { codeStart = prose.count } else { prose += "`" }
            }
        case "sup":
            let isReference = tag.attributes["class"] == "footnote-ref"
            sups.append(isReference)
            if isReference { prose += "[" } else { shifted.append((true, prose.count)) }
        case "sub":
            shifted.append((false, prose.count))
        case _ where pre == nil && Self.marks[tag.name] != nil:
            let mark = Self.marks[tag.name] ?? ""
            openMarks.append((tag.name, mark))
            prose += mark
        case "div" where tag.attributes["data-type"] == "customblock":
            prose += "\n" + Self.noteLabel(tag.attributes["data-metadata"] ?? "") + "\n"
        case "section" where tag.attributes["data-footnotes"] != nil:
            inFootnotes = true
        case "li" where inFootnotes && tag.attributes["id"]?.hasPrefix("fn-") == true:
            footnoteNumber += 1
            prose += "\n[\(footnoteNumber)] "
        default:
            if Self.blockTags.contains(tag.name) {
                // A line break (`<br>`) ends no block.
                if tag.name != "br" { closeMarks() }
                prose += "\n"
            }
        }
    }

    /// Closes the marks left open, innermost first.
    private mutating func closeMarks() {
        while let open = openMarks.popLast() { prose += String(open.mark.reversed()) }
    }

    /// The terminal's label of a Qiita custom block with `metadata` (`note warn`): `[warn]`, `[info]`
    /// for a note of no or an unknown kind, nothing for a block that is no note (`:::foo`).
    static func noteLabel(_ metadata: String) -> String {
        let words = metadata.split { $0 == " " || ("\t"..."\r").contains($0) }
        guard words.first == "note" else { return "" }
        let kind = words.dropFirst().first.map(String.init) ?? "info"
        return "[" + (["info", "warn", "alert"].contains(kind) ? kind : "info") + "]"
    }

    private mutating func close(_ name: String) {
        switch name {
        case "pre":
            if let pre {
                if pre.isMath { prose += "\n" + pre.text + "\n" } else { code.append(pre.text) }
            }
            pre = nil
        case "code":
            codeDepth = max(0, codeDepth - 1)
            if pre == nil, codeDepth == 0 {
                if let start = codeStart { codeAfterDollar = (start, prose.count) } else { prose += "`" }
                codeStart = nil
            }
        case "sup":
            if sups.popLast() == true { prose += "]" } else { closeShifted() }
        case "sub":
            closeShifted()
        case _ where pre == nil && Self.marks[name] != nil:
            if let index = openMarks.lastIndex(where: { $0.name == name }) {
                prose += String(openMarks.remove(at: index).mark.reversed())
            }
        default:
            if Self.blockTags.contains(name) {
                closeMarks()
                prose += "\n"
            }
        }
    }

    /// The marks plain output writes around what these elements show.
    static let marks: [String: String] = [
        "strong": "**", "b": "**", "em": "*", "i": "*", "cite": "*", "var": "*", "dfn": "*", "del": "~~", "s": "~~",
        "strike": "~~", "tt": "`", "samp": "`",
    ]

    /// The `<code>` closed after a `$` gets its marks unless `$` follows it (math).
    private mutating func settleCode(followedByDollar: Bool) {
        guard let code = codeAfterDollar else { return }
        codeAfterDollar = nil
        guard !followedByDollar else { return }
        var characters = Array(prose)
        characters.insert("`", at: code.end)
        characters.insert("`", at: code.start)
        prose = String(characters)
    }

    /// The text of the `<sup>` or `<sub>` just closed, in the form the terminal shows.
    private mutating func closeShifted() {
        guard let open = shifted.popLast() else { return }
        let content = String(prose.dropFirst(open.start))
        prose = String(prose.prefix(open.start)) + UnicodeShiftedForms.written(content, raised: open.raised)
    }
}
