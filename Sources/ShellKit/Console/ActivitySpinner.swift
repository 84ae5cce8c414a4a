import Dispatch
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

    package init(
        isEnabled: Bool, label: String, delay: Duration = .milliseconds(300), interval: Duration = .milliseconds(100),
        write: @escaping @Sendable (String) -> Void = { FileDescriptorWriter.write($0, to: STDERR_FILENO) }
    ) {
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
        let frames = SpinnerFrames(label: label, interval: interval, write: write)
        frames.start(after: delay)
        defer {
            if frames.stop() { write("\r\u{1B}[K") }
        }
        return try await body()
    }
}

/// The frames of one spinning, drawn on a dispatch queue of their own rather than by a task:
/// Swift's cooperative pool has a thread per core, and work that holds them all (a long search,
/// a test suite on two cores) once kept a task-driven spinner from ever drawing. Drawing and
/// stopping take the same lock, so no frame is written after the line is erased.
private final class SpinnerFrames: Sendable {
    private struct State {
        var active = true
        var shown = false
        var frame = 0
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "viper-shell spinner")
    private let label: String
    private let interval: DispatchTimeInterval
    private let write: @Sendable (String) -> Void

    init(label: String, interval: Duration, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.interval = Self.dispatchInterval(interval)
        self.write = write
    }

    func start(after delay: Duration) {
        queue.asyncAfter(deadline: .now() + Self.dispatchInterval(delay)) { [self] in tick() }
    }

    /// Stops drawing; whether a frame was shown (the caller then erases the line).
    func stop() -> Bool {
        state.withLock { state in
            state.active = false
            return state.shown
        }
    }

    private func tick() {
        let drawn = state.withLock { state -> Bool in
            guard state.active else { return false }
            write("\r" + ActivitySpinner.frames[state.frame % ActivitySpinner.frames.count] + " " + label)
            state.shown = true
            state.frame += 1
            return true
        }
        if drawn { queue.asyncAfter(deadline: .now() + interval) { [self] in tick() } }
    }

    private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
