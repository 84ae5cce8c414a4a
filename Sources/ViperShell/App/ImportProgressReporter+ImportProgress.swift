import ItemsModel
import ShellKit

/// The terminal's progress line is how the domain's imports report progress.
extension ImportProgressReporter: ImportProgress {
    package func begin() -> any ImportProgressRun { start() }
}

extension ImportProgressReporter.Run: ImportProgressRun {}
