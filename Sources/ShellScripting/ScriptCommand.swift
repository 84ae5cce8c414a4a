import ShellKit

/// One command of a script: where it starts and its raw text (continuations joined, variables not
/// yet expanded).
public struct ScriptCommand: Equatable, Sendable {
    /// The script's name as shown in messages (a path, or `-c` for a command-line argument).
    public let sourceName: String
    /// The 1-based line on which the command starts.
    public let line: Int
    /// The command as written, with each backslash-newline removed; not yet expanded.
    public let text: String

    public init(sourceName: String, line: Int, text: String) {
        self.sourceName = sourceName
        self.line = line
        self.text = text
    }
}
