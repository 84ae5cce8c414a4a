import Foundation
import Testing
import TestSupport

/// A session typed at a pseudo-terminal and recorded with `--record FILE --transcript` replays
/// with `--expect` in a fresh home, now and a minute later; driven by
/// `Tests/EndToEnd/pty_record_transcript_test.py` with python3 and pexpect.
@Suite struct RecordAtTerminalTests {
    @Test func aTypedSessionRecordedAsATranscriptReplays() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent(
            "Tests/EndToEnd/pty_record_transcript_test.py"
        ).path
        try #require(FileManager.default.fileExists(atPath: script), "missing \(script)")
        let folder = try TemporaryDirectory()
        let outcome = try await PseudoTerminalTests.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }
}
