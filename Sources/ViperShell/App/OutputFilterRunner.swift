import FoundationEssentials
import OutputTools
import ShellHost
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
    /// The clock a template's `timeago` reads (the shell's, so `VIPER_SHELL_NOW` fixes it).
    package var now: @Sendable () -> Date

    package init(
        jsonMode: Bool = false, workingDirectory: String = "/", sessionFilter: JSONPostFilter? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.jsonMode = jsonMode
        self.workingDirectory = workingDirectory
        self.sessionFilter = sessionFilter
        self.now = now
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
        let command = extracted?.command ?? command
        guard let filter = extracted?.filter ?? sessionFilter else { return await body(command) }
        let filtering = JSONFiltering(filter: filter, now: now)
        let outcome = await JSONOutput.$filtering.withValue(filtering) { await body(command) }
        guard let worst = filtering.failures.max() else { return outcome }
        return outcome.then(.failed(worst))
    }
}
