import ShellKit

/// Runs a module's command under its `--jq` or `--template` (taken out of its words first), or
/// under the session's (`--format json --jq …`): a bad filter is a usage error before the command
/// runs; a jq error while printing makes the command fail, and a template naming a field the JSON
/// lacks makes it a usage error.
@MainActor package struct OutputFilterRunner {
    package var jsonMode = false
    package var workingDirectory = "/"
    /// `--jq` or `--template` given with `--format json` for the whole session.
    package var sessionFilter: JSONPostFilter?

    package init(jsonMode: Bool = false, workingDirectory: String = "/", sessionFilter: JSONPostFilter? = nil) {
        self.jsonMode = jsonMode
        self.workingDirectory = workingDirectory
        self.sessionFilter = sessionFilter
    }

    package func run(
        _ command: CommandInvocation, screen: Screen, _ body: (CommandInvocation) async -> CommandOutcome
    ) async -> CommandOutcome {
        let extracted: (command: CommandInvocation, filter: JSONPostFilter)?
        do {
            extracted = try OutputFilterOption.extract(
                from: command, jsonMode: jsonMode, workingDirectory: workingDirectory)
        } catch {
            screen.fail(error.message)
            return .failed(.usage)
        }
        let failuresBefore = JSONOutput.failures.count
        JSONOutput.filter = extracted?.filter ?? sessionFilter
        defer { JSONOutput.filter = nil }
        let outcome = await body(extracted?.command ?? command)
        guard let worst = JSONOutput.failures[failuresBefore...].max() else { return outcome }
        return outcome.then(.failed(worst))
    }
}
