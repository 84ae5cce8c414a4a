import ShellKit

/// Where the shell's command lines come from: readline at a terminal, plain lines from a pipe,
/// or a script. It also reads secrets, since a script answers a password prompt with a line.
@MainActor public protocol LineInput: SecretReader {
    /// The next command line (prompt shown only where it makes sense).
    func readCommand(prompt: String) -> LineInputEvent
    /// Consumes, unused, the line a secret prompt would have read (the password after a
    /// `login` that was refused before asking): it is never run, shown or kept. Returns it, for
    /// the layers above to mask, or nil when nothing was read (the end of the input; a
    /// terminal, where typed-ahead input is dropped and the next line held back instead).
    func skipSecret(prompt: String) -> String?
    /// How many lines have been read for secret prompts so far (skipped ones not counted).
    var secretLinesRead: Int { get }
    /// How many secret lines could not be read as written (a script's `${NAME}` unset) so far:
    /// the command that asked for one fails as a usage error.
    var secretLinesRefused: Int { get }
    /// Called once when the shell leaves: save history, restore the terminal.
    func close()
}

/// What reading a command produced.
public enum LineInputEvent: Equatable, Sendable {
    /// A line; `location` is `FILE:LINE` when it came from a script.
    case line(String, location: String?)
    /// A line that cannot run (a script's `${NAME}` is unset, a script file is unreadable): the
    /// loop reports `message` with `status` as that command's failure and reads on.
    case invalid(Message, status: ExitStatus, location: String?)
    /// Ctrl-C at the prompt: the line was abandoned.
    case interrupted
    /// Ctrl-D or the end of the input.
    case endOfInput
}

extension LineInput {
    /// Only a layer that expands a script's variables refuses a secret line.
    public var secretLinesRefused: Int { 0 }
}
