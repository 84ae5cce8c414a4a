import ArgumentParser
import CodeHighlighting
import FoundationEssentials
import MarkdownTerminal
import ShellKit

/// `viper-bench markdown FILE`: the article laid out as `open` lays it out (for the spec score,
/// the differential checks and the 1 MB row of Scripts/bench), or timed with `--time`; with
/// `--search`, the reader's search over it is timed too (Scripts/bench-reader).
struct RenderMarkdown: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Lay a Markdown file out for the terminal, as `open` does.")
    @Argument var file: String
    @Option var width = 80
    @Flag var color = false
    @Flag var hyperlinks = false
    @Option(help: "Lay the file out this many times and print the timings as JSON instead.") var time = 0
    @Option(help: "With --time: also time the reader's search for this pattern (its text made, folded, searched).")
    var search: String?
    @Option(help: "With --time: the terminal's rows, for the reader's first frame (its first 2 × rows lines).")
    var rows = 24

    func run() throws {
        // Bytes that are not UTF-8 become U+FFFD, as an item's body from JSON never holds them.
        let markdown = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        let options = MarkdownLayoutOptions(
            style: TextStyle(isEnabled: color), hyperlinks: hyperlinks,
            colorist: color ? CodeHighlighter.system : nil)
        let renderer = MarkdownTerminalRenderer(width: width, options: options)
        guard time > 0 else {
            print(renderer.render(markdown).joined(separator: "\n"))
            return
        }
        var samples: [Double] = []
        for _ in 0..<time {
            let started = ContinuousClock.now
            _ = renderer.render(markdown)
            samples.append((ContinuousClock.now - started).milliseconds)
        }
        samples.sort()
        var figures: [String: Any] = [
            "runs": time, "bytes": markdown.utf8.count, "min_ms": samples[0], "p50_ms": samples[samples.count / 2],
        ]
        figures.merge(openingFigures(renderer: renderer, markdown: markdown)) { $1 }
        if let search { figures.merge(searchFigures(search, renderer: renderer, markdown: markdown)) { $1 } }
        emit(figures)
    }

    /// The parse alone, and what the reader's first frame lays out (reader design §13): the parse
    /// and the first `2 × rows` lines of the layout (`ReaderDocumentBuilder.opening`).
    private func openingFigures(renderer: MarkdownTerminalRenderer, markdown: String) -> [String: Any] {
        var parse: [Double] = []
        var opening: [Double] = []
        for _ in 0..<time {
            let started = ContinuousClock.now
            var layout = renderer.progressiveLayout(parsing: markdown)
            parse.append((ContinuousClock.now - started).milliseconds)
            layout.extend(toAtLeast: rows * 2)
            opening.append((ContinuousClock.now - started).milliseconds)
        }
        parse.sort()
        opening.sort()
        return ["parse_p50_ms": parse[parse.count / 2], "opening_p50_ms": opening[opening.count / 2]]
    }

    /// The reader's first search for `pattern` (reader design §6): the article's search text joined
    /// from its layout, folded, and searched; and a later search on the folded text alone.
    private func searchFigures(
        _ pattern: String, renderer: MarkdownTerminalRenderer, markdown: String
    ) -> [String: Any] {
        let layout = renderer.layout(.init(parsing: markdown))
        let ignoresCase = LiteralSearch.ignoresCase(pattern)
        var joined: [Double] = []
        var first: [Double] = []
        var again: [Double] = []
        var count = 0
        for _ in 0..<time {
            let started = ContinuousClock.now
            let text = ArticleText(layout).text
            joined.append((ContinuousClock.now - started).milliseconds)
            let folded = FoldedText(text, ignoringCase: ignoresCase)
            count = LiteralSearch.matches(of: pattern, in: folded, ignoringCase: ignoresCase).count
            first.append((ContinuousClock.now - started).milliseconds)
            let searched = ContinuousClock.now
            _ = LiteralSearch.matches(of: pattern, in: folded, ignoringCase: ignoresCase)
            again.append((ContinuousClock.now - searched).milliseconds)
        }
        joined.sort()
        first.sort()
        again.sort()
        return [
            "matches": count, "search_text_p50_ms": joined[joined.count / 2],
            "search_first_p50_ms": first[first.count / 2], "search_again_p50_ms": again[again.count / 2],
        ]
    }
}
