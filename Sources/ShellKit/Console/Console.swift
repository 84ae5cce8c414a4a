/// Where the shell's text goes: standard output for results, standard error for errors and
/// notices. The real one writes to the process's streams; tests use one that captures.
@MainActor public protocol Console: AnyObject {
    /// Writes `text` to standard output as is (callers add the newline).
    func writeOut(_ text: String)
    /// Writes `text` to standard error as is.
    func writeErr(_ text: String)
    /// Columns available for a line: the terminal's width, else `COLUMNS`, else 80.
    var width: Int { get }
    /// Whether standard output is a terminal (colour, pager and progress only then).
    var isTerminal: Bool { get }
    /// Writes out anything held back (output to a pipe or file is buffered).
    func flush()
}

public extension Console {
    package func flush() {}
}
