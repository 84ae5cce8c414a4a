import ShellHost
import ShellKit

/// The lines of one script being run: a file's text, a stream (standard input) read line by
/// line, or `-c` commands. Hands out whole commands, and single raw lines for passwords.
@MainActor package final class ScriptLineSource {
    private enum Lines {
        case text([Substring])
        case stream(FileDescriptorLineReader)
        case commandList([String])
    }

    private let lines: Lines
    private var assembler: ScriptCommandAssembler
    /// The number of the last line taken (1-based).
    private var lineNumber = 0

    private init(name: String, lines: Lines) {
        self.lines = lines
        assembler = ScriptCommandAssembler(sourceName: name)
    }

    /// A whole script file's text (a leading UTF-8 BOM is ignored; LF or CRLF).
    package static func text(name: String, _ text: String) -> ScriptLineSource {
        ScriptLineSource(name: name, lines: .text(ScriptParser.lines(of: text)))
    }

    /// Lines as they arrive on a descriptor.
    package static func stream(name: String, reader: FileDescriptorLineReader) -> ScriptLineSource {
        ScriptLineSource(name: name, lines: .stream(reader))
    }

    /// `-c` commands, already split on `;`; command N is reported as line N.
    package static func commandList(_ commands: [String]) -> ScriptLineSource {
        ScriptLineSource(name: "-c", lines: .commandList(commands))
    }

    /// Whether this is `-c` commands (whose passwords come from standard input).
    package var isCommandList: Bool {
        if case .commandList = lines { return true }
        return false
    }

    /// The next command, continuations joined; nil at the end of the script.
    package func nextCommand() -> ScriptCommand? {
        if case let .commandList(commands) = lines {
            guard lineNumber < commands.count else { return nil }
            lineNumber += 1
            return ScriptCommand(sourceName: "-c", line: lineNumber, text: commands[lineNumber - 1])
        }
        while let line = nextLine() {
            if let command = assembler.add(line, number: lineNumber) { return command }
        }
        return assembler.finish()
    }

    /// The next raw line, for a password prompt; nil when the script has none left, or for
    /// `-c` commands (their passwords come from standard input).
    package func nextSecretLine() -> String? {
        if case .commandList = lines { return nil }
        return nextLine().map(String.init)
    }

    private func nextLine() -> Substring? {
        switch lines {
        case let .text(all):
            guard lineNumber < all.count else { return nil }
            lineNumber += 1
            return all[lineNumber - 1]
        case let .stream(reader):
            guard let line = reader.readLine() else { return nil }
            lineNumber += 1
            if lineNumber == 1, line.unicodeScalars.first == "\u{FEFF}" {
                return Substring(line.unicodeScalars.dropFirst())
            }
            return Substring(line)
        case .commandList:
            return nil
        }
    }
}
