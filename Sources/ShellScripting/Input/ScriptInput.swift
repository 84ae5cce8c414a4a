#if canImport(Glibc)
import Glibc
#endif
import ShellHost
import ShellKit

/// Command lines from scripts: `-f FILE` (or `-` for standard input) and `-c` arguments, in
/// order, then the end of input. Lines are returned as written (`ExpandingLineInput` expands
/// `${NAME}` later), each with its `FILE:LINE` (or `-c:N`) location.
///
/// A password prompt takes the next physical line of the script being run; for `-c` commands,
/// the next line of standard input. Scripts on a pipe run as their lines arrive.
@MainActor package final class ScriptInput: LineInput {
    /// Where commands come from.
    package enum Source: Equatable {
        /// A script file, or `-` for standard input; `shownAs` replaces its name in messages.
        case file(String, shownAs: String? = nil)
        /// `-c` arguments; each may hold several `;`-separated commands.
        case commands([String])
    }

    private var sources: ArraySlice<Source>
    private var current: ScriptLineSource?
    private let standardInput: FileDescriptorLineReader
    /// Passwords for `-c` commands are asked at the terminal (echo off) when stdin is one.
    private let standardInputIsTerminal: Bool

    package init(
        sources: [Source], standardInput: FileDescriptorLineReader = FileDescriptorLineReader(descriptor: 0),
        standardInputIsTerminal: Bool = false
    ) {
        self.sources = sources[...]
        self.standardInput = standardInput
        self.standardInputIsTerminal = standardInputIsTerminal
    }

    package func readCommand(prompt: String) -> LineInputEvent {
        while true {
            if let command = current?.nextCommand() {
                return .line(command.text, location: "\(command.sourceName):\(command.line)")
            }
            guard let source = sources.popFirst() else {
                current = nil
                return .endOfInput
            }
            switch open(source) {
            case let .success(lines): current = lines
            case let .failure(failure):
                current = nil
                return .invalid(failure.message, status: .usage, location: nil)
            }
        }
    }

    package private(set) var secretLinesRead = 0

    package func readSecret(prompt: String) -> String? {
        secretLinesRead += 1
        if let current, !current.isCommandList { return current.nextSecretLine() }
        return standardInputIsTerminal
            ? TerminalSecretPrompt.read(prompt: prompt, from: standardInput)
            : standardInput.readLine()
    }

    /// The line the prompt would have taken: the script's next one, or standard input's for
    /// `-c` commands. At a terminal nothing is asked: what was typed ahead is dropped.
    package func skipSecret(prompt: String) -> String? {
        if let current, !current.isCommandList { return current.nextSecretLine() }
        guard !standardInputIsTerminal else {
            tcflush(STDIN_FILENO, TCIFLUSH)
            return nil
        }
        return standardInput.readLine()
    }

    package func close() {}

    private func open(_ source: Source) -> Result<ScriptLineSource, ScriptOpeningFailure> {
        switch source {
        case let .file("-", shownAs):
            return .success(.stream(name: shownAs ?? "-", reader: standardInput))
        case let .file(path, shownAs):
            do {
                guard let bytes = try FileReader.read(path) else {
                    return .failure(
                        ScriptOpeningFailure(
                            message: Message(
                                InputMessage.scriptUnreadable,
                                parts: [.text(path), .systemReason(SystemError.describe(ENOENT))])))
                }
                return .success(.text(name: shownAs ?? path, String(decoding: bytes, as: UTF8.self)))
            } catch {
                guard case let .unreadable(_, reason) = error else {
                    return .failure(ScriptOpeningFailure(message: error.message))
                }
                return .failure(
                    ScriptOpeningFailure(
                        message: Message(InputMessage.scriptUnreadable, parts: [.text(path), .systemReason(reason)])))
            }
        case let .commands(arguments):
            let commands = arguments.flatMap(ScriptParser.splitCommands)
            return .success(.commandList(commands))
        }
    }
}

/// Why a script could not be opened, as the message the user sees.
package struct ScriptOpeningFailure: Error {
    package let message: Message
}
