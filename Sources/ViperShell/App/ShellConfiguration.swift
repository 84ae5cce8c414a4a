import ShellKit

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
    /// `--fields id,title` with `--format json`: only those fields of each object.
    public var jsonFields: [String]?
    /// `--jq EXPR` or `--template TEMPLATE` with `--format json`: (option, value) for every command.
    public var jsonFilter: (option: String, value: String)?
    /// The process environment (injected so tests can set it).
    public var environment: [String: String]
    /// `-f FILE` (repeatable; `-` is standard input): scripts to run, in order.
    public var scripts: [String] = []
    /// `-c CMD` (repeatable; `;` separates commands): run after the scripts.
    public var commands: [String] = []
    /// `--no-pager` clears it: long items are printed straight to the terminal.
    public var pagerEnabled = true
    /// `--echo`: print each command after its prompt; errors join standard output.
    public var echo = false
    /// `--bail`: stop at the first failing command.
    public var bail = false
    /// The name the first script goes by in messages (the hidden `--script-name`, which
    /// `--expect` uses so replay errors name the transcript).
    public var scriptName: String?
    /// `--api-url URL` and `--timeout SECONDS` for the live Qiita source.
    public var apiURL: String?
    public var timeout: Double?
    /// `--record FILE`: write the session's commands to FILE as a replayable script.
    public var record: String?
    /// `--force`: `--record FILE` may replace an existing file.
    public var forceRecord = false
    /// `--transcript`: `--record FILE` writes a transcript for `--expect`, not a script.
    public var recordsTranscript = false
    /// False with `-X`/`--no-rc`: the startup file (`rc` in the config folder) is not run.
    public var readsStartupFile = true
    /// `--expect TRANSCRIPT…`: replay transcripts and compare; `--update` rewrites them instead.
    public var expect: [String] = []
    public var update = false
    /// `--width N`: the longest line of an article (`set width`), or nil for the default.
    public var articleWidth: Int?
    /// This executable's path (for `--expect`, which runs the shell again as a child).
    public var executablePath: String?

    public static let defaultPerPage = 20

    public init(
        home: String? = nil, language: String? = nil, source: String? = nil, perPage: Int = defaultPerPage,
        jsonOutput: Bool = false, environment: [String: String]
    ) {
        self.home = home
        self.language = language
        self.source = source
        self.perPage = perPage
        self.jsonOutput = jsonOutput
        self.environment = environment
    }
}
