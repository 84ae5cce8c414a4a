#if canImport(Glibc)
import Glibc
#endif

/// `--record FILE` and `record FILE`/`record stop`: writes the commands of the session to a
/// replayable script as they run (so a killed shell still leaves what it did), password lines
/// as `${VIPER_PASSWORD}`, under a header saying how to replay it. The file is created 0600.
@MainActor final class SessionRecorder {
    nonisolated static let secretPlaceholder = "${VIPER_PASSWORD}"
    static let header = """
        # viper-shell session recording. Password lines read ${VIPER_PASSWORD}: replay with
        #   VIPER_PASSWORD=... viper-shell -f FILE

        """

    private var descriptor: Int32 = -1
    /// The file being written, while recording.
    private(set) var path: String?
    private(set) var commandCount = 0
    private let onWriteError: (StorageError) -> Void

    /// `onWriteError` is told once when a write fails; recording then stops.
    init(onWriteError: @escaping (StorageError) -> Void) {
        self.onWriteError = onWriteError
    }

    var isRecording: Bool { path != nil }

    /// Starts (or restarts) recording into `path`, replacing what it held.
    func start(path: String) throws(StorageError) {
        _ = stop()
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path: path, reason: SystemError.describe()) }
        descriptor = fd
        self.path = path
        commandCount = 0
        write(Self.header)
    }

    /// Stops recording; returns the file and how many commands it holds, or nil if not recording.
    func stop() -> (path: String, commands: Int)? {
        guard let path else { return nil }
        close(descriptor)
        descriptor = -1
        self.path = nil
        return (path, commandCount)
    }

    /// A command line as typed; `record …` itself is left out of the recording.
    func recordCommand(_ text: String) {
        guard isRecording else { return }
        if let first = try? CommandLineTokenizer.tokenize(text).first, first == "record" { return }
        commandCount += 1
        write(text + "\n")
    }

    /// A password was typed: the recording gets the placeholder, never the value.
    func recordSecret() {
        guard isRecording else { return }
        write(Self.secretPlaceholder + "\n")
    }

    private func write(_ text: String) {
        guard !FileDescriptorWriter.write(text, to: descriptor), let path else { return }
        let error = StorageError.unwritable(path: path, reason: SystemError.describe())
        _ = stop()
        onWriteError(error)
    }
}
