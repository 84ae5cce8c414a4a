#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Flags for job control while the full screen is up: SIGTSTP (a `kill -TSTP`; Ctrl-Z itself
/// arrives as a key in raw mode) and SIGCONT (continued after any stop). The handlers only set
/// a flag; `TerminalSession.pendingSignal()` reads them with `SignalTrap`'s. They are installed
/// for the session's lifetime and the default actions put back after it.
enum SuspendSignals {
    // Process-wide because a signal handler has no context; lock-free atomics, signal-safe.
    private static let suspendFlag = Atomic<Int32>(0)
    private static let continueFlag = Atomic<Int32>(0)

    static func install() {
        handle(SIGTSTP) { _ in SuspendSignals.suspendFlag.store(1, ordering: .sequentiallyConsistent) }
        handle(SIGCONT) { _ in SuspendSignals.continueFlag.store(1, ordering: .sequentiallyConsistent) }
    }

    /// The default actions again (stop on SIGTSTP; SIGCONT only continues).
    static func release() {
        signal(SIGTSTP, SIG_DFL)
        signal(SIGCONT, SIG_DFL)
    }

    /// True once per SIGTSTP received.
    static func takeSuspend() -> Bool { suspendFlag.exchange(0, ordering: .sequentiallyConsistent) != 0 }

    /// True once per SIGCONT received.
    static func takeContinue() -> Bool { continueFlag.exchange(0, ordering: .sequentiallyConsistent) != 0 }

    /// Stops the process as Ctrl-Z at a prompt would (SIGTSTP with its default action), and
    /// returns once it is continued (`fg`); `install()` again after it.
    static func stopUntilContinued() {
        signal(SIGTSTP, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTSTP)
        var previous = sigset_t()
        // The calling thread may block SIGTSTP (a dispatch worker): unblocked for the raise.
        pthread_sigmask(SIG_UNBLOCK, &only, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        _ = takeContinue()
    }

    private static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }
}
