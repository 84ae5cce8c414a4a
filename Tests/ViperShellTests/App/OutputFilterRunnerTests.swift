@testable import OutputTools
@testable import ShellKit
import Testing
@testable import ViperShell

/// The runner hands a command's filter down to what the command prints (a task-local value, not
/// shared state): it filters that command's JSON only, and a filter failing while printing makes
/// that command fail.
@MainActor
struct OutputFilterRunnerTests {
    private let console = CapturingConsole()
    private var screen: Screen { Screen(console: console, language: .english, colorEnabled: false) }

    private func runner(template: String) throws -> OutputFilterRunner {
        OutputFilterRunner(sessionFilter: .template(try JSONTemplate(template)))
    }

    private func invocation(_ name: String) -> CommandInvocation {
        CommandInvocation(name: name, words: [], in: name)
    }

    @Test func theFilterAppliesToTheRunningCommandOnly() async throws {
        let screen = screen
        let outcome = try await runner(template: "<{{title}}>").run(invocation("show"), screen: screen) { _ in
            JSONOutput.print(#"{"title":"inside"}"#, fields: nil, on: screen)
            return .success
        }
        #expect(outcome == .success)
        #expect(console.outLines == ["<inside>"])
        JSONOutput.print(#"{"title":"outside"}"#, fields: nil, on: screen)
        #expect(console.out.contains(#""title""#), "after the command, JSON prints unfiltered")
        #expect(!console.out.contains("<outside>"))
    }

    @Test func aFilterFailingWhilePrintingFailsTheCommandAndNotTheNext() async throws {
        let screen = screen
        let runner = try runner(template: "{{missing}}")
        let failed = await runner.run(invocation("show"), screen: screen) { _ in
            JSONOutput.print(#"{"title":"a"}"#, fields: nil, on: screen)
            return .success
        }
        #expect(!failed.succeeded)
        #expect(!console.err.isEmpty)
        let next = await runner.run(invocation("show"), screen: screen) { _ in .success }
        #expect(next == .success, "an earlier command's failure is not carried over")
    }
}
