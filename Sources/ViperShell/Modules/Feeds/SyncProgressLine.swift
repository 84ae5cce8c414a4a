import FeedSync
import ShellKit

/// A running sync's progress on standard error, drawn as an import's is (`ProgressLine`).
package struct SyncProgressLine: FeedSyncProgress {
    private let line: ProgressLine

    package init(isEnabled: Bool, language: Language) {
        line = ProgressLine(isEnabled: isEnabled, language: language)
    }

    package func update(items: Int, comments: Int, requests: Int) {
        line.show(Message(FeedsMessage.syncProgress, String(items), String(comments), String(requests)))
    }

    package func finish() { line.finish() }
}
