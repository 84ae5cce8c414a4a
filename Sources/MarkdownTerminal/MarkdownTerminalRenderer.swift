import FastPaths
import Markdown
import ShellKit

/// Lays an article out for a terminal: the Markdown parsed by cmark-gfm as Qiita parses it
/// (`MarkdownDocument`), then every block laid out as lines no wider than `width` columns
/// (SGR styling and OSC 8 hyperlinks take none).
///
/// - Headings bold, levels 1 and 2 underlined (`═`, `─`); paragraphs wrapped by `TextWrapper`'s
///   rules, each newline a line break (Qiita's hard breaks).
/// - Lists `  • ` / `  1. ` (`◦`, `▪` nested), task items `☐` / `☑`, text hanging under the
///   marker; block quotes `│ `; Qiita's `:::note` a labelled, coloured bar.
/// - Code under a `── lang file` header, coloured by language when a colorist is given and
///   colour is on, never re-wrapped (a long line goes on under `↪`); math as its TeX source.
/// - Tables with borders (`TableLayout`); footnotes `[1]` where referenced and listed at the end;
///   HTML as a browser shows it (`<details>` a titled section, `<kbd>`, `<br>`, comments hidden).
/// - Links underlined with their address after them once (`text <url>`), or as OSC 8 hyperlinks.
///
/// No line is wider than `width` but one holding a web address longer than that, whole on a line of
/// its own: addresses are never broken (copying and terminals' link detection need them whole).
///
/// Text reaching the terminal is sanitized here too (entities such as `&#27;` decode to controls).
package struct MarkdownTerminalRenderer: Sendable {
    package let width: Int
    package let options: MarkdownLayoutOptions

    package init(width: Int, options: MarkdownLayoutOptions) {
        self.width = max(width, TextWrapper.minimumWidth)
        self.options = options
    }

    package init(width: Int, style: TextStyle) {
        self.init(width: width, options: MarkdownLayoutOptions(style: style))
    }

    package func render(_ markdown: String) -> [String] {
        render(MarkdownDocument(parsing: markdown))
    }

    package func render(_ document: MarkdownDocument) -> [String] {
        layout(document).lines
    }

    /// The article's lines as `render(_:)` gives them, with where each comes from (its block,
    /// where its text starts in the block's search text, its prefixes, its joiner) and the first
    /// line of each heading; recorded as the lines are made, in the same pass.
    package func layout(_ document: MarkdownDocument) -> ArticleLayout {
        var layout = progressiveLayout(document)
        layout.complete()
        return layout.layout
    }

    /// The same layout made a part at a time: nothing is laid out until `extend(toAtLeast:)` or
    /// `complete()` asks for it.
    package func progressiveLayout(_ document: MarkdownDocument) -> ProgressiveArticleLayout {
        ProgressiveArticleLayout(walker: BlockLayoutWalker(document: document, width: width, options: options), width: width)
    }

    /// `progressiveLayout(_:)` of `markdown`, parsed now (nothing is laid out yet).
    package func progressiveLayout(parsing markdown: String) -> ProgressiveArticleLayout {
        progressiveLayout(MarkdownDocument(parsing: markdown))
    }

    /// Only the top-level blocks whose nodes lie in `blocks` (a section), with the footnotes
    /// they reference listed after them.
    package func render(_ document: MarkdownDocument, blocks: Range<Int>) -> [String] {
        var layout = ProgressiveArticleLayout(
            walker: BlockLayoutWalker(document: document, width: width, options: options, only: blocks), width: width)
        layout.complete()
        return layout.lines
    }
}
