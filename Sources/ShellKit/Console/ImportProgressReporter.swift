import FoundationEssentials

/// Shows import progress on standard error, only when it is a terminal and the import has
/// already taken more than `delay` (quick imports stay silent, scripts never see it).
package struct ImportProgressReporter: Sendable {
    package let isEnabled: Bool
    package let language: Language
    package var delay: TimeInterval = 1

    package init(isEnabled: Bool, language: Language, delay: TimeInterval = 1) {
        self.isEnabled = isEnabled
        self.language = language
        self.delay = delay
    }

    /// One running import.
    package final class Run: Sendable {
        private let line: ProgressLine

        fileprivate init(reporter: ImportProgressReporter) {
            line = ProgressLine(isEnabled: reporter.isEnabled, language: reporter.language, delay: reporter.delay)
        }

        /// `items` written so far, `fraction` (0…1) of the source read.
        package func update(items: Int, fraction: Double) {
            let percent = Int((fraction * 100).rounded(.down))
            line.show(Message(ShellMessage.catalogueImportProgress, String(min(max(percent, 0), 100)), String(items)))
        }

        /// The items are in; the search index is being built.
        package func indexing() {
            line.show(Message(ShellMessage.catalogueImportIndexing))
        }

        package func finish() { line.finish() }
    }

    package func start() -> Run { Run(reporter: self) }
}
