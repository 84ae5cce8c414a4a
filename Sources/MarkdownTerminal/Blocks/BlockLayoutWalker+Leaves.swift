import Markdown
import ShellKit

extension BlockLayoutWalker {
    /// Lays out a block that holds no other blocks: its lines fitted to the current width.
    mutating func layOutLeaf(_ index: Int) {
        origins.block = Int32(index)
        switch document.nodes[index].kind {
        case .paragraph:
            layOutParagraph(index)
        case .heading(let level):
            layOutHeading(index, level: level)
        case .codeBlock(let info, let literal, _):
            emit(CodeBlockLayout(info: info, code: literal, options: options))
        case .htmlBlock(let html):
            layOutHTML(html)
        case .thematicBreak:
            emit(options.style.dim(String(repeating: "─", count: width)))
        case .table:
            emit(TableLayout(table: index, in: document, options: options))
        default:
            // An inline node directly under a container does not occur in cmark's trees; its text
            // is still shown rather than lost.
            emitText(InlineFlattener.runs(of: index, in: document, options: options))
        }
    }

    private mutating func layOutParagraph(_ index: Int) {
        if isDisplayMath(index) {
            // Display math: its TeX as written (Markdown never read it), never re-wrapped.
            let written = document.displayMathSource(of: index)?.trimmingBlanksAndNewlines()
            let source = written.flatMap { $0.hasPrefix("$$") && $0.hasSuffix("$$") ? $0 : nil }
            emit(CodeBlockLayout.math(source: source ?? Self.sourceText(of: index, in: document), options: options))
            return
        }
        if let images = options.images, let address = standaloneImageAddress(index),
            let rows = images.rows(forImageAt: address, columns: width)
        {
            // The image's rows, kept out of search and reading time, then its caption.
            for row in rows { emit(row) }
        }
        emitText(InlineFlattener.runs(of: index, in: document, options: options))
    }

    /// The address of the image paragraph `index` holds and nothing else (perhaps inside a link
    /// that holds nothing else), made safe for the terminal; nil for any other paragraph.
    private func standaloneImageAddress(_ index: Int) -> String? {
        let nodes = document.nodes
        var child = Int(nodes[index].firstChild)
        guard child >= 0, nodes[child].nextSibling < 0 else { return nil }
        if case .link = nodes[child].kind {
            child = Int(nodes[child].firstChild)
            guard child >= 0, nodes[child].nextSibling < 0 else { return nil }
        }
        guard case .image(let url, _) = nodes[child].kind else { return nil }
        return HTMLInlineState.safeAddress(url)
    }

    private mutating func layOutHeading(_ index: Int, level: Int) {
        let runs = InlineFlattener.runs(of: index, in: document, traits: .bold, options: options)
        let fallback = lines.count
        let headingLines = emitText(runs)
        origins.recordHeading(index, fallback: fallback)
        if level <= 2, let widest = headingLines.map(DisplayWidth.of).max(), widest > 0 {
            emit(options.style.dim(String(repeating: level == 1 ? "═" : "─", count: min(widest, width))))
        }
    }

    /// Whether paragraph `index` is `$$…$$` (first text starts, last text ends with `$$`).
    private func isDisplayMath(_ index: Int) -> Bool {
        let first = index + 1
        let last = Int(document.nodes[index].end) - 1
        guard first <= last, case .text(let head) = document.nodes[first].kind, head.utf8.starts(with: [0x24, 0x24]),
            case .text(let tail) = document.nodes[last].kind, tail.utf8.reversed().starts(with: [0x24, 0x24])
        else { return false }
        return first < last || head.utf8.count > 4
    }

    /// A paragraph's text with its line breaks (for math), literals only.
    private static func sourceText(of index: Int, in document: MarkdownDocument) -> String {
        var text = ""
        for descendant in document.descendants(of: index) {
            switch document.nodes[descendant].kind {
            case .text(let literal), .code(let literal), .htmlInline(let literal): text += literal
            case .softBreak, .lineBreak: text += "\n"
            default: break
            }
        }
        return text
    }
}
