import Foundation
import Testing
import TestSupport

/// The relevance order measured on the judged set through the built binary (`Scripts/judge
/// --check`): 64 queries over the demo catalogue with grading rules written from their intent;
/// relevance must reach its NDCG@10 floor and stay well above newest first.
@Suite struct JudgedSetEndToEndTests {
    @Test func relevanceRanksTheJudgedSetWellAboveNewestFirst() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent("Scripts/judge").path
        let outcome = try await PseudoTerminalTests.run(
            ["/usr/bin/env", "python3", script, "--binary", try ShellProcess.executable(), "--check"], limit: 600)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("NDCG@10 over 63 judged queries"), "\(outcome.stdout)")
    }
}
