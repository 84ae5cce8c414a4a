import FoundationEssentials
import ShellKit

/// A transcript as `--echo` writes it, read back for `--expect`.
///
/// ```
/// # The `#` and blank lines before the first prompt line are the header. Three are read:
/// # args: --lang ja --per-page 5          (options for the replay)
/// # env: VIPER_SHELL_NOW=2026-11-01T12:00:00+09:00 COLUMNS=100
/// # file: session.json = {"broken": (a file put in the fresh home first)
/// login> register alice1234
/// Password: ******** (${VIPER_PASSWORD})
/// Password (again): ******** (${VIPER_PASSWORD})
/// Registered alice1234.
/// ```
///
/// A command line starts with a prompt: a module name of lowercase letters and digits, after
/// `ID@` when logged in (`login> `, `alice1234@items> `, `alice1234@item> `). A line ending
/// in `: ********` or `: ******** (${NAME})` right after a command (or another such line, or
/// after at most two notice lines the command printed first) answered a password prompt and is
/// replayed as `${NAME}` (`${VIPER_PASSWORD}` when no name is given); everything else is
/// expected output.
package struct Transcript {
    /// The header comment lines, kept as they are when the transcript is rewritten.
    package var header: [String]
    /// Options for the replay (`# args:`), and environment variables (`# env:`).
    package var arguments: [String]
    package var environment: [String: String]
    /// Files to create in the replay's fresh home before it starts (`# file: NAME = TEXT`), so a
    /// transcript can show how the shell treats a damaged state file.
    package var files: [(name: String, contents: String)] = []
    /// The lines after the header: commands and their output.
    package var body: [String]
    /// The 1-based line number in the file of `body[0]`.
    package var bodyStartLine: Int

    /// Reads a transcript's text; an `# args:` or `# env:` line that does not tokenize is an error.
    package static func parse(_ text: String) throws(CommandLineError) -> Transcript {
        let lines = ScriptParser.lines(of: text).map(String.init)
        // Comments and blank lines before the first prompt are the header: nothing is expected
        // before the first command, so a blank line there is spacing, not output.
        let headerCount = lines.prefix { ($0.hasPrefix("#") || $0.allSatisfy(\.isWhitespace)) && !isCommand($0) }.count
        var transcript = Transcript(
            header: Array(lines[..<headerCount]), arguments: [], environment: [:],
            body: Array(lines[headerCount...]), bodyStartLine: headerCount + 1)
        for line in transcript.header {
            if let value = line.removingPrefix("# args:") {
                transcript.arguments += try CommandLineTokenizer.tokenize(value)
            } else if let value = line.removingPrefix("# file:"), let equals = value.firstRange(of: " = ") {
                let name = value[..<equals.lowerBound].trimmingBlanks()
                transcript.files.append((name, String(value[equals.upperBound...]) + "\n"))
            } else if let value = line.removingPrefix("# env:") {
                for assignment in try CommandLineTokenizer.tokenize(value) {
                    guard let equals = assignment.firstIndex(of: "=") else { continue }
                    transcript.environment[String(assignment[..<equals])] = String(
                        assignment[assignment.index(after: equals)...])
                }
            }
        }
        return transcript
    }

    /// The script that replays the body, line for line (so a problem with the script itself is
    /// reported at the transcript's own line): commands without their prompt, password answers as
    /// `${VIPER_PASSWORD}`, output lines blank. Nil when the body holds no command. A password
    /// echo answers the command above it even when a notice came between them (a warning the
    /// command printed before asking): the answers go on the lines right after the command,
    /// where the script reader looks for them.
    /// Lines a command may print (warnings) before the password prompts it answers.
    static let noticesBeforeAnswers = 2

    package var replayScript: String? {
        var script = Array(repeating: "", count: bodyStartLine - 1)
        var nextAnswerLine: Int?
        var answered = false
        var noticesAllowed = 0
        var commands = 0
        for line in body {
            if let command = Self.command(in: line) {
                script.append(command)
                commands += 1
                nextAnswerLine = script.count
                answered = false
                noticesAllowed = Self.noticesBeforeAnswers
            } else if let slot = nextAnswerLine, let answer = Self.secretAnswer(in: line) {
                script.append("")
                script[slot] = answer
                nextAnswerLine = slot + 1
                answered = true
            } else {
                script.append("")
                // Output ends the answers; before the first one only a few notice lines may come.
                if answered || noticesAllowed == 0 { nextAnswerLine = nil } else { noticesAllowed -= 1 }
            }
        }
        return commands == 0 ? nil : script.joined(separator: "\n") + "\n"
    }

    /// How many commands the body holds.
    package var commandCount: Int { body.filter { Self.command(in: $0) != nil }.count }

    /// The command typed after a prompt, or nil when `line` is not a prompt line.
    package static func command(in line: String) -> String? {
        guard let end = line.firstRange(of: "> ") else { return nil }
        let prompt = line[..<end.lowerBound]
        let parts = prompt.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let module = parts.last, module.first?.isLowercase == true,
            module.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }),
            parts.dropLast().allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return String(line[end.upperBound...])
    }

    /// The script line that answers the password prompt echoed as `line`, or nil when `line`
    /// is not such an echo.
    package static func secretAnswer(in line: String) -> String? {
        let mask = ": " + EchoingLineInput.maskedSecret
        if line.hasSuffix(mask) { return SessionRecorder.secretPlaceholder }
        guard let range = line.ranges(of: mask + " (${").last, line.hasSuffix("})") else { return nil }
        let name = line[range.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return nil
        }
        return "${\(name)}"
    }

    private static func isCommand(_ line: String) -> Bool { command(in: line) != nil }
}

private extension String {
    func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
