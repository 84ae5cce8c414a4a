import ArgumentParser
import CodeHighlighting
import DeveloperTools
import FoundationEssentials

/// `viper-bench highlight`: times `CodeHighlighter` on one file, in process: the first call
/// (cold: source-highlight reads the language's definition, the outlang and the style) and
/// then warm calls; `--show` prints the coloured lines instead.
struct Highlight: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "highlight",
        abstract: "Time highlighting a file's code in process: the first call, then warm calls.")
    @Option(help: "The fence name of the code's language.") var language: String
    @Option(help: "Measured warm calls.") var repetitions = 50
    @Flag(help: "Print the highlighted lines instead of timing.") var show = false
    @Argument(help: "The file holding the code.") var file: String

    func run() throws {
        let code = try String(contentsOfFile: file, encoding: .utf8)
        let highlighter = CodeHighlighter.system
        if show {
            guard let lines = highlighter.highlight(code, language: language) else {
                throw ValidationError("not highlighted")
            }
            print(lines.joined(separator: "\n"))
            return
        }
        let started = ContinuousClock.now
        let first = highlighter.highlight(code, language: language)
        let cold = (ContinuousClock.now - started).milliseconds
        guard let first else { throw ValidationError("\(language) was not highlighted") }
        var warm: [Double] = []
        for _ in 0..<repetitions {
            let call = ContinuousClock.now
            _ = highlighter.highlight(code, language: language)
            warm.append((ContinuousClock.now - call).milliseconds)
        }
        emit(
            ["language": language, "lines": first.count, "cold_ms": cold].merging(
                fields(LatencySummary(milliseconds: warm))
            ) { $1 })
    }
}
