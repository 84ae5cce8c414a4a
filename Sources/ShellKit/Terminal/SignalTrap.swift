#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Flags set by the shell's signal handlers. The handlers only set a flag (async-signal-safe);
/// the readline loop and long operations poll them in normal context.
///
/// With an async `main`, the main actor runs on a dispatch worker thread that blocks these
/// signals, so the kernel hands them to the idle real main thread and a blocked `poll` never
/// sees EINTR. `waitForInput` therefore names the waiting thread, and a handler running on any
/// other thread forwards the signal to it (`pselect` unblocks it only for the wait).
package enum SignalTrap {
    nonisolated(unsafe) private static var interruptFlag: sig_atomic_t = 0
    nonisolated(unsafe) private static var resizeFlag: sig_atomic_t = 0
    nonisolated(unsafe) private static var terminateFlag: sig_atomic_t = 0
    nonisolated(unsafe) private static var waiting: sig_atomic_t = 0
    nonisolated(unsafe) private static var waitingThread = pthread_self()
    private static let trapped = [SIGINT, SIGWINCH, SIGTERM, SIGHUP]
    /// Whether `install` ran: Ctrl-C, SIGTERM and SIGHUP then stop the shell's loop, not the process.
    nonisolated(unsafe) package private(set) static var isInstalled = false

    /// Installs handlers for SIGINT, SIGWINCH, SIGTERM and SIGHUP without SA_RESTART, so a
    /// blocking read returns EINTR and the caller can react.
    package static func install() {
        isInstalled = true
        handle(SIGINT) { signal in
            SignalTrap.interruptFlag = 1; SignalTrap.forward(signal)
        }
        handle(SIGWINCH) { signal in
            SignalTrap.resizeFlag = 1; SignalTrap.forward(signal)
        }
        handle(SIGTERM) { signal in
            SignalTrap.terminateFlag = 1; SignalTrap.forward(signal)
        }
        handle(SIGHUP) { signal in
            SignalTrap.terminateFlag = 1; SignalTrap.forward(signal)
        }
    }

    /// Waits until `descriptor` is readable or one of the trapped signals arrives (then -1,
    /// EINTR): the `poll` of a blocking read that Ctrl-C must be able to interrupt.
    package static func waitForInput(on descriptor: Int32) -> Int32 {
        waitingThread = pthread_self()
        waiting = 1
        defer { waiting = 0 }
        // A signal handled before `waiting` was set was not forwarded: its flag says so.
        if interruptFlag != 0 || resizeFlag != 0 || terminateFlag != 0 { errno = EINTR; return -1 }
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        for signal in trapped { sigdelset(&mask, signal) }
        // pselect (ppoll is not visible to Swift) swaps the mask in atomically for the wait.
        var readable = fd_set()
        withUnsafeMutableBytes(of: &readable) { $0[Int(descriptor) / 8] |= UInt8(1 << (descriptor % 8)) }
        return pselect(descriptor + 1, &readable, nil, nil, nil, &mask)
    }

    /// In a handler: passes the signal on to the thread in `waitForInput`, if that is another one.
    private static func forward(_ signal: Int32) {
        guard waiting != 0, pthread_equal(pthread_self(), waitingThread) == 0 else { return }
        pthread_kill(waitingThread, signal)
    }

    /// True once per Ctrl-C.
    package static func takeInterrupt() -> Bool { take(&interruptFlag) }
    /// Records a resize the shell could not see (it happened while another process group held
    /// the terminal), so the line editor measures the terminal again.
    package static func noteResize() { resizeFlag = 1 }

    /// True once per terminal resize.
    package static func takeResize() -> Bool { take(&resizeFlag) }
    /// True when asked to terminate (SIGTERM, SIGHUP); stays true.
    package static var terminationRequested: Bool { terminateFlag != 0 }

    private static func take(_ flag: inout sig_atomic_t) -> Bool {
        guard flag != 0 else { return false }
        flag = 0
        return true
    }

    private static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}
