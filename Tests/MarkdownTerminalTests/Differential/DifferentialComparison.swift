import Markdown
@testable import MarkdownTerminal
import ShellKit

/// One document of the differential test: the text its terminal lines show against the text of
/// cmark-gfm's own HTML, decorations set aside on the terminal side (`TerminalVisibleText`) and
/// brought to the terminal's forms on the HTML side (`HTMLVisibleText`), prose whitespace-normalised
/// and code blocks compared exactly. Math is laid out as its source there, as the HTML holds it
/// (`TeXMathTests` test it as text).
struct DifferentialComparison {
    let markdown: String
    let terminalProse: String
    let htmlProse: String
    let terminalCode: [String]
    let htmlCode: [String]

    static let width = 100

    init(_ markdown: String) {
        self.markdown = markdown
        let renderer = TerminalLines.renderer(width: Self.width, styled: false, mathAsSource: true)
        let terminal = TerminalVisibleText(lines: renderer.render(markdown), width: Self.width)
        let html = HTMLVisibleText(MarkdownDocument.html(markdown))
        let addresses = html.addresses.union(VisibleText.addresses(in: MarkdownDocument(parsing: markdown)))
        terminalProse = VisibleText.terminalProse(terminal.prose, addresses: addresses)
        htmlProse = VisibleText.collapsingSpace(html.prose)
        terminalCode = VisibleText.codeBlocks(terminal.code)
        htmlCode = VisibleText.codeBlocks(html.code)
    }

    var matches: Bool { terminalProse == htmlProse && terminalCode == htmlCode }

    /// What differs, around the first difference, with the document and the terminal's lines.
    var explanation: String {
        var text = "Markdown:\n\(markdown)\n"
        if terminalProse != htmlProse {
            let common = zip(terminalProse, htmlProse).prefix { $0 == $1 }.count
            text += "prose differs after \(common) characters:\n"
            text += "  terminal: …\(Self.window(terminalProse, at: common))\n"
            text += "  html:     …\(Self.window(htmlProse, at: common))\n"
        }
        if terminalCode != htmlCode {
            text += "code differs:\n  terminal: \(terminalCode)\n  html:     \(htmlCode)\n"
        }
        let renderer = TerminalLines.renderer(width: Self.width, styled: false, mathAsSource: true)
        return text + "terminal lines:\n" + renderer.render(markdown).joined(separator: "\n")
    }

    private static func window(_ text: String, at offset: Int) -> String {
        String(text.dropFirst(max(0, offset - 40)).prefix(100))
    }
}
