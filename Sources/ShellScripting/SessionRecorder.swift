#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// `--record FILE` and `record FILE`/`record stop`: writes the commands of the session to a
/// replayable script as they run (so a killed shell still leaves what it did), password lines
/// as `${VIPER_PASSWORD}`, under a header saying how to replay it. The file is created 0600.
///
/// With `--transcript` the file is a transcript instead (`TranscriptRecording`): rewritten after
/// every command with the commands so far, and when the recording stops, filled in with their
/// output by replaying it in a fresh home (`completeTranscript`), so it passes `--expect`.
///
/// A command typed at a terminal runs as typed, `${NAME}` included (only scripts expand it):
/// with `escapesReferences` the recording writes such a `${` as `\${`, which a replay runs as the
/// same text.
@MainActor package final class SessionRecorder {
    /// What the recording writes.
    package enum Format: Equatable, Sendable {
        /// A script for `-f` (the default).
        case script
        /// A transcript for `--expect`.
        case transcript
    }

    package nonisolated static let secretPlaceholder = "${VIPER_PASSWORD}"
    package static let header = """
        # viper-shell session recording. Password lines read ${VIPER_PASSWORD}: replay with
        #   VIPER_PASSWORD=... viper-shell -f FILE

        """

    private var descriptor: Int32 = -1
    /// The file being written, while recording.
    private(set) var path: String?
    private(set) var commandCount = 0
    private(set) var format = Format.script
    private let onWriteError: (StorageError) -> Void
    /// The transcript being recorded, and the passwords typed into it by the variable that
    /// stands for each (kept in memory only, for the replay that fills in the output).
    private var transcript: TranscriptRecording?
    private var typedSecrets: [(value: String, variable: String)] = []

    /// Commands are run as typed, without `${NAME}` expansion (a terminal).
    package var escapesReferences = false
    /// What a transcript records about the session, from the app: the prompt before a command,
    /// the state at the first command, the time and width at the start.
    package var currentPrompt: () -> String = { "viper> " }
    package var startState: () -> TranscriptRecording.StartState = { .init(user: nil, arguments: []) }
    package var startTime: () -> String = { "" }
    package var columns: () -> Int = { 80 }
    package var timeZone: () -> String = { "UTC" }
    /// Fills in a finished transcript's output (path, then the passwords typed by variable, then
    /// made-up ones for the variables no password was typed for, as for an account registered
    /// before the recording); false when it could not (it said why). Unset, the transcript is
    /// left as recorded.
    package var completeTranscript: ((String, [String: String], [String: String]) -> Bool)?
    /// Options that put a replay where this session is: `--per-page` and `--source` as given at
    /// start or changed since (`noteOutcome`), language aside (`startState` adds it).
    package private(set) var settingArguments: [(option: String, value: String)] = []

    /// The commands the recording treats specially (`record`, `login`, `source`, …).
    private let commands: RecordedCommands

    /// `onWriteError` is told once when a write fails; recording then stops.
    package init(commands: RecordedCommands, onWriteError: @escaping (StorageError) -> Void) {
        self.commands = commands
        self.onWriteError = onWriteError
    }

    package var isRecording: Bool { path != nil }

    /// Why a recording could not start.
    package enum StartError: Error, Equatable {
        /// The file exists and `replacing` was not given: nothing was touched.
        case exists(String)
        case unwritable(StorageError)

        package var message: Message {
            switch self {
            case .exists(let path): Message(ScriptingMessage.recordExists, path)
            case .unwritable(let error): error.message
            }
        }
    }

    /// Starts recording into `path`. An existing file is refused unless `replacing`. A
    /// recording already running is stopped first; it is returned so the caller can say so.
    package func start(path: String, replacing: Bool = false, format: Format = .script) throws(StartError) -> Finished?
    {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL)
        let fd = open(path, flags, 0o600)
        guard fd >= 0 else {
            if errno == EEXIST { throw .exists(path) }
            throw .unwritable(.unwritable(path: path, reason: SystemError.describe()))
        }
        let previous = stop()
        descriptor = fd
        self.path = path
        commandCount = 0
        self.format = format
        typedSecrets = []
        if format == .transcript {
            transcript = TranscriptRecording(
                startedAt: startTime(), columns: columns(), timeZone: timeZone(), commands: commands)
            rewriteTranscript()
        } else {
            transcript = nil
            write(Self.header)
        }
        return previous
    }

    /// A recording that ended: its file, how many commands it holds, and for a transcript whether
    /// its output was filled in.
    package struct Finished: Equatable {
        package let path: String
        package let commands: Int
        package let format: Format
        package var completed = false
        /// The password variables a replay of the transcript needs.
        package var variables: [String] = []

        /// What the shell says about it.
        package var message: Message {
            guard format == .transcript, commands > 0 else {
                return Message(ScriptingMessage.recordStopped, path, String(commands))
            }
            let assignments = variables.map { "\($0)=... " }.joined()
            return Message(
                completed ? ScriptingMessage.recordStoppedTranscript : ScriptingMessage.recordTranscriptUnfilled, path,
                String(commands), assignments)
        }
    }

    /// Stops recording (a transcript is filled in first); nil if not recording.
    package func stop() -> Finished? {
        guard let path else { return nil }
        close(descriptor)
        descriptor = -1
        self.path = nil
        var finished = Finished(path: path, commands: commandCount, format: format)
        if let transcript, format == .transcript, transcript.commandCount > 0 {
            finished.variables = transcript.variables
            let secrets = Dictionary(
                typedSecrets.map { ($0.variable, $0.value) }, uniquingKeysWith: { first, _ in first })
            var fallbacks: [String: String] = [:]
            for variable in transcript.variables where secrets[variable] == nil {
                fallbacks[variable] = Self.madeUpPassword()
            }
            finished.completed = completeTranscript?(path, secrets, fallbacks) ?? false
        }
        transcript = nil
        typedSecrets = []
        return finished
    }

    /// A command line as read; `record …` itself is left out of the recording.
    package func recordCommand(_ text: String) {
        guard isRecording else { return }
        if let first = try? CommandLineTokenizer.tokenize(text).first, first == "record" { return }
        commandCount += 1
        let recorded = escapesReferences ? Self.escapingReferences(text) : text
        guard transcript != nil else { return write(recorded + "\n") }
        if transcript?.start == nil { transcript?.start = startState() }
        transcript?.append(.command(prompt: currentPrompt(), text: recorded, status: nil))
        rewriteTranscript()
    }

    /// A password was read: a script gets the placeholder, never the value; a transcript names
    /// the variable that answers it (the script's own `${NAME}`, else `VIPER_PASSWORD` for the
    /// first password typed, `VIPER_PASSWORD_2` for a different second one, …).
    package func recordSecret(_ secret: String) {
        guard isRecording else { return }
        guard transcript != nil else { return write(Self.secretPlaceholder + "\n") }
        transcript?.append(.secret(variable: variable(for: secret)))
        rewriteTranscript()
    }

    /// A password line whose value is not known (skipped unread): recorded as the first
    /// password's variable.
    package func recordSecret() {
        guard isRecording else { return }
        guard transcript != nil else { return write(Self.secretPlaceholder + "\n") }
        transcript?.append(.secret(variable: typedSecrets.first?.variable ?? TranscriptRecording.defaultVariable))
        rewriteTranscript()
    }

    /// Told after every command the session runs, recording or not: the status of a recorded
    /// command, and the settings a replay must start with.
    package func noteOutcome(of command: CommandInvocation, status: ExitStatus) {
        // `record` itself is not in the recording.
        guard !commands.record.answers(to: command.name) else { return }
        if transcript != nil, isRecording { transcript?.noteStatus(status.rawValue) }
        guard status == .success, let value = command.arguments.last else { return }
        if commands.source.answers(to: command.name), command.arguments.count == 1 {
            noteSetting("--source", value)
        } else if commands.set.answers(to: command.name), command.arguments.count == 2,
            let option = ["per-page": "--per-page", "width": "--width"][command.arguments[0]]
        {
            noteSetting(option, value)
        }
    }

    /// Sets an option a replay starts with (`--per-page 5`), replacing an earlier value.
    package func noteSetting(_ option: String, _ value: String) {
        settingArguments.removeAll { $0.option == option }
        settingArguments.append((option, value))
    }

    private func variable(for secret: String) -> String {
        if let name = ExpandingLineInput.referencedName(secret) { return name }
        if let known = typedSecrets.first(where: { $0.value == secret }) { return known.variable }
        let variable =
            typedSecrets.isEmpty
            ? TranscriptRecording.defaultVariable : "\(TranscriptRecording.defaultVariable)_\(typedSecrets.count + 1)"
        typedSecrets.append((secret, variable))
        return variable
    }

    /// A valid password for an account that exists only in the replay's fresh home.
    private static func madeUpPassword() -> String {
        let letters = "abcdefghjkmnpqrstuvwxyz23456789"
        return "replay-" + String((0..<16).map { _ in letters.randomElement() ?? "x" })
    }

    private func rewriteTranscript() {
        guard let transcript, let path else { return }
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            let error = StorageError.unwritable(path: path, reason: SystemError.describe())
            self.transcript = nil
            _ = stop()
            return onWriteError(error)
        }
        write(transcript.text(fileName: FilePath.name(of: path)))
    }

    /// `text` with each live `${` (outside single quotes, not escaped) written `\${`, so a script
    /// runs it as the literal text it was at the prompt.
    package nonisolated static func escapingReferences(_ text: String) -> String {
        guard text.contains("${") else { return text }
        var tracker = ScriptParser.QuoteTracker()
        var output = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let role = tracker.advance(over: character)
            if character == "$", role == .unquoted || role == .doubleQuoted, index + 1 < characters.count,
                characters[index + 1] == "{"
            {
                output.append("\\")
            }
            output.append(character)
        }
        return output
    }

    private func write(_ text: String) {
        guard !FileDescriptorWriter.write(text, to: descriptor), let path else { return }
        let error = StorageError.unwritable(path: path, reason: SystemError.describe())
        transcript = nil
        _ = stop()
        onWriteError(error)
    }
}
