import FoundationEssentials
import ShellKit

/// One command's `--jq` or `--template` (or the session's): the filter, the clock `timeago`
/// reads, and the exit status of each filtering that failed while the command printed (a jq
/// error; a template naming a field the JSON lacks), which the runner turns into its status.
@MainActor package final class JSONFiltering {
    package let filter: JSONPostFilter
    /// The clock `timeago` reads (the shell's, so `VIPER_SHELL_NOW` fixes it).
    package let now: @Sendable () -> Date
    package private(set) var failures: [ExitStatus] = []

    package init(filter: JSONPostFilter, now: @escaping @Sendable () -> Date) {
        self.filter = filter
        self.now = now
    }

    /// A filtering that failed at run time (it already said why).
    package func noteFailure(_ status: ExitStatus) {
        failures.append(status)
    }
}
