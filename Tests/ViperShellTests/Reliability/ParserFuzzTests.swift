@testable import DeveloperTools
@testable import ShellKit
import TestSupport
import Testing
@testable import ViperShell

/// The fast part of the reliability suite's fuzzing (Scripts/reliability runs a million inputs):
/// every parser a user's text reaches either parses or refuses with a one-line message, quickly.
struct ParserFuzzTests {
    @Test func hostileInputsAreParsedOrRefusedWithAOneLineMessage() {
        let report = ParserFuzzer().run(count: 5_000, seed: 42)
        #expect(report.inputs == 5_000)
        #expect(report.badMessages.isEmpty)
        #expect(report.slowInputs.isEmpty)
        // The generator must exercise both outcomes, or the run proves nothing.
        #expect(report.accepted >= 250)
        #expect(report.rejected >= 250)
    }
}
