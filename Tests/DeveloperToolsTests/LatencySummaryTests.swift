import Testing
@testable import DeveloperTools

/// The fuzzers' and benchmarks' latency percentiles.
@Suite struct LatencySummaryTests {
    @Test func percentilesUseTheNearestRank() {
        let summary = LatencySummary(milliseconds: (1...100).map(Double.init).reversed())
        #expect(summary.p50 == 50)
        #expect(summary.p95 == 95)
        #expect(summary.min == 1)
        #expect(summary.max == 100)
        #expect(LatencySummary(milliseconds: [7]).p95 == 7)
    }
}
