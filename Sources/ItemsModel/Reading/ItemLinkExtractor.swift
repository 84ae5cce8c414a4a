import Markdown

/// Lists the links of an article body in the order they appear, each URL once: the links and
/// images of the parsed article (`MarkdownDocument`), so reference links arrive resolved,
/// autolinks (`<https://…>`, bare URLs, `www.…`, e-mail addresses) are found as Qiita finds them,
/// and nothing in code (spans, fenced or indented blocks) is a link.
package enum ItemLinkExtractor {
    /// `base` is the item's own URL, against which `/path` and `#fragment` links are resolved.
    package static func links(in body: String, base: String) -> [ItemLink] {
        links(in: MarkdownDocument(parsing: body), base: base)
    }

    package static func links(in document: MarkdownDocument, base: String) -> [ItemLink] {
        var found: [ItemLink] = []
        var seen = Set<String>()
        func add(_ url: String, text: String, kind: ItemLink.Kind) {
            let resolved = resolve(url, base: base)
            guard !resolved.isEmpty, seen.insert(resolved).inserted else { return }
            found.append(
                ItemLink(text: text, url: resolved, kind: kind == .link && showsItsAddress(text, url) ? .url : kind))
        }
        for (index, node) in document.nodes.enumerated() {
            switch node.kind {
            case .link(let address, _): add(address, text: document.plainText(of: index).trimmingSpaces, kind: .link)
            case .image(let address, _): add(address, text: document.plainText(of: index).trimmingSpaces, kind: .image)
            case .htmlBlock(let html), .htmlInline(let html):
                for link in htmlLinks(html) { add(link.url, text: link.text, kind: link.kind) }
            default: continue
            }
        }
        return found
    }

    /// The `<a href>`, `<img src>` and `<iframe src>` of raw HTML, as the article shows them: a
    /// link's text is the text up to its `</a>` within the same piece of HTML, an image's its
    /// `alt`, an embed's its `title`.
    private static func htmlLinks(_ html: String) -> [(url: String, text: String, kind: ItemLink.Kind)] {
        guard html.contains("<") else { return [] }
        var links: [(url: String, text: String, kind: ItemLink.Kind)] = []
        var openLink: Int?
        for token in HTMLTokenizer.tokens(in: html) {
            switch token {
            case .startTag("a", let attributes, _):
                guard let href = attributes.first(where: { $0.name == "href" })?.value, isFollowable(href) else {
                    continue
                }
                links.append((href, "", .link))
                openLink = links.count - 1
            case .startTag("img", let attributes, _):
                guard let source = attributes.first(where: { $0.name == "src" })?.value, isFollowable(source) else {
                    continue
                }
                links.append((source, attributes.first { $0.name == "alt" }?.value ?? "", .image))
            case .startTag("iframe", let attributes, _):
                guard let source = attributes.first(where: { $0.name == "src" })?.value, isFollowable(source) else {
                    continue
                }
                links.append((source, attributes.first { $0.name == "title" }?.value ?? "", .embed))
            case .endTag("a"):
                openLink = nil
            case .text(let text):
                if let openLink { links[openLink].text += text }
            default:
                continue
            }
        }
        return links.map { ($0.url, $0.text.trimmingSpaces, $0.kind) }
    }

    /// Not blank and not a script address (Qiita's sanitizer drops `javascript:` and the like).
    private static func isFollowable(_ url: String) -> Bool {
        url.contains { !$0.isWhitespace } && !ScriptAddress.matches(url)
    }

    /// An autolink: a link whose text is its own address (`www.…` gains `http://`, an e-mail
    /// address `mailto:`).
    private static func showsItsAddress(_ text: String, _ url: String) -> Bool {
        url == text || url == "http://" + text || url == "mailto:" + text
    }

    /// `/path` and `#fragment` against the item's URL; anything else as written.
    private static func resolve(_ url: String, base: String) -> String {
        guard ItemLink.isWebAddress(base) else { return url }
        if url.hasPrefix("#") {
            return String(base.prefix { $0 != "#" }) + url
        }
        if url.hasPrefix("/"), !url.hasPrefix("//") {
            let scheme = base.prefix { $0 != ":" }
            let host = base.dropFirst(scheme.count + 3).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return "\(scheme)://\(host)\(url)"
        }
        return url
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
