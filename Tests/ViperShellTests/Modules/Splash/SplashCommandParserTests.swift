import Testing
@testable import ShellKit
@testable import ViperShell

/// Splash has no commands: its view accepts no line, so every one goes to the other modules,
/// and running one anyway reaches no presenter.
@MainActor @Suite struct SplashCommandParserTests {
    @Test("no command is Splash's", arguments: ["help", "login alice1234", "search swift", "quit", "splash", "start"])
    func noCommand(line: String) async throws {
        let presenter = SplashPresenterSpy()
        let screen = Screen(console: CapturingConsole(), language: .english, colorEnabled: false)
        let view = SplashView(screen: screen, showsBanner: false) { _ in presenter }
        let command = try #require(try CommandInvocation.parse(line))
        #expect(!view.accepts(command.name))
        #expect(view.commands.isEmpty)
        #expect(await view.run(command) == .success)
        #expect(presenter.starts == 0)
    }
}
