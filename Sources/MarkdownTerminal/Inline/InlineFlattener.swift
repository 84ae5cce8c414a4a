import Markdown

/// Walks the inline nodes under one block of a `MarkdownDocument` (a paragraph, a heading, a
/// table cell) into `InlineRun`s: emphasis, code, links and images resolved, HTML shown as a
/// browser shows it, footnote references numbered, emoji shortcodes replaced, mentions and math
/// marked. The walk uses the document's flat order and a stack of open nodes: no recursion.
package struct InlineFlattener {
    private let document: MarkdownDocument
    private let hyperlinks: Bool
    private var runs: [InlineRun] = []
    /// The inline nodes entered and not yet left, with what they add.
    private var open: [(end: Int, traits: InlineTraits, link: String?, exit: String?)] = []
    private var html = HTMLInlineState()

    private init(document: MarkdownDocument, hyperlinks: Bool) {
        self.document = document
        self.hyperlinks = hyperlinks
    }

    /// The runs of block `node`'s inline content, every run carrying at least `traits`.
    package static func runs(
        of node: Int, in document: MarkdownDocument, traits: InlineTraits = [],
        hyperlinks: Bool
    ) -> [InlineRun] {
        var flattener = InlineFlattener(document: document, hyperlinks: hyperlinks)
        flattener.open.append((Int(document.nodes[node].end), traits, nil, nil))
        for index in document.descendants(of: node) {
            flattener.closeNodes(before: index)
            flattener.visit(index)
        }
        flattener.closeNodes(before: Int.max)
        return flattener.runs
    }

    private var traits: InlineTraits {
        open.reduce(into: html.traits) { $0.formUnion($1.traits) }
    }

    private var link: String? {
        html.link ?? open.last { $0.link != nil }?.link
    }

    private mutating func closeNodes(before index: Int) {
        while let last = open.last, last.end <= index {
            open.removeLast()
            if let exit = last.exit { runs.append(InlineRun(exit, traits: traits.union(.linkTarget))) }
        }
    }

    private mutating func visit(_ index: Int) {
        let node = document.nodes[index]
        let end = Int(node.end)
        switch node.kind {
        case .text(let literal):
            appendText(literal)
        case .softBreak, .lineBreak:
            runs.append(InlineRun("\n", traits: traits, link: link))
        case .code where html.hidesText:
            break
        case .code(let literal):
            let isMath = runs.last?.text.hasSuffix("$") == true && nextText(after: index)?.hasPrefix("$") == true
            runs.append(
                InlineRun(InlineSanitizing.safe(literal), traits: traits.union(isMath ? .math : .code), link: link))
        case .htmlInline(let literal):
            runs += html.runs(literal, base: traits, link: link, hyperlinks: hyperlinks, blockTags: false)
        case .emphasis:
            open.append((end, .italic, nil, nil))
        case .strong:
            open.append((end, .bold, nil, nil))
        case .strikethrough:
            open.append((end, .strikethrough, nil, nil))
        case .link where traits.contains(.image), .image where traits.contains(.image):
            // Inside an image's description a browser shows only text (it is the `alt`).
            open.append((end, [], nil, nil))
        case .link(let url, _):
            let address = HTMLInlineState.safeAddress(url)
            let shown = document.plainText(of: index)
            let showsAddress = !hyperlinks && address != nil && !Self.sameAddress(shown, address ?? "")
            open.append((end, address == nil ? [] : .linkText, address, showsAddress ? " <\(address ?? "")>" : nil))
        case .image(let url, _):
            let address = HTMLInlineState.safeAddress(url)
            runs.append(
                InlineRun(
                    "🖼" + (document.plainText(of: index).isEmpty ? "" : " "), traits: traits.union(.image),
                    link: hyperlinks ? address : link))
            open.append(
                (end, .image, hyperlinks ? address : nil, !hyperlinks && address != nil ? " <\(address ?? "")>" : nil))
        case .footnoteReference(let number):
            runs.append(InlineRun("[\(number)]", traits: traits.union(.footnote), link: link))
        case .customInline:
            break
        default:
            break
        }
    }

    private mutating func appendText(_ literal: String) {
        guard !html.hidesText else { return }
        let safe = InlineSanitizing.safe(literal)
        let current = traits
        guard !current.contains(.code) else {
            runs.append(InlineRun(safe, traits: current, link: link))
            return
        }
        let text = EmojiShortcodeReplacer.replacing(in: safe)
        runs += InlineTextScanner.runs(text, traits: current, link: link, findsMentions: !current.contains(.linkText))
    }

    /// The text of the node after `index` at the same level, when it is text.
    private func nextText(after index: Int) -> String? {
        let next = Int(document.nodes[index].nextSibling)
        guard next >= 0, case .text(let literal) = document.nodes[next].kind else { return nil }
        return literal
    }

    /// Whether a link's text already shows its address (`<https://x>`, a bare URL, `mailto:`).
    private static func sameAddress(_ text: String, _ address: String) -> Bool {
        text == address || "mailto:" + text == address || "http://" + text == address
    }
}
