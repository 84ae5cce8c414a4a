import FeedSync
import Foundation
import ShellKit
import Synchronization

/// A running sync's progress on standard error, as an import's: only at a terminal, and only
/// once the sync has taken more than a second; cleared when it ends.
package final class SyncProgressLine: FeedSyncProgress {
    private let isEnabled: Bool
    private let language: Language
    private let startedAt = Date()
    private let shown = Mutex(false)

    package init(isEnabled: Bool, language: Language) {
        self.isEnabled = isEnabled
        self.language = language
    }

    package func update(items: Int, comments: Int, requests: Int) {
        guard isEnabled, Date().timeIntervalSince(startedAt) >= 1 else { return }
        shown.withLock { $0 = true }
        let text = Message(FeedsMessage.syncProgress, String(items), String(comments), String(requests)).text(
            in: language)
        FileDescriptorWriter.write("\r\(text)\u{1B}[K", to: 2)
    }

    package func finish() {
        if shown.withLock({ $0 }) { FileDescriptorWriter.write("\r\u{1B}[K", to: 2) }
    }
}
