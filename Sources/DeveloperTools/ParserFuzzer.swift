import FoundationEssentials
import ItemsModel
import ShellKit
import ShellScripting
import ViperShell

/// Feeds generated inputs to every parser a user's text reaches — command lines, scripts,
/// variable expansion, search queries — and checks each one either parses or is rejected with
/// a one-line message, within `slowInputLimit`. A crash or a hang ends the run by itself.
package struct ParserFuzzer {
    /// What a run found.
    package struct Report: Sendable {
        package var inputs = 0
        package var accepted = 0
        package var rejected = 0
        /// Rejections whose message is empty or holds a control character such as a newline or ESC
        /// (each is a bug).
        package var badMessages: [String] = []
        /// Inputs slower than `slowInputLimit` (each is a bug), as "parser: N ms".
        package var slowInputs: [String] = []
        package var slowestMilliseconds = 0.0
    }

    /// An input slower than this is a hang (1 s: the bound, for a release build).
    package let slowInputLimit: Duration
    private let clock = ContinuousClock()

    package init(slowInputLimit: Duration = .seconds(1)) {
        self.slowInputLimit = slowInputLimit
    }

    /// Runs `count` inputs from the generator seeded with `seed`.
    package func run(count: Int, seed: UInt64) -> Report {
        var generator = FuzzInputGenerator(seed: seed)
        var report = Report()
        for _ in 0..<count {
            let bytes = generator.next()
            let line = String(decoding: bytes, as: UTF8.self)
            report.inputs += 1
            check("tokenizer", &report) { () throws(CommandLineError) in
                _ = try CommandLineTokenizer.tokenize(line)
            } message: {
                $0.message.text(in: .english)
            }
            check("query", &report) { () throws(ItemQueryError) in
                _ = try ItemQueryParser.parse(line)
            } message: {
                $0.message.text(in: .english)
            }
            check("variables", &report) { () throws(ScriptError) in
                _ = try VariableExpander.expand(line, environment: ["HOME": "/home/x"], mode: .commandLine)
            } message: {
                $0.message.text(in: .english)
            }
            let started = clock.now
            _ = ScriptParser.parse(line + "\n" + line, sourceName: "fuzz")
            record("script", clock.now - started, &report)
        }
        return report
    }

    private func check<E: Error>(
        _ parser: String, _ report: inout Report, _ body: () throws(E) -> Void, message: (E) -> String
    ) {
        let started = clock.now
        do {
            try body()
            report.accepted += 1
        } catch {
            report.rejected += 1
            let text = message(error)
            if text.isEmpty || text.unicodeScalars.contains(where: Self.isControl) {
                report.badMessages.append("\(parser): \(text.debugDescription)")
            }
        }
        record(parser, clock.now - started, &report)
    }

    /// A control character would let a hostile input break the one-line message or the terminal.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private func record(_ parser: String, _ elapsed: Duration, _ report: inout Report) {
        report.slowestMilliseconds = max(report.slowestMilliseconds, elapsed.milliseconds)
        if elapsed > slowInputLimit {
            report.slowInputs.append("\(parser): \(Int(elapsed.milliseconds)) ms")
        }
    }
}
