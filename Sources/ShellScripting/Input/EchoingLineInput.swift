import ShellHost
import ShellKit

/// `--echo`: writes each command after its prompt before it runs, so the output reads as a
/// transcript (like `psql -a`). A password is shown as `********`, never its value; when the
/// script answered with a variable (`${NAME}` or `${NAME:-…}`), its name follows in
/// parentheses (`Password: ******** (${NAME})`) so `--expect` can answer the same way.
@MainActor package final class EchoingLineInput: LineInput {
    /// What a password line looks like in a transcript.
    package nonisolated static let maskedSecret = "********"

    private let base: LineInput
    private let console: Console

    package init(_ base: LineInput, console: Console) {
        self.base = base
        self.console = console
    }

    /// A command is echoed with its prompt, and handed on without its `FILE:LINE` place: its
    /// errors follow it directly, so they need no place (and a transcript stays the same
    /// whichever file, pipe or `-c` it was captured from, and whatever lines come before it).
    package func readCommand(prompt: String) -> LineInputEvent {
        let event = base.readCommand(prompt: prompt)
        guard case let .line(text, _) = event else { return event }
        console.writeOut(prompt + TerminalSanitizer.inline(text) + "\n")
        return .line(text, location: nil)
    }

    package func readSecret(prompt: String) -> String? {
        let secret = base.readSecret(prompt: prompt)
        guard let secret else { return nil }
        echoMasked(secret, prompt: prompt)
        return secret
    }

    /// A skipped password line is shown masked like an answered one (a blank one not at all),
    /// so the transcript replays it the same way.
    package func skipSecret(prompt: String) -> String? {
        let line = base.skipSecret(prompt: prompt)
        if let line, !line.allSatisfy(\.isWhitespace) { echoMasked(line, prompt: prompt) }
        return line
    }

    package var secretLinesRead: Int { base.secretLinesRead }

    package func close() { base.close() }

    private func echoMasked(_ secret: String, prompt: String) {
        let source = ExpandingLineInput.referencedName(secret).map { " (${\($0)})" } ?? ""
        console.writeOut(prompt + Self.maskedSecret + source + "\n")
    }
}
