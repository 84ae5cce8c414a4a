import ShellKit

/// Builds a script's commands from its lines one at a time, by `ScriptParser`'s rules
/// (comments, blank lines, backslash continuations), so a script arriving on a pipe runs as
/// its lines arrive instead of after the writer closes the pipe.
package struct ScriptCommandAssembler {
    package let sourceName: String
    private var pending: (line: Int, text: String, tracker: ScriptParser.QuoteTracker)?

    package init(sourceName: String) {
        self.sourceName = sourceName
    }

    /// Adds line `number` (1-based, without its line break); returns the command it completes.
    package mutating func add(_ line: Substring, number: Int) -> ScriptCommand? {
        if pending == nil, ScriptParser.isSkipped(line) { return nil }
        var command = pending ?? (line: number, text: "", tracker: ScriptParser.QuoteTracker())
        command.text += line
        for character in line { _ = command.tracker.advance(over: character) }
        if command.tracker.isContinuingLine {
            command.text.removeLast()
            command.tracker.dropPendingEscape()
            pending = command
            return nil
        }
        pending = nil
        return ScriptCommand(sourceName: sourceName, line: command.line, text: command.text)
    }

    /// The command a continuation on the last line left open, if any (its backslash dropped).
    package mutating func finish() -> ScriptCommand? {
        defer { pending = nil }
        return pending.map { ScriptCommand(sourceName: sourceName, line: $0.line, text: $0.text) }
    }
}
