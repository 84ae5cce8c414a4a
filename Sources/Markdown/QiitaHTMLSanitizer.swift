import Foundation

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

    /// `html` with only what is allowed. `code(text, info)` may give the HTML (already safe) that
    /// replaces a `<pre><code class="language-INFO">` block's text (highlighted code).
    package static func sanitize(_ html: String, code: ((String, String) -> String?)? = nil) -> String {
        var output = ""
        var skipping: (name: String, depth: Int)?
        var codeBlock: (info: String, text: String)?
        var openPre = 0
        for token in HTMLTokenizer.tokens(in: html) {
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
            if var block = codeBlock {
                switch token {
                case .text(let text):
                    block.text += text
                    codeBlock = block
                    continue
                case .endTag("code"):
                    output += code?(block.text, block.info) ?? escapeText(block.text)
                    codeBlock = nil
                    output += "</code>"
                    continue
                default:
                    output += escapeText(block.text)
                    codeBlock = nil
                }
            }
            switch token {
            case .text(let text):
                output += escapeText(text)
            case .comment:
                break
            case .endTag(let name):
                if name == "pre" { openPre = max(0, openPre - 1) }
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
                if name == "pre" { openPre += 1 }
                let kept = attributes.compactMap { attribute(of: name, $0) }
                output += "<" + name + kept.map { " \($0.name)=\"\(escapeAttribute($0.value))\"" }.joined()
                output += selfClosing && void.contains(name) ? " />" : ">"
                if name == "iframe" && selfClosing { output += "</iframe>" }
                if name == "code", openPre > 0, let language = attributes.first(where: { $0.name == "class" })?.value,
                    language.hasPrefix("language-")
                {
                    codeBlock = (String(language.dropFirst("language-".count)), "")
                }
            }
        }
        if let block = codeBlock { output += escapeText(block.text) }
        return output
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
                    $0.trimmingCharacters(in: .whitespaces).lowercased()
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
        var rest = Substring(source.trimmingCharacters(in: .whitespaces))
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
        escapeText(value).replacingOccurrences(of: "\"", with: "&quot;")
    }
}
