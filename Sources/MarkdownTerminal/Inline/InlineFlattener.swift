import Markdown

/// Walks the inline nodes under one block of a `MarkdownDocument` (a paragraph, a heading, a
/// table cell) into `InlineRun`s: emphasis, code, links and images resolved, HTML shown as a
/// browser shows it, footnote references numbered, emoji shortcodes replaced, mentions and math
/// marked, `<sup>`/`<sub>` written as `ShiftedText` writes them, and the marks of styling the
/// terminal cannot show (`InlineMarks`: `` `code` ``, `**strong**` in plain output) written where
/// their element starts and ends. The walk uses the document's flat order and a stack of open
/// nodes: no recursion.
package struct InlineFlattener {
    private let document: MarkdownDocument
    private let hyperlinks: Bool
    private let marks: InlineMarks
    private let showsMathAsText: Bool
    /// Math in code (`` $`x`$ ``) was shown as text: the dollar that closes it goes too.
    private var dropsClosingDollar = false
    private var runs: [InlineRun] = []
    /// The inline nodes entered and not yet left, with what they add.
    /// `exit` is a link's address, written after it; `mark` the mark written before and after it.
    private var open: [(end: Int, traits: InlineTraits, link: String?, exit: String?, mark: String?)] = []
    private var html: HTMLInlineState

    private init(document: MarkdownDocument, options: MarkdownLayoutOptions) {
        self.document = document
        self.hyperlinks = options.hyperlinks
        self.marks = InlineMarks(style: options.style)
        self.showsMathAsText = options.showsMathAsText
        self.html = HTMLInlineState(marks: marks)
    }

    /// The runs of block `node`'s inline content, every run carrying at least `traits` (which
    /// get no marks: a heading is bold without `**`).
    package static func runs(
        of node: Int, in document: MarkdownDocument, traits: InlineTraits = [],
        options: MarkdownLayoutOptions
    ) -> [InlineRun] {
        var flattener = InlineFlattener(document: document, options: options)
        flattener.open.append((Int(document.nodes[node].end), traits, nil, nil, nil))
        for index in document.descendants(of: node) {
            flattener.closeNodes(before: index)
            flattener.visit(index)
        }
        flattener.closeNodes(before: Int.max)
        flattener.runs += flattener.html.closingRuns(base: traits, link: nil)
        return ShiftedText.resolving(flattener.runs)
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
            if let mark = last.mark { runs.append(InlineRun(mark, traits: traits, link: link)) }
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
            if isMath, showsMathAsText, let shown = TeXMath.inline(literal) {
                // Shown as text: the dollars around the code go with the source.
                runs[runs.count - 1].text.removeLast()
                if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
                dropsClosingDollar = true
                runs.append(InlineRun(InlineSanitizing.safe(shown), traits: traits.union(.math), link: link))
                return
            }
            // Inside an image's description a browser shows only text: no marks there either.
            let mark = isMath || traits.contains(.image) ? "" : marks.mark(.code) ?? ""
            runs.append(
                InlineRun(
                    mark + InlineSanitizing.safe(literal) + mark, traits: traits.union(isMath ? .math : .code),
                    link: link))
        case .htmlInline(let literal):
            appendHTML(html.runs(literal, base: traits, link: link, hyperlinks: hyperlinks, blockTags: false))
        case .emphasis:
            openMarked(end, .italic, mark: marks.mark(.emphasis))
        case .strong:
            openMarked(end, .bold, mark: marks.mark(.strong))
        case .strikethrough:
            openMarked(end, .strikethrough, mark: marks.mark(.strikethrough))
        case .link where traits.contains(.image), .image where traits.contains(.image):
            // Inside an image's description a browser shows only text (it is the `alt`).
            open.append((end, [], nil, nil, nil))
        case .link(let url, _):
            let address = HTMLInlineState.safeAddress(url)
            let shown = document.plainText(of: index)
            let showsAddress = !hyperlinks && address != nil && !Self.sameAddress(shown, address ?? "")
            open.append(
                (end, address == nil ? [] : .linkText, address, showsAddress ? " <\(address ?? "")>" : nil, nil))
        case .image(let url, _):
            let address = HTMLInlineState.safeAddress(url)
            runs.append(
                InlineRun(
                    "🖼" + (document.plainText(of: index).isEmpty ? "" : " "), traits: traits.union(.image),
                    link: hyperlinks ? address : link))
            open.append(
                (
                    end, .image, hyperlinks ? address : nil,
                    !hyperlinks && address != nil ? " <\(address ?? "")>" : nil, nil
                ))
        case .footnoteReference(let number):
            runs.append(InlineRun("[\(number)]", traits: traits.union(.footnote), link: link))
        case .customInline:
            break
        default:
            break
        }
    }

    /// Opens an emphasis node ending at `end`, its mark (if any) written before and after it.
    private mutating func openMarked(_ end: Int, _ added: InlineTraits, mark: String?) {
        if let mark, !html.hidesText, !traits.contains(.image) {
            runs.append(InlineRun(mark, traits: traits, link: link))
            open.append((end, added, nil, nil, mark))
        } else {
            open.append((end, added, nil, nil, nil))
        }
    }

    /// Runs from inline HTML; a line break it starts with (an embed's line) is dropped at the
    /// start of a line.
    private mutating func appendHTML(_ produced: [InlineRun]) {
        var produced = produced[...]
        if produced.first?.text == "\n", runs.last.map({ $0.text.hasSuffix("\n") }) ?? true {
            produced = produced.dropFirst()
        }
        runs += produced
    }

    private mutating func appendText(_ literal: String) {
        guard !html.hidesText else { return }
        var literal = Substring(literal)
        if dropsClosingDollar {
            dropsClosingDollar = false
            if literal.first == "$" { literal = literal.dropFirst() }
        }
        // After a line break HTML made (`<br>`, an embed's line), a browser drops leading spaces.
        if runs.last?.text.hasSuffix("\n") == true { literal = literal.drop { $0 == " " } }
        guard !literal.isEmpty else { return }
        let safe = InlineSanitizing.safe(String(literal))
        let current = traits
        guard !current.contains(.code) else {
            runs.append(InlineRun(safe, traits: current, link: link))
            return
        }
        let text = EmojiShortcodeReplacer.replacing(in: safe)
        let scanned = InlineTextScanner.runs(text, traits: current, link: link, findsMentions: !current.contains(.linkText))
        runs += showsMathAsText ? scanned.map(Self.mathShownAsText) : scanned
    }

    /// A math run (`$x^2$`, `$$\sum$$`) as Unicode text, without its dollars; as it is when its
    /// TeX cannot be converted.
    private static func mathShownAsText(_ run: InlineRun) -> InlineRun {
        guard run.traits.contains(.math) else { return run }
        let fence = run.text.hasPrefix("$$") && run.text.hasSuffix("$$") && run.text.count >= 4 ? 2 : 1
        guard let shown = TeXMath.inline(String(run.text.dropFirst(fence).dropLast(fence))) else { return run }
        var converted = run
        converted.text = shown
        return converted
    }

    /// The text of the node after `index` at the same level, when it is text.
    private func nextText(after index: Int) -> String? {
        let next = Int(document.nodes[index].nextSibling)
        guard next >= 0, case .text(let literal) = document.nodes[next].kind else { return nil }
        return literal
    }

    /// Whether a link's text already shows its address (`<https://x>`, a bare URL, `mailto:`).
    static func sameAddress(_ text: String, _ address: String) -> Bool {
        text == address || "mailto:" + text == address || "http://" + text == address
    }
}
