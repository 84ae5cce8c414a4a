import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A spinner on standard error while something slow runs (an HTTP request): shown only at a
/// terminal and only once the work has taken `delay`, erased when it ends, never interleaved
/// with the line that follows.
struct ActivitySpinner: Sendable {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    let isEnabled: Bool
    let label: String
    var delay: Duration = .milliseconds(300)
    var interval: Duration = .milliseconds(100)
    /// Where frames go (standard error; tests capture them).
    var write: @Sendable (String) -> Void = { FileDescriptorWriter.write($0, to: STDERR_FILENO) }

    /// Runs `body`, spinning while it takes longer than `delay`.
    func run<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        guard isEnabled else { return try await body() }
        // True while frames may be written; cleared (under the lock) before the line is erased.
        let spinning = Mutex(true)
        let shown = Mutex(false)
        let spinner = Task { [delay, interval, label, write] in
            try? await Task.sleep(for: delay)
            var frame = 0
            while !Task.isCancelled {
                let drawn = spinning.withLock { active -> Bool in
                    if active { write("\r" + Self.frames[frame % Self.frames.count] + " " + label) }
                    return active
                }
                guard drawn else { return }
                shown.withLock { $0 = true }
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
