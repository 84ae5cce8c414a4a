import Testing
@testable import ShellKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The trap's flags (atomics a signal handler sets) are taken once each: what the readline loop
/// and long operations rely on when they poll them. Installs no handler; serialized, as the
/// flags are the process's.
@Suite(.serialized) struct SignalTrapTests {
    @Test func aNotedResizeIsTakenOnce() {
        _ = SignalTrap.takeResize()
        SignalTrap.noteResize()
        #expect(SignalTrap.takeResize())
        #expect(!SignalTrap.takeResize(), "a resize is reported once")
    }

    @Test func aPendingFlagMakesTheWaitReturnAtOnce() {
        _ = SignalTrap.takeResize()
        SignalTrap.noteResize()
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        // Nothing to read: only the pending flag can end the wait.
        #expect(SignalTrap.waitForInput(on: ends[0]) == -1)
        #expect(SignalTrap.takeResize())
    }
}
