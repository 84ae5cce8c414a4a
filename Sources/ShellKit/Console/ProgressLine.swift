import Foundation
import Synchronization

/// One line of progress on standard error for a long piece of work (an import, a sync): drawn
/// over itself only when enabled (standard error is a terminal) and once the work has taken more
/// than `delay` (quick work stays silent, scripts never see it), cleared when the work ends.
package final class ProgressLine: Sendable {
    private let isEnabled: Bool
    private let language: Language
    private let delay: TimeInterval
    private let startedAt = Date()
    private let shown = Mutex(false)

    package init(isEnabled: Bool, language: Language, delay: TimeInterval = 1) {
        self.isEnabled = isEnabled
        self.language = language
        self.delay = delay
    }

    package func show(_ message: Message) {
        guard isEnabled, Date().timeIntervalSince(startedAt) >= delay else { return }
        shown.withLock { $0 = true }
        FileDescriptorWriter.write("\r\(message.text(in: language))\u{1B}[K", to: 2)
    }

    /// Clears the line, if it was drawn.
    package func finish() {
        if shown.withLock({ $0 }) { FileDescriptorWriter.write("\r\u{1B}[K", to: 2) }
    }
}
