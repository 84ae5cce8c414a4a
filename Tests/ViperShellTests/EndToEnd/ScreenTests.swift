import Foundation
import Testing
import TestSupport

/// The full-screen reader through a real terminal emulator: `Tests/Screen` (pyte behind a
/// pseudo-terminal; the harness tested on less and small programs, then the reader's own tests:
/// snapshots, search, pickers, resume, resize, job control, the terminal given back).
@Suite struct ScreenTests {
    @Test func theReaderAndItsHarnessThroughATerminalEmulator() async throws {
        let folder = PseudoTerminalTests.repositoryRoot.appendingPathComponent("Tests/Screen").path
        let binary = try ShellProcess.executable()
        let outcome = try await PseudoTerminalTests.run(
            ["/usr/bin/env", "VIPER_SHELL=\(binary)", "python3", "-m", "unittest", "discover", "-v", "-s", folder],
            limit: 900)
        #expect(outcome.status == 0, "\(outcome.stdout)")
        // Every test ran: a missing pyte or pexpect would skip them all and still exit 0.
        #expect(!outcome.stdout.contains("skipped"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("\nOK"), "\(outcome.stdout)")
    }
}
