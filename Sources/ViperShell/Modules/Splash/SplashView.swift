/// Splash's view: the start-up banner (on a terminal only, like sqlite3 and psql) and notices.
/// It has no commands of its own.
@MainActor final class SplashView: ShellModule, SplashViewInterface {
    var presenter: SplashPresenterInterface!
    private let screen: Screen
    private let showsBanner: Bool

    init(screen: Screen, showsBanner: Bool) {
        self.screen = screen
        self.showsBanner = showsBanner
    }

    let promptName = "splash"
    let commands: [CommandDescriptor] = []
    func accepts(_ name: String) -> Bool { false }
    func run(_ command: CommandInvocation) async {}
    func completions(command: String, argumentIndex: Int, prefix: String) -> [String] { [] }
    func didBecomeActive() async { await presenter.start() }

    func showBanner(name: String, version: String) {
        guard showsBanner else { return }
        screen.say(Message(.splashBanner, name, version))
    }

    func showNotice(_ message: Message) {
        screen.notice(message)
    }
}
