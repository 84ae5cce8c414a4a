#if canImport(Glibc)
import Glibc
#endif

/// Shows long output through `$PAGER` (default `less -FRX`) when a person is at a terminal;
/// prints it directly otherwise (pipes, scripts, tests), when it is turned off (`--no-pager`,
/// `set pager off`) or when the pager cannot start.
///
/// The text reaches the pager as an unlinked temporary file on its standard input, so the pager
/// can jump to the end at once and no writer has to wait for it; the pager runs as the
/// terminal's foreground job (`ForegroundProcess`).
@MainActor package final class Pager {
    private let screen: Screen
    /// Whether a person is at the terminal (standard input and output are both terminals).
    private let isAvailable: Bool
    /// `--no-pager` and `set pager off` clear it.
    package var isEnabled: Bool
    private let command: String
    /// `LESSCHARSET=utf-8` unless the user chose a charset: the text is UTF-8 whatever the
    /// locale says, and a container's `LANG` often names a locale that is not installed, where
    /// less would show box drawing as `<E2><94><80>`.
    private let pagerEnvironment: [String: String]
    private let temporaryDirectory: String

    package init(screen: Screen, isAvailable: Bool, isEnabled: Bool = true, environment: [String: String]) {
        self.screen = screen
        self.isAvailable = isAvailable
        self.isEnabled = isEnabled
        let pager = environment["PAGER"] ?? ""
        command = pager.isEmpty ? "less -FRX" : pager
        pagerEnvironment =
            environment["LESSCHARSET"] == nil && environment["LESSCHARDEF"] == nil ? ["LESSCHARSET": "utf-8"] : [:]
        temporaryDirectory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Whether a person reads what is shown: both ends are a terminal and the shell is not quiet
    /// (what the pager and the full-screen reader need).
    package var hasReader: Bool { isAvailable && !screen.isQuiet }

    package func show(_ lines: [String]) {
        guard wouldPage(lines), page(lines) else { return screen.print(lines: lines) }
    }

    /// Whether `show` would hand `lines` to the pager (a terminal's screenful or more, the pager on
    /// and available) rather than print them.
    package func wouldPage(_ lines: [String]) -> Bool {
        guard isAvailable, !screen.isQuiet, isEnabled, let rows = TerminalSize.rows() else { return false }
        return lines.count >= rows - 1
    }

    /// Runs the pager on the text; false when it could not start or its command is missing
    /// (the shell said so with 127 or 126: the text is then printed as it is).
    private func page(_ lines: [String]) -> Bool {
        guard let file = temporaryFile(holding: TerminalSanitizer.terminalSafe(lines.joined(separator: "\n") + "\n"))
        else { return false }
        defer { close(file) }
        screen.showPendingNotices()
        screen.console.flush()
        let status = ForegroundProcess.run(command, input: file, terminal: STDIN_FILENO, adding: pagerEnvironment)
        // The terminal may have been resized while the pager held it (SIGWINCH reached only the
        // pager's group): the line editor measures again.
        SignalTrap.noteResize()
        guard let status else { return false }
        return status != 127 && status != 126
    }

    /// A private temporary file holding `text`, already unlinked, positioned at its start.
    private func temporaryFile(holding text: String) -> Int32? {
        var template = Array((temporaryDirectory + "/viper-shell-page-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return nil }
        // Only the pager's standard input should be this file, not a stray descriptor of it.
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        guard FileDescriptorWriter.write(text, to: file), lseek(file, 0, SEEK_SET) == 0 else {
            close(file)
            return nil
        }
        return file
    }
}
