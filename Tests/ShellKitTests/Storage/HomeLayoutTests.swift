import Testing
@testable import ShellKit
import TestSupport

/// Where the shell keeps its files, from `--home`, `VIPER_SHELL_HOME`, the XDG variables and `HOME`.
@Suite struct HomeLayoutTests {
    private static let standard = HomeLayout(
        configDirectory: "/home/alice/.config/viper-shell",
        stateDirectory: "/home/alice/.local/state/viper-shell",
        cacheDirectory: "/home/alice/.cache/viper-shell"
    )

    @Test(
        "the rules, in order",
        arguments: [
            // --home puts everything in one folder, whatever the environment says.
            (
                String?("/srv/vs"),
                ["HOME": "/home/alice", "VIPER_SHELL_HOME": "/other", "XDG_CONFIG_HOME": "/xdg/config"],
                HomeLayout(singleDirectory: "/srv/vs")
            ),
            ("relative/home", [:], HomeLayout(singleDirectory: "relative/home")),
            // VIPER_SHELL_HOME when there is no --home (or an empty one).
            (nil, ["HOME": "/home/alice", "VIPER_SHELL_HOME": "/env/vs"], HomeLayout(singleDirectory: "/env/vs")),
            ("", ["VIPER_SHELL_HOME": "/env/vs"], HomeLayout(singleDirectory: "/env/vs")),
            // HOME alone: the XDG defaults.
            (nil, ["HOME": "/home/alice"], standard),
            (nil, ["HOME": "/home/alice", "VIPER_SHELL_HOME": ""], standard),
            (nil, ["HOME": "/home/alice/"], standard),
            // Absolute XDG variables win over HOME, each for its own folder.
            (
                nil,
                [
                    "HOME": "/home/alice", "XDG_CONFIG_HOME": "/xdg/config", "XDG_STATE_HOME": "/xdg/state",
                    "XDG_CACHE_HOME": "/xdg/cache",
                ],
                HomeLayout(
                    configDirectory: "/xdg/config/viper-shell", stateDirectory: "/xdg/state/viper-shell",
                    cacheDirectory: "/xdg/cache/viper-shell")
            ),
            (
                nil, ["HOME": "/home/alice", "XDG_STATE_HOME": "/xdg/state"],
                HomeLayout(
                    configDirectory: "/home/alice/.config/viper-shell", stateDirectory: "/xdg/state/viper-shell",
                    cacheDirectory: "/home/alice/.cache/viper-shell")
            ),
            // Relative or empty XDG variables are ignored, as the XDG spec says.
            (
                nil,
                [
                    "HOME": "/home/alice", "XDG_CONFIG_HOME": "config", "XDG_STATE_HOME": "./state",
                    "XDG_CACHE_HOME": "",
                ], standard
            ),
            // No HOME is fine when every XDG variable is set.
            (
                nil, ["XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/k"],
                HomeLayout(
                    configDirectory: "/c/viper-shell", stateDirectory: "/s/viper-shell",
                    cacheDirectory: "/k/viper-shell")
            ),
        ])
    func resolve(home: String?, environment: [String: String], expected: HomeLayout) throws {
        #expect(try HomeLayout.resolve(home: home, environment: environment) == expected)
    }

    @Test(
        "without --home, VIPER_SHELL_HOME, absolute XDG variables or HOME there is nowhere to go",
        arguments: [
            [String: String](),
            ["HOME": ""],
            ["XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"],
            ["XDG_CONFIG_HOME": "relative", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/k"],
        ])
    func noHome(environment: [String: String]) {
        #expect(throws: HomeLayoutError.noHome) { try HomeLayout.resolve(home: nil, environment: environment) }
    }

    @Test func theNoHomeMessageSaysWhatToDo() {
        #expect(
            HomeLayoutError.noHome.message.text(in: .english)
                == "no home for the shell's files: set HOME or use --home DIR")
    }

    @Test func eachFileLivesInItsFolder() throws {
        let layout = try HomeLayout.resolve(home: nil, environment: ["HOME": "/home/alice"])
        #expect(layout.accountsFile == "/home/alice/.config/viper-shell/accounts.json")
        #expect(layout.settingsFile == "/home/alice/.config/viper-shell/settings.json")
        #expect(layout.stocksFile == "/home/alice/.config/viper-shell/stocks.json")
        #expect(layout.sessionFile == "/home/alice/.local/state/viper-shell/session.json")
        #expect(layout.loginAttemptsFile == "/home/alice/.local/state/viper-shell/login-attempts.json")
        #expect(layout.historyFile == "/home/alice/.local/state/viper-shell/history")

        let single = HomeLayout(singleDirectory: "/srv/vs/")
        #expect(single.accountsFile == "/srv/vs/accounts.json")
        #expect(single.sessionFile == "/srv/vs/session.json")
        #expect(single.historyFile == "/srv/vs/history")
    }
}
