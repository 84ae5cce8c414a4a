import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of progress on standard error for a long piece of work (an import, a sync): drawn
/// over itself only when enabled (standard error is a terminal) and once the work has taken more
/// than `delay` (quick work stays silent, scripts never see it), cleared when the work ends.
/// Each update is cut to the terminal's width as it is then (the terminal may have been resized),
/// leaving the last column free, as curl and pip do: a line that wrapped would leave a stale copy
/// above the next one.
package final class ProgressLine: Sendable {
    private let isEnabled: Bool
    private let language: Language
    private let delay: TimeInterval
    private let startedAt = Date()
    private let shown = Mutex(false)
    /// The terminal's columns now; nil when unknown (the line is then written whole).
    private let columns: @Sendable () -> Int?
    private let write: @Sendable (String) -> Void

    package init(
        isEnabled: Bool, language: Language, delay: TimeInterval = 1,
        columns: @escaping @Sendable () -> Int? = { TerminalSize.columns(ofDescriptor: STDERR_FILENO) },
        write: @escaping @Sendable (String) -> Void = { FileDescriptorWriter.write($0, to: STDERR_FILENO) }
    ) {
        self.isEnabled = isEnabled
        self.language = language
        self.delay = delay
        self.columns = columns
        self.write = write
    }

    package func show(_ message: Message) {
        guard isEnabled, Date().timeIntervalSince(startedAt) >= delay else { return }
        shown.withLock { $0 = true }
        write("\r\(Self.fitted(message.text(in: language), columns: columns()))\u{1B}[K")
    }

    /// Clears the line, if it was drawn.
    package func finish() {
        if shown.withLock({ $0 }) { write("\r\u{1B}[K") }
    }

    /// `text` cut (by display columns, "…" ending what was cut) to leave the last of `columns`
    /// free: a line reaching the last column makes many terminals wrap at the next character.
    package static func fitted(_ text: String, columns: Int?) -> String {
        guard let columns else { return text }
        return text.truncated(toDisplayWidth: columns - 1)
    }
}
