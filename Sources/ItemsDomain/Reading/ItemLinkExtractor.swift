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
        for (index, node) in document.nodes.enumerated() {
            let url: String, kind: ItemLink.Kind
            switch node.kind {
            case .link(let address, _): (url, kind) = (address, .link)
            case .image(let address, _): (url, kind) = (address, .image)
            default: continue
            }
            let resolved = resolve(url, base: base)
            guard !resolved.isEmpty, seen.insert(resolved).inserted else { continue }
            let text = document.plainText(of: index).trimmingSpaces
            found.append(ItemLink(text: text, url: resolved, kind: kind == .link && showsItsAddress(text, url) ? .url : kind))
        }
        return found
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
