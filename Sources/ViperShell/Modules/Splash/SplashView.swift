import ShellHost
import ShellKit

/// Splash's view: the start-up banner (on a terminal only, like sqlite3 and psql) and notices.
/// It has no commands of its own.
@MainActor package final class SplashView: ShellModule, SplashViewInterface {
    private let makePresenter: @MainActor (SplashView) -> SplashPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: SplashPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let showsBanner: Bool

    package init(
        screen: Screen, showsBanner: Bool,
        presenter makePresenter: @escaping @MainActor (SplashView) -> SplashPresenterInterface
    ) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.showsBanner = showsBanner
    }

    package let promptName = "splash"
    package let commands: [CommandDescriptor] = []
    package func accepts(_ name: String) -> Bool { false }
    package func run(_ command: CommandInvocation) async -> CommandOutcome { .success }
    package func completions(command: String, arguments: [String], prefix: String) -> [String] { [] }
    package func didBecomeActive() async -> CommandOutcome { await presenter.start() }

    package func showBanner(name: String, version: String) {
        guard showsBanner else { return }
        screen.report(Message(SplashMessage.banner, name, version))
    }

    package func showNotice(_ message: Message) {
        screen.notice(message)
    }
}
