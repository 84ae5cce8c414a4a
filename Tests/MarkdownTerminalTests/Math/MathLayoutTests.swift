import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// Math in articles as the terminal shows it: inline (`$…$`, `` $`…`$ ``) in its sentence as
/// Unicode text without its dollars, display math (`$$…$$`, ```` ```math ````) as a `math` block
/// of converted rows, TeX as the author wrote it (Markdown never reads inside `$$`), the source
/// where it cannot be converted or the options say so, and prices left alone.
@Suite struct MathLayoutTests {
    static func lines(_ markdown: String, asText: Bool = true) -> [String] {
        MarkdownTerminalRenderer(
            width: 80, options: MarkdownLayoutOptions(style: TextStyle(isEnabled: false), showsMathAsText: asText)
        ).render(markdown)
    }

    @Test func inlineMathReadsAsTextInItsSentence() {
        #expect(Self.lines("誤差は $\\sigma^2$ で、$`x_i^2`$ の和です。") == ["誤差は σ² で、xᵢ² の和です。"])
        #expect(Self.lines("Costs $5 and $10 today.") == ["Costs $5 and $10 today."])
        #expect(Self.lines("Unknown $\\foo{x}$ stays.") == ["Unknown $\\foo{x}$ stays."])
    }

    @Test func displayMathIsABlockOfConvertedRowsAsTheAuthorWroteIt() {
        let markdown = """
            Before.

            $$
            \\mathrm{softmax}(z)_i = \\frac{e^{z_i}}{\\sum_j e^{z_j}}
            $$

            $$
            a &= 1 \\\\
            bb &= 2
            $$

            ```math
            \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}
            ```
            """
        let lines = Self.lines(markdown)
        #expect(lines.contains("    softmax(z)ᵢ = e^(zᵢ)/(∑ⱼ e^(zⱼ))"), "\(lines)")
        #expect(lines.contains("     a = 1") && lines.contains("    bb = 2"), "\(lines)")
        #expect(lines.contains("    ⎛ 1  0 ⎞") && lines.contains("    ⎝ 0  1 ⎠"), "\(lines)")
        #expect(lines.filter { $0 == "── math" }.count == 3)
    }

    @Test func theSourceIsShownWhenAskedOrWhenItCannotBeConverted() {
        let source = Self.lines("$$\n\\unknown{x}_1\n$$")
        #expect(source.contains("    \\unknown{x}_1"), "\(source)")
        let asked = Self.lines("Inline $x^2$.\n\n$$\nx_i\n$$", asText: false)
        #expect(asked.contains("Inline $x^2$."))
        #expect(asked.contains("    x_i") || asked.contains("    $$"), "\(asked)")
    }

    @Test func displayMathInAQuoteIsReadFromItsText() {
        // Its lines begin with `> `: the text Markdown made of it is all there is.
        let lines = Self.lines("> $$\n> x^2 + y^2\n> $$")
        #expect(lines.contains { $0.contains("x² + y²") }, "\(lines)")
    }

    @Test func writtenSourcesAreFoundOnlyForDisplayMathParagraphs() {
        let document = MarkdownDocument(parsing: "Text.\r\n\r\n$$\r\na_1 * b_1 \\\\ c\r\n$$\r\n\r\n- $$x$$\n")
        let paragraphs = document.nodes.indices.filter { document.nodes[$0].kind == .paragraph }
        #expect(paragraphs.count == 3)
        #expect(document.displayMathSource(of: paragraphs[0]) == nil)
        #expect(document.displayMathSource(of: paragraphs[1]) == "$$\r\na_1 * b_1 \\\\ c\r\n$$\r\n")
        #expect(document.displayMathSource(of: paragraphs[2]) == "- $$x$$\n")
    }
}
