#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShellKit

/// The full screen's hold on the terminal: `enter()` saves the line settings, switches to raw
/// mode and writes `ScreenModes.enteringBytes`; `leave()` writes `leavingBytes` and puts the
/// settings back. Both are idempotent, and leaving happens on every way out: `run` leaves when
/// its body returns or throws, `pendingSignal()` reports SIGTERM, SIGHUP and SIGINT (through
/// `SignalTrap`) for the caller to leave and return, a crash is covered by `TerminalCrashGuard`,
/// and deinit leaves too. Ctrl-Z (a key in raw mode) and SIGTSTP go through `suspend()`:
/// leave, stop, and on `fg` enter again and ask for a full redraw.
package final class TerminalSession {
    /// What interrupted the wait for input.
    package enum Signal: Equatable, Sendable {
        /// SIGTERM or SIGHUP: leave and end.
        case terminate
        /// SIGINT sent by `kill` (Ctrl-C itself is a key in raw mode).
        case interrupt
        /// SIGTSTP from outside: call `suspend()`.
        case suspend
        /// Continued after a stop the session did not make: modes set again, redraw whole.
        case continued
        /// SIGWINCH: measure again (`windowSize()`), lay out, redraw.
        case resize
    }

    /// How a wait for input ended.
    package enum WaitResult: Equatable, Sendable {
        case readable, timedOut, interrupted
    }

    package let modes: ScreenModes
    private let input: Int32
    private let output: Int32
    private var lineSettings: termios?
    package private(set) var isActive = false
    private var redrawRequested = true

    package init(modes: ScreenModes = ScreenModes(), input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.modes = modes
        self.input = input
        self.output = output
    }

    deinit { leave() }

    /// Takes the terminal; does nothing when already active.
    package func enter() throws(TerminalSessionError) {
        guard !isActive else { return }
        guard let settings = RawTerminalSettings.current(of: input) else { throw .notATerminal }
        lineSettings = settings
        guard RawTerminalSettings.apply(RawTerminalSettings.raw(from: settings), to: input) else {
            throw .notATerminal
        }
        TerminalCrashGuard.arm(leaving: modes.leavingBytes, output: output, input: input, settings: settings)
        SuspendSignals.install()
        ScreenWriter.write(modes.enteringBytes, to: output)
        isActive = true
        redrawRequested = true
    }

    /// Gives the terminal back as it was; does nothing when not active.
    package func leave() {
        guard isActive else { return }
        isActive = false
        ScreenWriter.write(modes.leavingBytes, to: output)
        if let lineSettings { RawTerminalSettings.apply(lineSettings, to: input) }
        SuspendSignals.release()
        TerminalCrashGuard.disarm()
    }

    /// Runs `body` with the terminal taken, and gives it back however `body` ends.
    package func run<T>(_ body: (TerminalSession) throws -> T) throws -> T {
        try enter()
        defer { leave() }
        return try body(self)
    }

    /// Runs `body` with the terminal taken, and gives it back however `body` ends.
    package func run<T>(_ body: (TerminalSession) async throws -> T) async throws -> T {
        try enter()
        defer { leave() }
        return try await body(self)
    }

    /// Ctrl-Z: gives the terminal back, stops the process, and once continued (`fg`) takes
    /// the terminal again and asks for a full redraw.
    package func suspend() {
        guard isActive else { return }
        leave()
        SuspendSignals.stopUntilContinued()
        try? enter()
    }

    /// True once after entering or continuing: the next frame must be drawn whole
    /// (`DiffRenderer.invalidate()`).
    package func takeFullRedrawRequest() -> Bool {
        defer { redrawRequested = false }
        return redrawRequested
    }

    /// The signal that arrived since the last call, most urgent first, or nil.
    package func pendingSignal() -> Signal? {
        if SignalTrap.terminationRequested { return .terminate }
        if SignalTrap.takeInterrupt() { return .interrupt }
        if SuspendSignals.takeSuspend() { return .suspend }
        if SuspendSignals.takeContinue() {
            if isActive, let lineSettings {
                // Whoever held the terminal meanwhile may have changed its modes.
                RawTerminalSettings.apply(RawTerminalSettings.raw(from: lineSettings), to: input)
                ScreenWriter.write(modes.enteringBytes, to: output)
            }
            redrawRequested = true
            return .continued
        }
        if SignalTrap.takeResize() { return .resize }
        return nil
    }

    /// Rows and columns of the terminal now; nil when it does not say.
    package func windowSize() -> (rows: Int, columns: Int)? {
        TerminalSize.rowsAndColumns(ofDescriptor: output) ?? TerminalSize.rowsAndColumns(ofDescriptor: input)
    }

    /// Waits at most `milliseconds` for input (the ESC timeout, or a tick); a signal ends the
    /// wait early when this thread receives it. Callers check `pendingSignal()` after each wait.
    package func waitForInput(milliseconds: Int) -> WaitResult {
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        for signal in [SIGINT, SIGWINCH, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] { sigdelset(&mask, signal) }
        // An fd_set holds only descriptors below its bit count (1,024), and a process with many
        // files open (the test runner) may get a terminal numbered above; writing its bit would
        // run past the set. There, poll (ppoll is not visible to Swift): a signal then ends the
        // wait only when the tick does, at most `milliseconds` late.
        guard Int(input) < MemoryLayout<fd_set>.size * 8 else {
            var watched = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let result = poll(&watched, 1, Int32(clamping: milliseconds))
            if result > 0 { return .readable }
            return result == 0 ? .timedOut : .interrupted
        }
        var readable = fd_set()
        withUnsafeMutableBytes(of: &readable) { $0[Int(input) / 8] |= UInt8(1 << (input % 8)) }
        var timeout = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        let result = pselect(input + 1, &readable, nil, nil, &timeout, &mask)
        if result > 0 { return .readable }
        return result == 0 ? .timedOut : .interrupted
    }

    /// What one read returns (at most 4 KiB); empty at end of input or on an interrupted read.
    package func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }

    /// Sends a frame's bytes in one write.
    package func write(_ bytes: [UInt8]) {
        ScreenWriter.write(bytes, to: output)
    }
}
