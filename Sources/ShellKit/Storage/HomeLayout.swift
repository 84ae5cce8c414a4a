/// Where the shell keeps its files. With `--home DIR` (or `VIPER_SHELL_HOME`) everything lives
/// in DIR; otherwise accounts and settings go to `$XDG_CONFIG_HOME/viper-shell`, session and
/// history to `$XDG_STATE_HOME/viper-shell`, and the item databases to `$XDG_CACHE_HOME/viper-shell`.
public struct HomeLayout: Sendable, Equatable {
    public let configDirectory: String
    public let stateDirectory: String
    public let cacheDirectory: String

    public init(configDirectory: String, stateDirectory: String, cacheDirectory: String) {
        self.configDirectory = configDirectory
        self.stateDirectory = stateDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Every file in one folder.
    public init(singleDirectory directory: String) {
        self.init(configDirectory: directory, stateDirectory: directory, cacheDirectory: directory)
    }

    /// Applies the rules above; fails only when neither `--home`, the XDG variables nor `HOME` say where.
    public static func resolve(home: String?, environment: [String: String]) throws(HomeLayoutError) -> HomeLayout {
        if let home = nonEmpty(home) ?? nonEmpty(environment["VIPER_SHELL_HOME"]) {
            return HomeLayout(singleDirectory: home)
        }
        let userHome = nonEmpty(environment["HOME"])
        func base(_ variable: String, _ fallback: String) throws(HomeLayoutError) -> String {
            if let value = nonEmpty(environment[variable]), value.hasPrefix("/") { return FilePath.join(value, "viper-shell") }
            guard let userHome else { throw .noHome }
            return FilePath.join(FilePath.join(userHome, fallback), "viper-shell")
        }
        return HomeLayout(
            configDirectory: try base("XDG_CONFIG_HOME", ".config"),
            stateDirectory: try base("XDG_STATE_HOME", ".local/state"),
            cacheDirectory: try base("XDG_CACHE_HOME", ".cache")
        )
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    public var accountsFile: String { FilePath.join(configDirectory, "accounts.json") }
    public var settingsFile: String { FilePath.join(configDirectory, "settings.json") }
    public var stocksFile: String { FilePath.join(configDirectory, "stocks.json") }
    public var savedSearchesFile: String { FilePath.join(configDirectory, "saved-searches.json") }
    public var tokenFile: String { FilePath.join(configDirectory, "token.json") }
    /// Commands run before the first one of every session (`-X` skips them), as psql's `.psqlrc`.
    public var startupFile: String { FilePath.join(configDirectory, "rc") }
    public var sessionFile: String { FilePath.join(stateDirectory, "session.json") }
    public var loginAttemptsFile: String { FilePath.join(stateDirectory, "login-attempts.json") }
    public var historyFile: String { FilePath.join(stateDirectory, "history") }
    /// What each user read, and when (the reading history; not the command history above).
    public var readsFile: String { FilePath.join(stateDirectory, "reads.json") }
}

/// Why no home for the shell's files could be found.
public enum HomeLayoutError: Error, Equatable, Sendable {
    case noHome

    public var message: Message { Message(.homeMissing) }
}
