@testable import ShellHost
import ShellKit
import Testing
@testable import ViperShell

/// How commands' outcomes combine: the worse status wins, in either order.
@Suite struct CommandOutcomeTests {
    @Test(arguments: [
        (CommandOutcome.success, CommandOutcome.success, ShellKit.ExitStatus.success),
        (.success, .failed(), .failure),
        (.failed(), .success, .failure),
        (.failed(.usage), .failed(), .usage),
        (.failed(), .failed(.usage), .usage),
        (.failed(.loginRequired), .failed(.usage), .loginRequired),
    ])
    func theWorseStatusWins(first: CommandOutcome, then next: CommandOutcome, expected: ShellKit.ExitStatus) {
        #expect(first.then(next).status == expected)
        #expect(first.then(next).succeeded == (expected == .success))
    }

    @Test func aFailureIsStatusOneUnlessTold() {
        #expect(CommandOutcome.failed() == CommandOutcome(status: .failure))
        #expect(!CommandOutcome.failed().succeeded)
        #expect(CommandOutcome.success.succeeded)
    }
}
