/// Why the terminal could not be taken.
package enum TerminalSessionError: Error, Equatable, Sendable {
    /// Standard input is not a terminal (a pipe, a file): the caller prints instead.
    case notATerminal
}
