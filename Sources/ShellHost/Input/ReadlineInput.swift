@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// Command lines from a terminal through GNU readline (callback interface, so Ctrl-C can
/// abandon a line without killing the shell): editing, history saved to a 0600 file, tab
/// completion. Secrets are read with echo off, outside readline, and never enter history.
@MainActor public final class ReadlineInput: LineInput {
    package static let historyLimit: Int32 = 1000
    private let historyFile: String?
    private let onHistoryError: (StorageError) -> Void
    /// The terminal's settings at start, put back by `close()`.
    private let savedMode: TerminalMode?
    /// Whether a line starts with a command the shell knows (set by the shell loop).
    private var recognizesCommand: (String) -> Bool = { _ in true }
    /// Set after a refused `login`: the next line may be the password typed anyway.
    private var holdsBackNextLine = false
    public private(set) var secretLinesRead = 0

    /// - Parameters:
    ///   - historyFile: where history is loaded from and saved to (nil: no history file).
    public init(historyFile: String?, onHistoryError: @escaping (StorageError) -> Void) {
        self.historyFile = historyFile
        self.onHistoryError = onHistoryError
        savedMode = TerminalMode.save()
        // Before readline reads the locale: characters are UTF-8 even under LC_ALL=C.
        UTF8CharacterLocale.adopt()
        rl_readline_name = UnsafePointer(strdup("viper-shell"))
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_attempted_completion_function = ReadlineBridge.attemptedCompletion
        // Words break at spaces, quotes and `;` only: `--json=id,ti`, `tag:sw` and `created:>2024`
        // complete as one word (readline's default also breaks at `=`, `<`, `>`, `(`…).
        rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n\"'`;|&"))
        using_history()
        stifle_history(Self.historyLimit)
        if let historyFile { read_history(historyFile) }
    }

    /// Sets what tab completion offers: (text before the word, the word) → candidates.
    public func setCompletionProvider(_ provider: @escaping @MainActor @Sendable (String, String) -> [String]) {
        ReadlineBridge.completionProvider = provider
    }

    /// Sets how a line that may be a password is told from a command: after a refused `login`,
    /// a next line that is no command is neither run, shown nor kept in history.
    public func setCommandRecognizer(_ recognizer: @escaping (String) -> Bool) {
        recognizesCommand = recognizer
    }

    public func readCommand(prompt: String) -> LineInputEvent {
        // Keys a terminal query read while the last command ran (the graphics probe of an article
        // printed at the prompt) are dropped, as they were typed to that command: the full-screen
        // reader, which takes them, must not find them the next time it opens.
        _ = TerminalInputBacklog.take()
        ReadlineBridge.pendingLine = nil
        _ = SignalTrap.takeInterrupt()
        rl_callback_handler_install(prompt, ReadlineBridge.lineHandler)
        while ReadlineBridge.pendingLine == nil {
            if SignalTrap.terminationRequested { return abandonLine(printNewline: true, event: .endOfInput) }
            if SignalTrap.takeInterrupt() { return abandonLine(printNewline: true, event: .interrupted) }
            if SignalTrap.takeResize() { rl_resize_terminal() }
            if SignalTrap.waitForInput(on: STDIN_FILENO) > 0 { rl_callback_read_char() }
        }
        guard case .some(.some(let line)) = ReadlineBridge.pendingLine else {
            FileDescriptorWriter.write("\n", to: STDOUT_FILENO)
            return .endOfInput
        }
        if holdsBackNextLine {
            holdsBackNextLine = false
            if !recognizesCommand(line) {
                return .invalid(Message(InputMessage.secretLineHeldBack), status: .usage, location: nil)
            }
        }
        remember(line)
        return .line(line, location: nil)
    }

    public func readSecret(prompt: String) -> String? {
        secretLinesRead += 1
        return TerminalSecretPrompt.read(prompt: prompt, from: FileDescriptorLineReader(descriptor: STDIN_FILENO))
    }

    /// Nothing is asked at a terminal: what was typed ahead (a password typed before the
    /// refusal showed) is dropped, and the next line is held back unless it is a command.
    public func skipSecret(prompt: String) -> String? {
        tcflush(STDIN_FILENO, TCIFLUSH)
        holdsBackNextLine = true
        return nil
    }

    public func close() {
        rl_callback_handler_remove()
        savedMode?.restore()
    }

    /// Adds a command line to history (not blank, not a repeat of the last one) and appends
    /// it to the history file, keeping what other shells on the same home appended meanwhile.
    private func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        if let last = history_get(history_base + history_length - 1), String(cString: last.pointee.line) == line {
            return
        }
        add_history(line)
        guard let historyFile else { return }
        do { try HistoryFile(path: historyFile, limit: Int(Self.historyLimit)).append(line) } catch {
            onHistoryError(error)
        }
    }

    private func abandonLine(printNewline: Bool, event: LineInputEvent) -> LineInputEvent {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_replace_line("", 0)
        rl_callback_handler_remove()
        if printNewline { FileDescriptorWriter.write("\n", to: STDOUT_FILENO) }
        return event
    }
}
