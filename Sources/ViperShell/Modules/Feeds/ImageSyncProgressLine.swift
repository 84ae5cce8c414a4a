import ShellKit

/// `sync --images`' progress on standard error (`images 37/120`), drawn as an import's is.
package struct ImageSyncProgressLine: Sendable {
    private let line: ProgressLine

    package init(isEnabled: Bool, language: Language) {
        line = ProgressLine(isEnabled: isEnabled, language: language)
    }

    package func update(done: Int, total: Int) {
        line.show(Message(FeedsMessage.syncImagesProgress, String(done), String(total)))
    }

    package func finish() { line.finish() }
}
