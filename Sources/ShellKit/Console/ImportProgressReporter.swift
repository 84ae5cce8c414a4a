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

        /// `items` written so far, `fraction` (0…1) of the source read.
        package func update(items: Int, fraction: Double) {
            let percent = Int((fraction * 100).rounded(.down))
            show(Message(ShellMessage.catalogueImportProgress, String(min(max(percent, 0), 100)), String(items)))
        }

        /// The items are in; the search index is being built.
        package func indexing() {
            show(Message(ShellMessage.catalogueImportIndexing))
        }

        private func show(_ message: Message) {
            guard reporter.isEnabled, Date().timeIntervalSince(startedAt) >= reporter.delay else { return }
            shown.withLock { $0 = true }
            FileDescriptorWriter.write("\r\(message.text(in: reporter.language))\u{1B}[K", to: 2)
        }

        package func finish() {
            if shown.withLock({ $0 }) { FileDescriptorWriter.write("\r\u{1B}[K", to: 2) }
        }
    }

    package func start() -> Run { Run(reporter: self) }
}
