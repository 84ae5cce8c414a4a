/// What every module's view talks through: localized output, error lines, and where the
/// current command came from (a script's `FILE:LINE:` for error lines). It keeps no exit
/// status: a command returns its own outcome.
@MainActor public final class Screen {
    public let console: Console
    /// The language of messages; `set lang en|ja` changes it for the rest of the session.
    public var language: Language
    /// Whether to style output (terminal, or `CLICOLOR_FORCE`; never with `NO_COLOR`).
    public let colorEnabled: Bool
    /// `FILE:LINE` of the running script command; error lines start with it.
    public var location: String?
    /// Notices raised while stores were read, shown before the next thing written.
    public let notices = NoticeBoard()
    /// `--format json`: standard output holds only JSON values, so confirmations, help and
    /// other text for people go to standard error.
    public var jsonMode = false
    /// `set hyperlinks on|off|auto`.
    public var hyperlinkMode = HyperlinkMode.auto
    /// Whether the terminal (by its environment) shows OSC 8 hyperlinks, for `auto`.
    public var terminalSupportsHyperlinks = false

    /// Whether links in articles are written as OSC 8 hyperlinks now: always when `on`; with
    /// `auto`, when styled output goes to a terminal that supports them.
    public var showsHyperlinks: Bool {
        switch hyperlinkMode {
        case .on: true
        case .off: false
        case .auto: terminalSupportsHyperlinks && colorEnabled && console.isTerminal
        }
    }

    public init(console: Console, language: Language, colorEnabled: Bool) {
        self.console = console
        self.language = language
        self.colorEnabled = colorEnabled
    }

    public var width: Int { console.width }

    /// Starts a new command: its error lines cite `location`.
    public func beginCommand(at location: String? = nil) {
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
        for message in notices.take() { console.writeErr(TerminalSanitizer.inline(text(message)) + "\n") }
    }

    /// A confirmation or note for people (a setting changed, a mark made, "no comments"): on
    /// standard error, as gh and git write theirs, so standard output holds only what was asked
    /// for (`-c 'set per-page 5; search --json id' | jq` reads JSON alone). At a terminal both
    /// show alike; under `--echo` errors are merged, so a transcript keeps it in its place.
    public func say(_ message: Message) {
        showPendingNotices()
        console.writeErr(TerminalSanitizer.inline(text(message)) + "\n")
    }

    /// A line for people that is what the command was asked for (`token show`, a replay's
    /// verdict): standard output, or standard error in JSON mode.
    public func report(_ message: Message) {
        sayLines([TerminalSanitizer.inline(text(message))])
    }

    /// Lines for people that are what a command was asked for (help, a listing of aliases),
    /// already localized: standard output, or standard error in JSON mode.
    public func sayLines(_ lines: [String]) {
        guard jsonMode else { return print(lines: lines) }
        showPendingNotices()
        console.writeErr(lines.map { $0 + "\n" }.joined())
    }

    /// A localized error on standard error.
    public func fail(_ message: Message) {
        fail(localized: text(message))
    }

    /// An error whose text is already in the user's language. It is one line, made inert: it
    /// may quote what the user typed or piped in, escape sequences and all.
    public func fail(localized line: String) {
        showPendingNotices()
        let prefix = location.map { "\(TerminalSanitizer.inline($0)): " } ?? ""
        console.writeErr("\(prefix)\(text(Message(ShellMessage.errorPrefix)))\(TerminalSanitizer.inline(line))\n")
    }

    /// A notice on standard error (something the user should know) that is not a failure.
    public func notice(_ message: Message) {
        showPendingNotices()
        console.writeErr(TerminalSanitizer.inline(text(message)) + "\n")
    }

    /// Writes a terminal control sequence (an OSC 9 notification, OSC 52 for the clipboard) to
    /// standard output past the console, which lets no sequence but colours and links through:
    /// only when standard output is a terminal (false otherwise, nothing written). The caller has
    /// made what the sequence carries inert.
    public func writeTerminalControl(_ sequence: String) -> Bool {
        guard console.isTerminal else { return false }
        console.flush()
        FileDescriptorWriter.write(sequence, to: 1)
        return true
    }

    /// The message in the user's language.
    public func text(_ message: Message) -> String {
        message.text(in: language)
    }
}
