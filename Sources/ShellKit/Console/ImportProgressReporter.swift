import Foundation
import Synchronization

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
        private let reporter: ImportProgressReporter
        private let startedAt = Date()
        private let shown = Mutex(false)

        fileprivate init(reporter: ImportProgressReporter) {
            self.reporter = reporter
        }

        package func update(done: Int, total: Int) {
            guard reporter.isEnabled, Date().timeIntervalSince(startedAt) >= reporter.delay, total > 0 else { return }
            shown.withLock { $0 = true }
            let percent = done * 100 / total
            let text = Message(.catalogueImportProgress, String(percent), String(done), String(total)).text(in: reporter.language)
            FileDescriptorWriter.write("\r\(text)\u{1B}[K", to: 2)
        }

        package func finish() {
            if shown.withLock({ $0 }) { FileDescriptorWriter.write("\r\u{1B}[K", to: 2) }
        }
    }

    package func start() -> Run { Run(reporter: self) }
}
