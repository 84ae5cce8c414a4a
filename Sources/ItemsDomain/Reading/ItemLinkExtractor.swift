import ShellKit

/// Lists the links of an article body in the order they appear, each URL once: Markdown links
/// `[text](url)` and images `![alt](url)`, autolinks `<https://…>`, reference definitions
/// `[label]: url`, and bare `http(s)://` URLs. Code spans and fenced code blocks are skipped
/// (a URL in a code sample is not a link of the article).
package enum ItemLinkExtractor {
    /// `base` is the item's own URL, against which `/path` and `#fragment` links are resolved.
    package static func links(in body: String, base: String) -> [ItemLink] {
        var found: [ItemLink] = []
        var seen = Set<String>()
        func add(_ text: String, _ url: String, _ kind: ItemLink.Kind) {
            let resolved = resolve(url, base: base)
            guard !resolved.isEmpty, seen.insert(resolved).inserted else { return }
            found.append(ItemLink(text: text, url: resolved, kind: kind))
        }
        for line in MarkdownSourceLines(body).lines where !line.isCode {
            if let definition = line.text.wholeMatch(of: referenceDefinition) {
                // `[^1]: …` is a footnote, not a link definition.
                if !definition.1.hasPrefix("^") { add(String(definition.1), String(definition.2), .link) }
                continue
            }
            var rest = withoutCodeSpans(String(line.text))
            for match in rest.matches(of: markdownLink) {
                add(String(match.2).trimmingSpaces, String(match.3), match.1.isEmpty ? .link : .image)
            }
            rest = rest.replacing(markdownLink, with: " ")
            for match in rest.matches(of: autolink) { add(String(match.1), String(match.1), .url) }
            rest = rest.replacing(autolink, with: " ")
            for match in rest.matches(of: bareURL) {
                let url = trimmedTrailingPunctuation(String(match.0))
                add(url, url, .url)
            }
        }
        return found
    }

    /// A destination may hold balanced parentheses, one level deep (`…/Swift_(language)`).
    private nonisolated(unsafe) static let markdownLink = /(!?)\[([^\]]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/
    private nonisolated(unsafe) static let autolink = /<((?i:https?):\/\/[^>\s]+)>/
    private nonisolated(unsafe) static let bareURL = /(?i:https?):\/\/[^\s<>"'`\[\]]+/
    private nonisolated(unsafe) static let referenceDefinition = /\ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*/

    /// The line with each code span replaced by spaces.
    private static func withoutCodeSpans(_ line: String) -> String {
        guard line.contains("`") else { return line }
        return line.replacing(/(`+)[^`].*?\1/, with: " ")
    }

    /// `https://example.com/a.` → `https://example.com/a`; a closing parenthesis stays when
    /// the URL opened one (Wikipedia's `…_(disambiguation)`).
    private static func trimmedTrailingPunctuation(_ url: String) -> String {
        var url = Substring(url)
        while let last = url.last, ".,;:!?*_~".contains(last) || (last == ")" && url.filter { $0 == "(" }.count < url.filter { $0 == ")" }.count) {
            url = url.dropLast()
        }
        return String(url)
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
