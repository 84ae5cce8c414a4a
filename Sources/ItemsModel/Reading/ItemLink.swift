import ShellKit

/// A link of an article body: a Markdown link or image, an autolink, or a bare URL.
package struct ItemLink: Equatable, Sendable {
    /// What kind of reference it was in the Markdown.
    package enum Kind: String, Equatable, Sendable {
        case link
        case image
        case url
        /// An `<iframe>`: an embedded video, pen or slide deck.
        case embed
    }

    /// The link text or image description (may be empty; the URL itself for a bare URL).
    package let text: String
    /// As written, resolved against the item's URL when it was relative (`/…`, `#…`).
    package let url: String
    package let kind: Kind

    package init(text: String, url: String, kind: Kind) {
        self.text = text
        self.url = url
        self.kind = kind
    }

    /// Whether the URL is an absolute http or https one with nothing a browser or terminal
    /// should not be handed (no spaces, no control characters): only such a URL is opened.
    package var isWebAddress: Bool { Self.isWebAddress(url) }

    package static func isWebAddress(_ url: String) -> Bool {
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return false }
        let host = lower.drop { $0 != "/" }.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty else { return false }
        return url.unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) && !$0.properties.isWhitespace
        }
    }
}
