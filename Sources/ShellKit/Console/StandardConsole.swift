#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and standard error, written with `write(2)`.
///
/// Output to a terminal is written at once. Output to a pipe or file is held in a buffer of up
/// to `bufferLimit` bytes, written before anything goes to standard error (so the two stay in
/// order), before the shell reads its next command, and at exit: a 10,000-command script then
/// costs one `write` per command rather than one per line.
@MainActor public final class StandardConsole: Console {
    package static let bufferLimit = 64 * 1024
    private let columnsVariable: String?
    public let isTerminal: Bool
    /// `--echo`: errors go to standard output too, so a transcript holds them in order.
    public var mergesErrors = false
    private var pending = ""

    public init(environment: [String: String]) {
        columnsVariable = environment["COLUMNS"]
        isTerminal = isatty(STDOUT_FILENO) == 1
    }

    public func writeOut(_ text: String) {
        let text = TerminalSanitizer.terminalSafe(text)
        guard !isTerminal else {
            FileDescriptorWriter.write(text, to: STDOUT_FILENO)
            return
        }
        pending += text
        if pending.utf8.count >= Self.bufferLimit { flush() }
    }

    public func writeErr(_ text: String) {
        if mergesErrors { return writeOut(text) }
        flush()
        FileDescriptorWriter.write(TerminalSanitizer.terminalSafe(text), to: STDERR_FILENO)
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        FileDescriptorWriter.write(pending, to: STDOUT_FILENO)
        pending = ""
    }

    public var width: Int {
        TerminalSize.columns(isTerminal: isTerminal, columnsVariable: columnsVariable)
    }
}
