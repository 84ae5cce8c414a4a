#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Flags set by the shell's signal handlers. The handlers only set a flag (async-signal-safe);
/// the readline loop and long operations poll them in normal context.
///
/// With an async `main`, the main actor runs on a dispatch worker thread that blocks these
/// signals, so the kernel hands them to the idle real main thread and a blocked `poll` never
/// sees EINTR. `waitForInput` therefore names the waiting thread, and a handler running on any
/// other thread forwards the signal to it (`pselect` unblocks it only for the wait).
package enum SignalTrap {
    // Process-wide because signal handlers take no context pointer. Each is an `Atomic` of a
    // plain integer: lock-free, so async-signal-safe (a `Mutex` would not be).
    private static let interruptFlag = Atomic<Int32>(0)
    private static let resizeFlag = Atomic<Int32>(0)
    private static let terminateFlag = Atomic<Int32>(0)
    private static let waiting = Atomic<Int32>(0)
    /// The thread in `waitForInput`, as `pthread_t`'s bits.
    private static let waitingThread = Atomic<UInt>(0)
    private static let installed = Atomic<Bool>(false)
    private static let trapped = [SIGINT, SIGWINCH, SIGTERM, SIGHUP]
    /// Whether `install` ran: Ctrl-C, SIGTERM and SIGHUP then stop the shell's loop, not the process.
    package static var isInstalled: Bool { installed.load(ordering: .acquiring) }

    /// Installs handlers for SIGINT, SIGWINCH, SIGTERM and SIGHUP without SA_RESTART, so a
    /// blocking read returns EINTR and the caller can react.
    package static func install() {
        installed.store(true, ordering: .releasing)
        handle(SIGINT) { signal in
            SignalTrap.setFlag(SignalTrap.interruptFlag); SignalTrap.forward(signal)
        }
        handle(SIGWINCH) { signal in
            SignalTrap.setFlag(SignalTrap.resizeFlag); SignalTrap.forward(signal)
        }
        handle(SIGTERM) { signal in
            SignalTrap.setFlag(SignalTrap.terminateFlag); SignalTrap.forward(signal)
        }
        handle(SIGHUP) { signal in
            SignalTrap.setFlag(SignalTrap.terminateFlag); SignalTrap.forward(signal)
        }
    }

    /// Waits until `descriptor` is readable or one of the trapped signals arrives (then -1,
    /// EINTR): the `poll` of a blocking read that Ctrl-C must be able to interrupt.
    package static func waitForInput(on descriptor: Int32) -> Int32 {
        waitingThread.store(bits(of: pthread_self()), ordering: .sequentiallyConsistent)
        waiting.store(1, ordering: .sequentiallyConsistent)
        defer { waiting.store(0, ordering: .sequentiallyConsistent) }
        // A signal handled before `waiting` was set was not forwarded: its flag says so.
        if isRaised(interruptFlag) || isRaised(resizeFlag) || isRaised(terminateFlag) { errno = EINTR; return -1 }
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
        guard waiting.load(ordering: .sequentiallyConsistent) != 0 else { return }
        let waiter = thread(from: waitingThread.load(ordering: .sequentiallyConsistent))
        guard pthread_equal(pthread_self(), waiter) == 0 else { return }
        pthread_kill(waiter, signal)
    }

    /// True once per Ctrl-C.
    package static func takeInterrupt() -> Bool { take(interruptFlag) }
    /// Records a resize the shell could not see (it happened while another process group held
    /// the terminal), so the line editor measures the terminal again.
    package static func noteResize() { setFlag(resizeFlag) }

    /// True once per terminal resize.
    package static func takeResize() -> Bool { take(resizeFlag) }
    /// True when asked to terminate (SIGTERM, SIGHUP); stays true.
    package static var terminationRequested: Bool { isRaised(terminateFlag) }

    private static func setFlag(_ flag: borrowing Atomic<Int32>) { flag.store(1, ordering: .sequentiallyConsistent) }

    private static func isRaised(_ flag: borrowing Atomic<Int32>) -> Bool {
        flag.load(ordering: .sequentiallyConsistent) != 0
    }

    private static func take(_ flag: borrowing Atomic<Int32>) -> Bool {
        flag.exchange(0, ordering: .sequentiallyConsistent) != 0
    }

    #if canImport(Glibc)
    private static func bits(of thread: pthread_t) -> UInt { UInt(thread) }
    private static func thread(from bits: UInt) -> pthread_t { pthread_t(bits) }
    #else
    private static func bits(of thread: pthread_t) -> UInt { UInt(bitPattern: thread) }
    private static func thread(from bits: UInt) -> pthread_t { pthread_t(bitPattern: bits)! }
    #endif

    private static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}
