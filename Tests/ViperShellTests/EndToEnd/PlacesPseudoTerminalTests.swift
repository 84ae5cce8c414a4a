import Foundation
import Testing
import TestSupport

/// Places and the browser at a real pseudo-terminal, driven by `Tests/EndToEnd/pty_places_test.py`
/// with python3 and pexpect: switching the source lists it, `q` after a short item goes back,
/// `browse` without a browser says why before the URL, `back` from an author's page.
@Suite struct PlacesPseudoTerminalTests {
    @Test func placesAndTheBrowserAtATerminal() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_places_test.py").path
        try #require(FileManager.default.fileExists(atPath: script), "missing \(script)")
        let folder = try TemporaryDirectory()
        let outcome = try await PseudoTerminalTests.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.file("work"),
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }
}
