/// Where the shell keeps its files (`HomeFile`). With `--home DIR` (or `VIPER_SHELL_HOME`)
/// everything lives in DIR; otherwise accounts and settings go to `$XDG_CONFIG_HOME/viper-shell`,
/// session and history to `$XDG_STATE_HOME/viper-shell`, and the item databases to
/// `$XDG_CACHE_HOME/viper-shell` (`HomeFolder`).
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
        func base(_ folder: HomeFolder) throws(HomeLayoutError) -> String {
            if let value = nonEmpty(environment[folder.environmentVariable]), value.hasPrefix("/") {
                return FilePath.join(value, "viper-shell")
            }
            guard let userHome else { throw .noHome }
            return FilePath.join(FilePath.join(userHome, folder.fallback), "viper-shell")
        }
        return HomeLayout(
            configDirectory: try base(.config), stateDirectory: try base(.state), cacheDirectory: try base(.cache))
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// The folder `folder` is, in this layout.
    public func directory(_ folder: HomeFolder) -> String {
        switch folder {
        case .config: configDirectory
        case .state: stateDirectory
        case .cache: cacheDirectory
        }
    }

    /// Where `file` lives in this layout.
    public func path(of file: HomeFile) -> String { FilePath.join(directory(file.folder), file.name) }

    public var accountsFile: String { path(of: .accounts) }
    public var settingsFile: String { path(of: .settings) }
    public var stocksFile: String { path(of: .stocks) }
    public var laterFile: String { path(of: .later) }
    public var savedSearchesFile: String { path(of: .savedSearches) }
    public var tokenFile: String { path(of: .token) }
    public var followsFile: String { path(of: .follows) }
    public var startupFile: String { path(of: .startup) }
    public var sessionFile: String { path(of: .session) }
    public var loginAttemptsFile: String { path(of: .loginAttempts) }
    public var historyFile: String { path(of: .history) }
    public var readsFile: String { path(of: .reads) }
    public var outboxFile: String { path(of: .outbox) }
}

/// Why the shell has no usable home for its files.
public enum HomeLayoutError: Error, Equatable, Sendable {
    case noHome
    /// A folder of the layout exists but is not one, cannot be made (a parent is a file), or
    /// cannot be entered.
    case unusable(path: String, reason: String)

    public var message: Message {
        switch self {
        case .noHome: Message(ShellMessage.homeMissing)
        case let .unusable(path, reason):
            Message(ShellMessage.homeUnusable, parts: [.text(path), .systemReason(reason)])
        }
    }
}
