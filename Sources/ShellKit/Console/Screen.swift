/// What every module's view talks through: localized output, error lines, and where the
/// current command came from (a script's `FILE:LINE:` for error lines). It keeps no exit
/// status: a command returns its own outcome.
@MainActor public final class Screen {
    public let console: Console
    /// The language of messages; `set lang en|ja` changes it for the rest of the session.
    public var language: Language
    /// How output is styled: colour, attributes only (`NO_COLOR` at a terminal), or plain with
    /// visible marks (a pipe); see `TextStyle.Level.resolve`.
    package let textStyle: TextStyle
    /// Whether output is coloured (terminal, or `CLICOLOR_FORCE`; never with `NO_COLOR`).
    public var colorEnabled: Bool { textStyle.usesColour }
    /// `FILE:LINE` of the running script command; error lines start with it.
    public var location: String?
    /// Notices raised while stores were read, shown before the next thing written.
    public let notices = NoticeBoard()
    /// `--format json`: standard output holds only JSON values, so confirmations, help and
    /// other text for people go to standard error.
    public var jsonMode = false
    /// While the startup file runs: nothing but errors is written (its `set` and `alias` lines
    /// confirm nothing, as psql's `.psqlrc` does not under `-q`), so a cron job's script is silent.
    public var isQuiet = false
    /// `set hyperlinks on|off|auto`.
    public var hyperlinkMode = HyperlinkMode.auto
    /// Whether the terminal (by its environment) shows OSC 8 hyperlinks, for `auto`.
    public var terminalSupportsHyperlinks = false
    /// Whether the terminal says it draws 24-bit colour (`COLORTERM=truecolor` or `24bit`): images
    /// are drawn in it, else in the 256-colour palette.
    public var terminalHasTrueColour = false

    /// Whether links in articles are written as OSC 8 hyperlinks now: always when `on`; with
    /// `auto`, when styled output goes to a terminal that supports them.
    public var showsHyperlinks: Bool {
        switch hyperlinkMode {
        case .on: true
        case .off: false
        case .auto: terminalSupportsHyperlinks && colorEnabled && console.isTerminal
        }
    }

    /// `set theme dark|light|auto`: the colours code is shown in.
    public var themeMode = ThemeMode.auto
    /// The terminal's background, for `auto`: found out once, when first needed.
    public var terminalBackground = TerminalBackground(colorFGBG: nil, asksTerminal: false)

    /// Whether code is shown in the light theme now: with `light`, or `auto` on a light
    /// background (the first time, the terminal may be asked).
    public var usesLightTheme: Bool {
        switch themeMode {
        case .dark: false
        case .light: true
        case .auto: terminalBackground.isLight
        }
    }

    package init(console: Console, language: Language, styleLevel: TextStyle.Level) {
        self.console = console
        self.language = language
        self.textStyle = TextStyle(level: styleLevel)
    }

    /// A screen in full colour (`colorEnabled`) or plain.
    public convenience init(console: Console, language: Language, colorEnabled: Bool) {
        self.init(console: console, language: language, styleLevel: colorEnabled ? .colour : .plain)
    }

    public var width: Int { console.width }

    /// The default of `set width`: paragraphs longer than this are hard to read.
    public nonisolated static let defaultArticleWidth = 100
    /// The widths `set width` and `--width` accept.
    public nonisolated static let articleWidths = 20...1000
    /// `set width N` / `--width N`: the longest line an article or its comments are laid out to.
    public var articleWidthLimit = Screen.defaultArticleWidth
    /// The width articles and comments are laid out to now: the terminal's, at most `articleWidthLimit`.
    public var articleWidth: Int { min(width, articleWidthLimit) }

    /// Starts a new command: its error lines cite `location`.
    public func beginCommand(at location: String? = nil) {
        self.location = location
    }

    /// One line of output on standard output.
    public func print(_ line: String) {
        guard !isQuiet else { return }
        showPendingNotices()
        console.writeOut(line + "\n")
    }

    /// Several lines of output at once.
    public func print(lines: [String]) {
        guard !lines.isEmpty, !isQuiet else { return }
        showPendingNotices()
        console.writeOut(lines.joined(separator: "\n") + "\n")
    }

    /// Writes the notices stores have posted (on standard error) and forgets them.
    public func showPendingNotices() {
        for message in notices.take() { console.writeErr(fitted(TerminalSanitizer.inline(text(message)))) }
    }

    /// A confirmation or note for people (a setting changed, a mark made, "no comments"): on
    /// standard error, as gh and git write theirs, so standard output holds only what was asked
    /// for (`-c 'set per-page 5; search --json id' | jq` reads JSON alone). At a terminal both
    /// show alike; under `--echo` errors are merged, so a transcript keeps it in its place.
    public func say(_ message: Message) {
        guard !isQuiet else { return }
        showPendingNotices()
        console.writeErr(fitted(TerminalSanitizer.inline(text(message))))
    }

    /// A line for people that is what the command was asked for (`token show`, a replay's
    /// verdict): standard output, or standard error in JSON mode.
    public func report(_ message: Message) {
        sayLines([TerminalSanitizer.inline(text(message))])
    }

    /// Lines for people that are what a command was asked for (help, a listing of aliases),
    /// already localized: standard output, or standard error in JSON mode.
    public func sayLines(_ lines: [String]) {
        guard !isQuiet else { return }
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
        console.writeErr(fitted("\(prefix)\(text(Message(ShellMessage.errorPrefix)))\(TerminalSanitizer.inline(line))"))
    }

    /// A notice on standard error (something the user should know) that is not a failure.
    public func notice(_ message: Message) {
        guard !isQuiet else { return }
        showPendingNotices()
        console.writeErr(fitted(TerminalSanitizer.inline(text(message))))
    }

    /// A message line as written, newline included: at a terminal, one longer than the terminal is
    /// wide is wrapped at word boundaries (a line cut by the terminal splits words); in a pipe or
    /// a file it stays one line, for scripts that read it.
    private func fitted(_ line: String) -> String {
        guard console.isTerminal, line.utf8.count > width, DisplayWidth.of(line) > width else { return line + "\n" }
        return TextWrapper.wrap(line, width: width, hangingIndent: "  ").joined(separator: "\n") + "\n"
    }

    /// Writes a terminal control sequence (an OSC 9 notification, OSC 52 for the clipboard) to
    /// standard output past the console, which lets no sequence but colours and links through:
    /// only when standard output is a terminal (false otherwise, nothing written). The caller has
    /// made what the sequence carries inert.
    public func writeTerminalControl(_ sequence: String) -> Bool {
        guard console.isTerminal, !isQuiet else { return false }
        console.flush()
        FileDescriptorWriter.write(sequence, to: 1)
        return true
    }

    /// The message in the user's language.
    public func text(_ message: Message) -> String {
        message.text(in: language)
    }
}
