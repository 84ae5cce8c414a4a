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

    @Test func theGeneratorIsReproducibleAndIncludesHugeLines() {
        var first = FuzzInputGenerator(seed: 7)
        var second = FuzzInputGenerator(seed: 7)
        var sizes: [Int] = []
        for _ in 0..<FuzzInputGenerator.hugeLineInterval {
            let input = first.next()
            #expect(input == second.next())
            sizes.append(input.count)
        }
        #expect(sizes.max()! >= FuzzInputGenerator.hugeLineBytes)
    }

    @Test func percentilesUseTheNearestRank() {
        let summary = LatencySummary(milliseconds: (1...100).map(Double.init).reversed())
        #expect(summary.p50 == 50)
        #expect(summary.p95 == 95)
        #expect(summary.min == 1)
        #expect(summary.max == 100)
        #expect(LatencySummary(milliseconds: [7]).p95 == 7)
    }
}
