#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs one last piece of work (writing what the shell keeps in memory) when a signal that
/// ends the process arrives, then lets the signal end it as it would have: same signal, same
/// exit status. For the signals the shell does not trap otherwise: a broken pipe always
/// (`viper-shell -f x | head`), and Ctrl-C, SIGTERM and SIGHUP when no terminal is involved.
///
/// The handler only writes the signal's number into a pipe (async-signal-safe); a thread of
/// its own reads it, runs the work in normal context, restores the default action and raises
/// the signal again.
package enum SignalExitHook {
    /// The pipe's write end, or -1 before `install`. Process-wide because a signal handler has
    /// no context pointer; an `Atomic` of a plain integer, lock-free, so async-signal-safe.
    private static let writeEnd = Atomic<Int32>(-1)

    /// Installs the hook (once per process; later calls do nothing) for a broken pipe, and for
    /// Ctrl-C, SIGTERM and SIGHUP unless `SignalTrap` handles them.
    package static func install(before work: @escaping @Sendable () -> Void) {
        guard writeEnd.load(ordering: .acquiring) < 0 else { return }
        let signals = SignalTrap.isInstalled ? [SIGPIPE] : [SIGPIPE, SIGINT, SIGTERM, SIGHUP]
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd.store(ends[1], ordering: .releasing)
        let readEnd = ends[0]
        DetachedThread.start {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {
                guard errno == EINTR else { return }
            }
            work()
            let caught = Int32(number)
            signal(caught, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, caught)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(caught)
            _exit(128 + caught)
        }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                var number = UInt8(truncatingIfNeeded: signal)
                _ = write(SignalExitHook.writeEnd.load(ordering: .acquiring), &number, 1)
            }
            sigemptyset(&action.sa_mask)
            // Reads and writes interrupted meanwhile carry on: the process ends in a moment.
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }
}
