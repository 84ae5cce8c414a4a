/// Everything the command line and environment decide before the shell starts.
public struct ShellConfiguration: Sendable {
    /// `--home DIR`: every file of the shell under DIR.
    public var home: String?
    /// `--lang en|ja`.
    public var language: String?
    /// `--source PATH|demo`: switch the catalogue before the first command.
    public var source: String?
    /// `--per-page N`: rows per page (1–100, default 20).
    public var perPage: Int
    /// `--format json`: listings and items as JSON by default.
    public var jsonOutput: Bool
    /// The process environment (injected so tests can set it).
    public var environment: [String: String]

    public static let defaultPerPage = 20

    public init(home: String? = nil, language: String? = nil, source: String? = nil, perPage: Int = defaultPerPage,
                jsonOutput: Bool = false, environment: [String: String]) {
        self.home = home
        self.language = language
        self.source = source
        self.perPage = perPage
        self.jsonOutput = jsonOutput
        self.environment = environment
    }
}
