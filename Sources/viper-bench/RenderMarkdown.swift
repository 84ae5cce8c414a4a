import ArgumentParser
import CodeHighlighting
import FoundationEssentials
import MarkdownTerminal
import ShellKit

/// `viper-bench markdown FILE`: the article laid out as `open` lays it out (for the spec score,
/// the differential checks and the 1 MB row of Scripts/bench), or timed with `--time`.
struct RenderMarkdown: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Lay a Markdown file out for the terminal, as `open` does.")
    @Argument var file: String
    @Option var width = 80
    @Flag var color = false
    @Flag var hyperlinks = false
    @Option(help: "Lay the file out this many times and print the timings as JSON instead.") var time = 0

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
        emit(["runs": time, "bytes": markdown.utf8.count, "min_ms": samples[0], "p50_ms": samples[samples.count / 2]])
    }
}
