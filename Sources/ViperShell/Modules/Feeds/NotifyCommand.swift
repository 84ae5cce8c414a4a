import FoundationEssentials
import ShellKit

/// Runs the `notify-command` setting with `/bin/sh -c`, the news in its environment, its
/// output left on the terminal (a notifier may print), standard input closed.
package enum NotifyCommand {
    package static func run(_ command: String, environment: [String: String]) async -> NotifyOutcome {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let outcome = await ChildProcess.runDetached(
            "/bin/sh", arguments: ["-c", command], environment: merged, output: .inherit, errors: .inherit)
        switch outcome {
        case .failure: return .failed(127)
        case .success(let result): return result.status == 0 ? .ran : .failed(result.status)
        }
    }
}
