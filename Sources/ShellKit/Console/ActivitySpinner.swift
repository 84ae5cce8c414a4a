import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A spinner on standard error while something slow runs (an HTTP request): shown only at a
/// terminal and only once the work has taken `delay`, erased when it ends, never interleaved
/// with the line that follows.
package struct ActivitySpinner: Sendable {
    package static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    package let isEnabled: Bool
    package let label: String
    package var delay: Duration = .milliseconds(300)
    package var interval: Duration = .milliseconds(100)

    package init(isEnabled: Bool, label: String, delay: Duration = .milliseconds(300), interval: Duration = .milliseconds(100),
                 write: @escaping @Sendable (String) -> Void = { FileDescriptorWriter.write($0, to: STDERR_FILENO) }) {
        self.isEnabled = isEnabled
        self.label = label
        self.delay = delay
        self.interval = interval
        self.write = write
    }

    /// Where frames go (standard error; tests capture them).
    package var write: @Sendable (String) -> Void = { FileDescriptorWriter.write($0, to: STDERR_FILENO) }

    /// Runs `body`, spinning while it takes longer than `delay`.
    package func run<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        guard isEnabled else { return try await body() }
        // True while frames may be written; cleared (under the lock) before the line is erased.
        let spinning = Mutex(true)
        let shown = Mutex(false)
        let spinner = Task { [delay, interval, label, write] in
            try? await Task.sleep(for: delay)
            var frame = 0
            while !Task.isCancelled {
                // Drawn and marked shown under the same lock the end of the work takes, so a
                // frame is never left on the screen.
                let drawn = spinning.withLock { active -> Bool in
                    if active {
                        write("\r" + Self.frames[frame % Self.frames.count] + " " + label)
                        shown.withLock { $0 = true }
                    }
                    return active
                }
                guard drawn else { return }
                frame += 1
                try? await Task.sleep(for: interval)
            }
        }
        defer {
            spinning.withLock { $0 = false }
            spinner.cancel()
            if shown.withLock({ $0 }) { write("\r\u{1B}[K") }
        }
        return try await body()
    }
}
