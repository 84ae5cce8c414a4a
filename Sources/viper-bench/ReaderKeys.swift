import ArgumentParser
import CodeHighlighting
import DeveloperTools
import FoundationEssentials
import MarkdownTerminal
import ShellKit
import ViperShell

/// `viper-bench reader FILE`: the full-screen reader's key → frame in process (reader design §13),
/// beside Scripts/bench-reader's figures through a pty: each key decoded, applied to the reader's
/// state and drawn to the bytes a terminal would get (`ReaderDriver`), timed from the key's bytes
/// to the frame's. The same keys as the pty's: `j`, `d`, `G`/`g` in turn, `n` after a search, an
/// outline jump (`o`, a heading's number, Enter).
struct ReaderKeys: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reader", abstract: "Time the reader's keys in process: key to frame, and bytes per frame.")
    @Argument var file: String
    @Option var rows = 24
    @Option var columns = 80
    @Flag var color = false
    @Option(help: "Presses of each key.") var presses = 50
    @Option(help: "The word searched before `n` is pressed.") var search = "the"

    func run() throws {
        let markdown = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        let layout = MarkdownLayoutOptions(
            style: TextStyle(isEnabled: color), colorist: color ? CodeHighlighter.system : nil)
        var driver = ReaderDriver(markdown: markdown, title: "bench", rows: rows, columns: columns, layout: layout)
        var figures: [String: Any] = ["rows": rows, "columns": columns, "presses": presses]

        func press(_ name: String, _ keys: (Int) -> String, before: ((Int) -> Void)? = nil) {
            var times: [Double] = []
            var sizes: [Int] = []
            for index in 0..<presses {
                before?(index)
                let bytes = Array(keys(index).utf8)
                let started = ContinuousClock.now
                let frame = driver.type(bytes)
                times.append((ContinuousClock.now - started).milliseconds)
                sizes.append(frame.count)
            }
            sizes.sort()
            figures[name] = fields(LatencySummary(milliseconds: times)).merging(
                ["bytes_p50": sizes[sizes.count / 2], "bytes_max": sizes[sizes.count - 1]]) { $1 }
        }

        press("j") { _ in "j" }
        press("d") { _ in "d" }
        press("G/g") { $0 % 2 == 0 ? "G" : "g" }
        _ = driver.type(Array("g/\(search)\r".utf8))
        figures["search_status"] = driver.statusLine
        press("n") { _ in "n" }
        let headings = max(driver.headingCount, 1)
        press("outline jump", { _ in "\r" }) { index in
            _ = driver.type(Array("o".utf8))
            _ = driver.type(Array(String(1 + (index * 37) % headings).utf8))
        }
        emit(figures)
    }
}
