/// HTML made safe as Qiita makes an article's (qiita-markdown's sanitizer, in short): only the
/// elements and attributes an article may use; no script, style or event handler; links and
/// images only to http(s), mailto or relative addresses (`javascript:` and `data:` dropped);
/// iframes only from the hosts Qiita embeds. An element not allowed is left out and its text
/// kept; script, style and the like are left out with their content.
package enum QiitaHTMLSanitizer {
    /// Elements kept (qiita-markdown's `user_input_sanitizer` and `final_sanitizer`).
    static let elements: Set<String> = [
        "a", "b", "blockquote", "br", "caption", "code", "dd", "del", "details", "div", "dl", "dt", "em", "font",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "ol", "p", "pre", "q", "rp",
        "rt", "ruby", "s", "samp", "section", "strike", "strong", "sub", "summary", "sup", "table", "tbody",
        "td", "tfoot", "th", "thead", "tr", "ul", "var", "iframe", "input", "span", "tt",
    ]
    /// Elements left out with everything inside them.
    static let droppedWithContent: Set<String> = [
        "script", "style", "noscript", "template", "object", "embed", "textarea", "title", "frameset", "frame",
        "applet", "svg", "math", "select", "button", "form", "head", "base", "link", "meta",
    ]
    /// Elements that have no end tag.
    static let void: Set<String> = ["br", "hr", "img", "input"]
    /// Attributes any kept element may carry.
    static let globalAttributes: Set<String> = [
        "abbr", "align", "alt", "border", "cellpadding", "cellspacing", "class", "colspan", "color", "dir", "height",
        "id", "lang", "name", "rowspan", "start", "summary", "title", "width", "data-lang", "open", "type", "checked",
        "disabled", "value", "style", "aria-hidden", "data-footnote-ref", "data-footnotes", "data-footnote-backref",
    ]
    /// Attributes that hold an address, per element.
    static let addressAttributes: [String: String] = ["a": "href", "img": "src", "iframe": "src"]
    /// The hosts an iframe may show (qiita-markdown's `filter_iframe`).
    static let iframeHosts: Set<String> = [
        "www.youtube-nocookie.com", "www.youtube.com", "www.slideshare.net", "docs.google.com", "drive.google.com",
        "docswell.com", "www.docswell.com", "www.figma.com", "embed.figma.com", "stackblitz.com", "blueprintue.com",
        "claude.site",
    ]
    /// CSS properties a `style` may set.
    static let styleProperties: Set<String> = ["text-align", "border", "background-color"]

    /// `html` with only what is allowed, and what `decorations` add (code blocks, notes, emoji).
    /// A `:::note KIND` block (cmark's `<div data-type="customblock" data-metadata="note KIND">`)
    /// becomes `<div class="note KIND">` as Qiita's CustomBlock filter makes it.
    package static func sanitize(_ html: String, decorations: QiitaHTMLDecorations = QiitaHTMLDecorations()) -> String {
        let tokens = HTMLTokenizer.tokens(in: html)
        var output = ""
        var skipping: (name: String, depth: Int)?
        // Open `pre`, `code` and `tt` elements, whose text is shown as written.
        var literalDepth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if let skip = skipping {
                switch token {
                case .startTag(let name, _, let selfClosing) where name == skip.name && !selfClosing:
                    skipping = (name, skip.depth + 1)
                case .endTag(let name) where name == skip.name:
                    skipping = skip.depth == 1 ? nil : (name, skip.depth - 1)
                default: break
                }
                continue
            }
            switch token {
            case .text(let text):
                output += escapeText(literalDepth == 0 ? decorations.text?(text) ?? text : text)
            case .comment:
                break
            case .endTag(let name):
                if literalElements.contains(name) { literalDepth = max(0, literalDepth - 1) }
                if elements.contains(name), !void.contains(name) { output += "</\(name)>" }
            case .startTag(let name, let attributes, let selfClosing):
                if droppedWithContent.contains(name) {
                    if !selfClosing { skipping = (name, 1) }
                    continue
                }
                guard elements.contains(name) else { continue }
                if name == "iframe", !isAllowedFrame(attributes) {
                    if !selfClosing { skipping = (name, 1) }
                    continue
                }
                if name == "pre", let codeBlock = decorations.codeBlock,
                    let block = wholeCodeBlock(tokens, at: index - 1),
                    let replacement = codeBlock(block.code, block.info)
                {
                    output += replacement
                    index = block.end
                    continue
                }
                if name == "div", let kind = noteKind(attributes) {
                    output += decorations.noteOpening?(kind) ?? "<div class=\"note \(kind.rawValue)\">"
                    continue
                }
                if literalElements.contains(name), !selfClosing { literalDepth += 1 }
                let kept = attributes.compactMap { attribute(of: name, $0) }
                output += "<" + name + kept.map { " \($0.name)=\"\(escapeAttribute($0.value))\"" }.joined()
                output += selfClosing && void.contains(name) ? " />" : ">"
                if name == "iframe" && selfClosing { output += "</iframe>" }
            }
        }
        return output
    }

    /// Elements whose text html-pipeline's EmojiFilter leaves as written.
    static let literalElements: Set<String> = ["pre", "code", "tt"]

    /// The code block whose `<pre>` is `tokens[start]`: `<pre><code class="language-INFO">`, text,
    /// `</code></pre>` and nothing else (as cmark writes a fenced or indented block); its code
    /// (decoded), INFO, and the index after its `</pre>`. nil for any other shape.
    private static func wholeCodeBlock(_ tokens: [HTMLToken], at start: Int) -> (code: String, info: String, end: Int)?
    {
        guard start + 1 < tokens.count, case .startTag("pre", _, false) = tokens[start],
            case .startTag("code", let attributes, false) = tokens[start + 1]
        else { return nil }
        let language = attributes.first { $0.name == "class" }?.value ?? ""
        let info = language.hasPrefix("language-") ? String(language.dropFirst("language-".count)) : ""
        var code = ""
        var index = start + 2
        while index < tokens.count, case .text(let text) = tokens[index] {
            code += text
            index += 1
        }
        guard index + 1 < tokens.count, tokens[index] == .endTag(name: "code"),
            tokens[index + 1] == .endTag(name: "pre")
        else { return nil }
        return (code, info, index + 2)
    }

    /// The kind of the note a `<div>` with these attributes opens (Qiita's CustomBlock filter
    /// reads `div[data-type="customblock"]` and its `data-metadata`), or nil.
    private static func noteKind(_ attributes: [HTMLAttribute]) -> NoteKind? {
        guard attributes.contains(HTMLAttribute(name: "data-type", value: "customblock")),
            let metadata = attributes.first(where: { $0.name == "data-metadata" })?.value
        else { return nil }
        return NoteKind(customBlockInfo: metadata)
    }

    /// The attribute as kept on `element`, or nil when it is not allowed.
    private static func attribute(of element: String, _ attribute: HTMLAttribute) -> HTMLAttribute? {
        let name = attribute.name
        if name.hasPrefix("on") { return nil }
        if addressAttributes[element] == name {
            return isSafeAddress(attribute.value, allowsMail: element == "a") ? attribute : nil
        }
        if name == "style" {
            let kept = attribute.value.split(separator: ";").filter { declaration in
                let property = declaration.split(separator: ":", maxSplits: 1).first.map {
                    HTMLBlankTrimming.trimmed($0).lowercased()
                }
                return property.map(styleProperties.contains) == true && !declaration.lowercased().contains("url(")
                    && !declaration.lowercased().contains("expression")
            }
            return kept.isEmpty ? nil : HTMLAttribute(name: name, value: kept.joined(separator: ";"))
        }
        if element == "iframe", ["allowfullscreen", "frameborder", "loading", "scrolling"].contains(name) {
            return attribute
        }
        return globalAttributes.contains(name) ? attribute : nil
    }

    /// http, https (and mailto for links), or no scheme at all (relative, `#anchor`).
    package static func isSafeAddress(_ address: String, allowsMail: Bool) -> Bool {
        // Browsers ignore controls and blanks inside a scheme (`java\tscript:`): judge without them.
        let squeezed = String(address.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        guard let colon = squeezed.firstIndex(of: ":") else { return true }
        let scheme = squeezed[..<colon]
        // A colon after the first `/`, `?` or `#` is not a scheme's.
        if scheme.contains(where: { "/?#".contains($0) }) { return true }
        let lowered = scheme.lowercased()
        return lowered == "http" || lowered == "https" || (allowsMail && lowered == "mailto")
    }

    private static func isAllowedFrame(_ attributes: [HTMLAttribute]) -> Bool {
        guard let source = attributes.first(where: { $0.name == "src" })?.value,
            isSafeAddress(source, allowsMail: false)
        else { return false }
        var rest = Substring(HTMLBlankTrimming.trimmed(source))
        for prefix in ["https://", "http://", "//"] where rest.lowercased().hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            let host = rest.prefix { !"/?#:".contains($0) }.lowercased()
            return iframeHosts.contains(host)
        }
        return false
    }

    package static func escapeText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    package static func escapeAttribute(_ value: String) -> String {
        escapeText(value).replacing("\"", with: "&quot;")
    }
}
