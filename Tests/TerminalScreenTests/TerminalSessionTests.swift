#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalScreen

/// Against a real pseudo-terminal, one at a time (the crash guard and SIGTSTP handlers are
/// process-wide).
@Suite(.serialized) struct TerminalSessionTests {
    private struct Failure: Error {}

    private func sameLineSettings(_ left: termios, _ right: termios) -> Bool {
        left.c_lflag == right.c_lflag && left.c_iflag == right.c_iflag && left.c_oflag == right.c_oflag
            && left.c_cflag == right.c_cflag
    }

    @Test func enterTakesRawModeAndWritesTheModesLeaveGivesAllBack() throws {
        let terminal = try #require(PseudoTerminal())
        let original = terminal.settings
        let modes = ScreenModes(reportsMouse: true, bracketsPaste: true)
        let session = TerminalSession(modes: modes, input: terminal.follower, output: terminal.follower)
        try session.enter()
        #expect(terminal.drain() == modes.enteringBytes)
        let raw = terminal.settings
        #expect(raw.c_lflag & tcflag_t(ISIG | ICANON | ECHO | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        try session.enter()
        session.leave()
        #expect(terminal.drain() == modes.leavingBytes)
        #expect(sameLineSettings(terminal.settings, original))
        session.leave()
        #expect(terminal.drain().isEmpty)
    }

    @Test func aThrownErrorLeavesTheScreen() throws {
        let terminal = try #require(PseudoTerminal())
        let original = terminal.settings
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        #expect(throws: Failure.self) {
            try session.run { _ in throw Failure() }
        }
        #expect(!session.isActive)
        #expect(terminal.drain() == session.modes.enteringBytes + session.modes.leavingBytes)
        #expect(sameLineSettings(terminal.settings, original))
    }

    @Test func releasingTheSessionLeavesTheScreen() throws {
        let terminal = try #require(PseudoTerminal())
        let original = terminal.settings
        var session: TerminalSession? = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session?.enter()
        session = nil
        #expect(terminal.drain() == ScreenModes().enteringBytes + ScreenModes().leavingBytes)
        #expect(sameLineSettings(terminal.settings, original))
    }

    @Test func aPipeIsNotATerminal() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let session = TerminalSession(input: ends[0], output: ends[1])
        #expect(throws: TerminalSessionError.notATerminal) { try session.enter() }
        #expect(!session.isActive)
    }

    @Test func readsKeysAfterWaitingAndReportsTheWindowSize() throws {
        let terminal = try #require(PseudoTerminal())
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.run { session in
            #expect(session.takeFullRedrawRequest())
            #expect(!session.takeFullRedrawRequest())
            #expect(session.waitForInput(milliseconds: 10) == .timedOut)
            terminal.type("\u{3}\u{1B}[A")
            #expect(session.waitForInput(milliseconds: 1000) == .readable)
            var decoder = InputDecoder()
            #expect(
                decoder.feed(session.readAvailable()) == [
                    .key(KeyPress(.character("c"), modifiers: .control)), .key(KeyPress(.up)),
                ])
            #expect(session.windowSize()! == (33, 101))
        }
    }
    /// A crash in a forked copy of the process (SIGFPE, whose handler returns here because it
    /// was raised, not a fault): the guard writes the leaving bytes and puts line mode back.
    @Test func aCrashGivesTheTerminalBack() throws {
        let terminal = try #require(PseudoTerminal())
        let original = terminal.settings
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.enter()
        _ = terminal.drain()
        let child = fork()
        if child == 0 {
            raise(SIGFPE)
            _exit(0)
        }
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        #expect(terminal.drain() == session.modes.leavingBytes)
        #expect(sameLineSettings(terminal.settings, original))
        session.leave()
    }
}
