import Markdown
import ShellKit

/// The HTML tags open in one block of an article, met piece by piece: `<kbd>` in one HTML node,
/// its text in the next, `</kbd>` in a third. Knows what Qiita lets through its sanitizer and
/// how a browser shows it; every other tag counts for nothing and only its text is shown.
///
/// Ruby reads `漢字(かんじ)` (`<rp>` hidden, its parentheses are ours), an `<iframe>` is a line
/// `▶ Embedded: title (address)`, `<sup>`/`<sub>` mark their text for `ShiftedText`, and the
/// elements that style text write `marks` around it where the terminal cannot show the style.
package struct HTMLInlineState: Sendable {
    private var open: [(name: String, traits: InlineTraits, link: String?, mark: String)] = []
    /// In an HTML block, whether nothing has been shown on the current line yet (leading white
    /// space is then dropped, as a browser drops it).
    private var atLineStart = true
    private let marks: InlineMarks

    package init(marks: InlineMarks = .none) {
        self.marks = marks
    }

    /// Whether a `<script>` or `<style>` is open: its contents are never shown (Qiita's
    /// sanitizer removes them); nor are an `<rp>`'s (we write ruby's parentheses ourselves) or an
    /// `<iframe>`'s (shown only where frames are not).
    package var hidesText: Bool {
        open.contains { Self.hiding.contains($0.name) }
    }

    private static let hiding: Set<String> = ["script", "style", "rp", "iframe"]

    /// The marks and ruby parentheses of the elements still open, closed (the end of a block that
    /// left `<b>` or `<rt>` open), and nothing open any more.
    package mutating func closingRuns(base: InlineTraits, link baseLink: String?) -> [InlineRun] {
        var runs: [InlineRun] = []
        // An `<a>` never closed showed no address before the block ended, and shows none now.
        while !open.isEmpty { runs += close(at: open.count - 1, base: base, link: baseLink, hyperlinks: true) }
        return runs
    }

    /// Whether a `<pre>` is open: its text keeps its spaces and line breaks.
    private var keepsWhiteSpace: Bool {
        open.contains { $0.name == "pre" }
    }

    /// The traits the open tags add.
    package var traits: InlineTraits {
        open.reduce(into: InlineTraits()) { $0.formUnion($1.traits) }
    }

    /// The address of the innermost open `<a href>`, if any.
    package var link: String? {
        open.last { $0.link != nil }?.link
    }

    /// What a piece of HTML shows, given `base` traits and link from the Markdown around it.
    /// `blockTags` says whether block-level tags (`<p>`, `<div>`, `<li>` …) break the line, as in
    /// an HTML block.
    package mutating func runs(
        _ html: String, base: InlineTraits, link baseLink: String?, hyperlinks: Bool,
        blockTags: Bool
    ) -> [InlineRun] {
        HTMLTokenizer.tokens(in: html).flatMap {
            runs(for: $0, base: base, link: baseLink, hyperlinks: hyperlinks, blockTags: blockTags)
        }
    }

    /// What one token shows (see `runs(_:base:link:hyperlinks:blockTags:)`).
    package mutating func runs(
        for token: HTMLToken, base: InlineTraits, link baseLink: String?, hyperlinks: Bool,
        blockTags: Bool
    ) -> [InlineRun] {
        switch token {
        case .startTag(let name, let attributes, let selfClosing):
            return start(
                name, attributes: attributes, selfClosing: selfClosing, hyperlinks: hyperlinks,
                base: base, link: baseLink, blockTags: blockTags)
        case .endTag(let name):
            var runs: [InlineRun] = []
            if let index = open.lastIndex(where: { $0.name == name }) {
                // `</ruby>` ends the `<rt>` or `<rp>` left open inside it.
                if name == "ruby" {
                    while open.count - 1 > index {
                        runs += close(at: open.count - 1, base: base, link: baseLink, hyperlinks: hyperlinks)
                    }
                }
                runs += close(at: index, base: base, link: baseLink, hyperlinks: hyperlinks)
            }
            if blockTags, Self.blockLevel.contains(name) {
                runs.append(InlineRun("\n"))
                atLineStart = true
            }
            return runs
        case .text(let text):
            guard !hidesText else { return [] }
            var plain = text
            if blockTags {
                if keepsWhiteSpace {
                    // A line break just after `<pre>` is not shown, as in a browser.
                    if atLineStart, plain.hasPrefix("\n") { plain.removeFirst() }
                    atLineStart = plain.hasSuffix("\n")
                } else {
                    plain = Self.collapsingSpace(text)
                    if atLineStart { plain = String(plain.drop { $0 == " " }) }
                    if !plain.isEmpty { atLineStart = false }
                }
            }
            guard !plain.isEmpty else { return [] }
            let traits = base.union(traits)
            // Qiita's emoji filter reads every text node but code's, raw HTML's too.
            // `<pre>` keeps its line breaks (and expands tabs); elsewhere a line break is a space.
            let safe = blockTags && keepsWhiteSpace ? TerminalSanitizer.block(plain) : InlineSanitizing.safe(plain)
            let shown = traits.contains(.code) ? safe : EmojiShortcodeReplacer.replacing(in: safe)
            return [InlineRun(shown, traits: traits, link: link ?? baseLink)]
        case .comment:
            return []
        }
    }

    private mutating func start(
        _ name: String, attributes: [HTMLAttribute], selfClosing: Bool, hyperlinks: Bool,
        base: InlineTraits, link: String?, blockTags: Bool
    ) -> [InlineRun] {
        func attribute(_ key: String) -> String? { attributes.first { $0.name == key }?.value }
        switch name {
        case "br":
            atLineStart = true
            return [InlineRun("\n")]
        case "img":
            let address = attribute("src").flatMap(Self.safeAddress)
            let description = InlineSanitizing.safe(attribute("alt") ?? "")
            var runs = [
                InlineRun(
                    description.isEmpty ? "🖼" : "🖼 " + description, traits: base.union(.image),
                    link: hyperlinks ? address : nil)
            ]
            if let address, !hyperlinks { runs.append(InlineRun(" <\(address)>", traits: base.union(.linkTarget))) }
            return runs
        case "hr" where blockTags:
            return [InlineRun("\n")]
        case "iframe":
            return frame(attributes, selfClosing: selfClosing, base: base, hyperlinks: hyperlinks, blockTags: blockTags)
        default:
            break
        }
        var runs: [InlineRun] = []
        if name == "rt" || name == "rp", let last = open.last, last.name == "rt" || last.name == "rp" {
            // An `<rt>` or `<rp>` ends the one before it.
            runs += close(at: open.count - 1, base: base, link: link, hyperlinks: hyperlinks)
        }
        if blockTags, Self.blockLevel.contains(name) {
            atLineStart = true
            if name == "pre" { open.append((name, [], nil, "")) }
            return runs + [InlineRun("\n")]
        }
        guard !selfClosing, !Self.void.contains(name) else { return runs }
        let address = name == "a" ? attribute("href").flatMap(Self.safeAddress) : nil
        let traits: InlineTraits =
            switch name {
            case "b", "strong": .bold
            case "i", "em", "cite", "var", "dfn": .italic
            case "code", "tt", "samp": .code
            case "s", "del", "strike": .strikethrough
            case "kbd": .key
            case "sup": .raised
            case "sub": .lowered
            case "a": address == nil ? [] : .linkText
            default: []
            }
        // Code inside `<pre>` is a block's, never marked.
        let mark = keepsWhiteSpace || hidesText ? "" : marks.marks(for: traits)
        let outer = base.union(self.traits)
        if !mark.isEmpty { runs.append(InlineRun(mark, traits: outer, link: self.link ?? link)) }
        if name == "rt", !hidesText { runs.append(InlineRun("(", traits: outer, link: self.link ?? link)) }
        open.append((name, traits, address, mark))
        return runs
    }

    /// Closes the element open at `index`: its ruby parenthesis, its marks (the innermost last
    /// opened, so they close in reverse), and a link's address when hyperlinks are off.
    private mutating func close(
        at index: Int, base: InlineTraits, link baseLink: String?, hyperlinks: Bool
    ) -> [InlineRun] {
        let closed = open[index]
        open.remove(at: index)
        var runs: [InlineRun] = []
        let outer = base.union(traits)
        let link = self.link ?? baseLink
        if closed.name == "rt", !hidesText { runs.append(InlineRun(")", traits: outer, link: link)) }
        if !closed.mark.isEmpty {
            runs.append(InlineRun(String(closed.mark.reversed()), traits: outer, link: link))
        }
        if let address = closed.link, !hyperlinks {
            runs.append(InlineRun(" <\(address)>", traits: base.union(.linkTarget)))
        }
        return runs
    }

    /// An `<iframe src>` (an embedded video, pen or slides) as a line of its own:
    /// `▶ Embedded: title (address)`, or the address alone without a title; nothing without a
    /// followable address. Its content is hidden until `</iframe>`.
    private mutating func frame(
        _ attributes: [HTMLAttribute], selfClosing: Bool, base: InlineTraits, hyperlinks: Bool, blockTags: Bool
    ) -> [InlineRun] {
        if !selfClosing { open.append(("iframe", [], nil, "")) }
        // An embed's line is never raised or lowered with text around it.
        let base = base.subtracting([.raised, .lowered])
        guard let address = attributes.first(where: { $0.name == "src" }).flatMap({ Self.safeAddress($0.value) })
        else { return [] }
        let title = InlineSanitizing.safe(attributes.first { $0.name == "title" }?.value ?? "").trimmingBlanks()
        var runs = blockTags && atLineStart ? [] : [InlineRun("\n")]
        runs.append(InlineRun(Self.embeddedLabel, traits: base.union(.bold)))
        if title.isEmpty {
            // The address alone, kept whole: a hyperlink to itself, or text like a link's address.
            runs.append(
                hyperlinks
                    ? InlineRun(address, traits: base.union(.linkText), link: address)
                    : InlineRun(address, traits: base.union(.linkTarget)))
        } else {
            runs.append(InlineRun(title, traits: base.union(.linkText), link: hyperlinks ? address : nil))
            // The address with its parentheses is one run kept whole, like a link's ` <address>`.
            runs.append(InlineRun(" ", traits: base))
            runs.append(InlineRun("(\(address))", traits: base.union(.linkTarget)))
        }
        runs.append(InlineRun("\n"))
        atLineStart = true
        return runs
    }

    /// What starts an embed's line.
    package static let embeddedLabel = "▶ Embedded: "

    /// An address a reader may follow: not `javascript:`, `vbscript:` or `data:` (Qiita's
    /// sanitizer drops those), and not empty.
    package static func safeAddress(_ address: String) -> String? {
        let trimmed = address.trimmingBlanks()
        guard !trimmed.isEmpty, !ScriptAddress.matches(trimmed) else { return nil }
        return InlineSanitizing.safe(trimmed)
    }

    /// Runs of white space as one space, as a browser shows text outside `<pre>`.
    private static func collapsingSpace(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    private static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr",
    ]

    private static let blockLevel: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "dd", "details", "dialog", "div", "dl", "dt",
        "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol",
        "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]
}
