/// The three folders the shell keeps its files in, as the XDG Base Directory rules name them:
/// each is `$VARIABLE/viper-shell`, or `~/FALLBACK/viper-shell` when the variable is unset or
/// not absolute (with `--home DIR`, all three are DIR). The manual's FILES section is made from it.
public enum HomeFolder: CaseIterable, Sendable {
    case config
    case state
    case cache

    /// `XDG_CONFIG_HOME`, …: the variable that names the folder's base.
    public var environmentVariable: String {
        switch self {
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    /// The base under the user's home folder when the variable does not say.
    public var fallback: String {
        switch self {
        case .config: ".config"
        case .state: ".local/state"
        case .cache: ".cache"
        }
    }
}

/// Every file the shell keeps under its home, with the folder it goes in: what `HomeLayout`'s
/// paths and the manual's FILES section are both made from.
public enum HomeFile: String, CaseIterable, Sendable {
    case accounts = "accounts.json"
    case settings = "settings.json"
    case stocks = "stocks.json"
    /// Each user's read-later list (`later`).
    case later = "later.json"
    case savedSearches = "saved-searches.json"
    /// The tags and authors each user follows, per site (qiita.com, each Qiita Team).
    case follows = "follows.json"
    case token = "token.json"
    /// Commands run before the first one of every session (`-X` skips them), as psql's `.psqlrc`.
    case startup = "rc"
    case session = "session.json"
    case loginAttempts = "login-attempts.json"
    /// The commands typed at the terminal (readline's history).
    case history
    /// What each user read, and when (the reading history; not the command history above).
    case reads = "reads.json"
    /// Each user's actions on Qiita (stocks, comments, articles) until Qiita has them.
    case outbox = "outbox.json"
    /// One item catalogue per source (`items-demo.sqlite`, `items-qiita.sqlite`, `items-<hash>.sqlite`,
    /// and the mirror `sync` keeps, `items-mirror.sqlite`, or `items-mirror-<host>.sqlite` for a team).
    case catalogues = "items-*.sqlite"

    /// The file's name, or a pattern of names (`items-*.sqlite`).
    public var name: String { rawValue }

    public var folder: HomeFolder {
        switch self {
        case .accounts, .settings, .stocks, .later, .savedSearches, .follows, .token, .startup: .config
        case .session, .loginAttempts, .history, .reads, .outbox: .state
        case .catalogues: .cache
        }
    }
}
