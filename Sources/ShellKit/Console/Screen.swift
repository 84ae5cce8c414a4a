/// What every module's view talks through: localized output, errors with the exit status they
/// imply, and where the current command came from (a script's `FILE:LINE:` for error lines).
@MainActor public final class Screen {
    public let console: Console
    /// The language of messages; `set lang en|ja` changes it for the rest of the session.
    public var language: Language
    /// Whether to style output (terminal, or `CLICOLOR_FORCE`; never with `NO_COLOR`).
    public let colorEnabled: Bool
    /// Status of the command being run: the worst error reported while it ran.
    public private(set) var status: ExitStatus = .success
    /// `FILE:LINE` of the running script command; error lines start with it.
    public var location: String?
    /// Notices raised while stores were read, shown before the next thing written.
    public let notices = NoticeBoard()
    /// `--format json`: standard output holds only JSON values, so confirmations, help and
    /// other text for people go to standard error.
    public var jsonMode = false

    public init(console: Console, language: Language, colorEnabled: Bool) {
        self.console = console
        self.language = language
        self.colorEnabled = colorEnabled
    }

    public var width: Int { console.width }

    /// Starts a new command: its status is success until something fails.
    public func beginCommand(at location: String? = nil) {
        status = .success
        self.location = location
    }

    /// One line of output on standard output.
    public func print(_ line: String) {
        showPendingNotices()
        console.writeOut(line + "\n")
    }

    /// Several lines of output at once.
    public func print(lines: [String]) {
        guard !lines.isEmpty else { return }
        showPendingNotices()
        console.writeOut(lines.joined(separator: "\n") + "\n")
    }

    /// Writes the notices stores have posted (on standard error) and forgets them.
    public func showPendingNotices() {
        for message in notices.take() { console.writeErr(text(message) + "\n") }
    }

    /// A localized line for people: standard output, or standard error in JSON mode.
    public func say(_ message: Message) {
        sayLines([text(message)])
    }

    /// Lines for people, already localized: standard output, or standard error in JSON mode.
    public func sayLines(_ lines: [String]) {
        guard jsonMode else { return print(lines: lines) }
        showPendingNotices()
        console.writeErr(lines.map { $0 + "\n" }.joined())
    }

    /// A message that may carry item or API text (a title, an ID as typed), made inert first.
    public func sayInert(_ message: Message) {
        sayLines([TerminalSanitizer.inline(text(message))])
    }

    /// An error that may carry item or API text, made inert first.
    public func failInert(_ message: Message, status: ExitStatus = .failure) {
        fail(localized: TerminalSanitizer.inline(text(message)), status: status)
    }

    /// A localized error on standard error; the command's status becomes `status`.
    public func fail(_ message: Message, status: ExitStatus = .failure) {
        fail(localized: text(message), status: status)
    }

    /// An error whose text is already in the user's language.
    public func fail(localized line: String, status: ExitStatus = .failure) {
        self.status = max(self.status, status)
        showPendingNotices()
        let prefix = location.map { "\($0): " } ?? ""
        console.writeErr("\(prefix)\(text(Message(.errorPrefix)))\(line)\n")
    }

    /// A notice on standard error (something the user should know) that is not a failure.
    public func notice(_ message: Message) {
        showPendingNotices()
        console.writeErr(text(message) + "\n")
    }

    /// The message in the user's language.
    public func text(_ message: Message) -> String {
        message.text(in: language)
    }
}
