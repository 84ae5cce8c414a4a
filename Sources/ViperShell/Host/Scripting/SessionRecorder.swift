#if canImport(Glibc)
import Glibc
#endif
import ShellKit
import ItemsDomain

/// `--record FILE` and `record FILE`/`record stop`: writes the commands of the session to a
/// replayable script as they run (so a killed shell still leaves what it did), password lines
/// as `${VIPER_PASSWORD}`, under a header saying how to replay it. The file is created 0600.
@MainActor package final class SessionRecorder {
    package nonisolated static let secretPlaceholder = "${VIPER_PASSWORD}"
    package static let header = """
        # viper-shell session recording. Password lines read ${VIPER_PASSWORD}: replay with
        #   VIPER_PASSWORD=... viper-shell -f FILE

        """

    private var descriptor: Int32 = -1
    /// The file being written, while recording.
    private(set) var path: String?
    private(set) var commandCount = 0
    private let onWriteError: (StorageError) -> Void

    /// `onWriteError` is told once when a write fails; recording then stops.
    package init(onWriteError: @escaping (StorageError) -> Void) {
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
            case .exists(let path): Message(.recordExists, path)
            case .unwritable(let error): error.message
            }
        }
    }

    /// Starts recording into `path`. An existing file is refused unless `replacing`. A
    /// recording already running is stopped first; it is returned so the caller can say so.
    package func start(path: String, replacing: Bool = false) throws(StartError) -> (path: String, commands: Int)? {
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
        write(Self.header)
        return previous
    }

    /// Stops recording; returns the file and how many commands it holds, or nil if not recording.
    package func stop() -> (path: String, commands: Int)? {
        guard let path else { return nil }
        close(descriptor)
        descriptor = -1
        self.path = nil
        return (path, commandCount)
    }

    /// A command line as typed; `record …` itself is left out of the recording.
    package func recordCommand(_ text: String) {
        guard isRecording else { return }
        if let first = try? CommandLineTokenizer.tokenize(text).first, first == "record" { return }
        commandCount += 1
        write(text + "\n")
    }

    /// A password was typed: the recording gets the placeholder, never the value.
    package func recordSecret() {
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
