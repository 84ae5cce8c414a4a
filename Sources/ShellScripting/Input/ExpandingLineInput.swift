import FoundationEssentials
import ShellHost
import ShellKit

/// Expands `${NAME}` and `${NAME:-default}` from the environment in a script's lines: command
/// lines for the tokenizer, password lines verbatim (so a password comes from the environment,
/// never from the script). An unset variable makes that line fail with a message naming it.
@MainActor package final class ExpandingLineInput: LineInput {
    private let base: LineInput
    private let environment: [String: String]
    private let language: Language
    private let reportSecretError: (Message) -> Void
    package private(set) var secretLinesRefused = 0

    /// `reportSecretError` shows why a password line could not be expanded (the prompt then
    /// counts as cancelled).
    package init(
        _ base: LineInput, environment: [String: String], language: Language,
        reportSecretError: @escaping (Message) -> Void
    ) {
        self.base = base
        self.environment = environment
        self.language = language
        self.reportSecretError = reportSecretError
    }

    package func readCommand(prompt: String) -> LineInputEvent {
        let event = base.readCommand(prompt: prompt)
        guard case let .line(text, location) = event else { return event }
        if Self.referencedName(text) != nil {
            // A password answer that no prompt asked for (the command before it failed early):
            // running it would put the secret in an "unknown command" error.
            return .invalid(Message(InputMessage.scriptUnaskedSecret, text), status: .usage, location: location)
        }
        do {
            return .line(
                try VariableExpander.expand(text, environment: environment, mode: .commandLine), location: location)
        } catch {
            return .invalid(message(for: error), status: .usage, location: location)
        }
    }

    package func readSecret(prompt: String) -> String? {
        guard let line = base.readSecret(prompt: prompt) else { return nil }
        do {
            return try VariableExpander.expand(line, environment: environment, mode: .verbatim)
        } catch {
            reportSecretError(message(for: error))
            secretLinesRefused += 1
            return nil
        }
    }

    /// Skipped as it stands: a line that is never used needs no variable set.
    package func skipSecret(prompt: String) -> String? { base.skipSecret(prompt: prompt) }

    package var secretLinesRead: Int { base.secretLinesRead }

    package func close() { base.close() }

    /// `NAME` when `text` is `${NAME}` or `${NAME:-…}` alone (blanks around allowed): how a
    /// script answers a password prompt.
    package nonisolated static func referencedName(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return nil }
        let trimmed = text.trimmingBlanks()
        guard trimmed.hasPrefix("${"), trimmed.hasSuffix("}") else { return nil }
        let name = trimmed.dropFirst(2).prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard let first = name.first, !first.isNumber else { return nil }
        let rest = trimmed.dropFirst(2 + name.count)
        if rest == "}" { return String(name) }
        guard rest.hasPrefix(":-"), !rest.dropFirst(2).contains("${"),
            rest.firstIndex(of: "}") == rest.index(before: rest.endIndex)
        else {
            return nil
        }
        return String(name)
    }

    private func message(for error: ScriptError) -> Message {
        error.message
    }
}
