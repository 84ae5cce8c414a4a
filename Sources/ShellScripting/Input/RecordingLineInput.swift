import ShellHost
import ShellKit

/// Copies the commands read into the session recorder while it records: command lines as
/// typed, a password line as `${VIPER_PASSWORD}`.
@MainActor package final class RecordingLineInput: LineInput {
    private let base: LineInput
    private let recorder: SessionRecorder

    package init(_ base: LineInput, recorder: SessionRecorder) {
        self.base = base
        self.recorder = recorder
    }

    package func readCommand(prompt: String) -> LineInputEvent {
        let event = base.readCommand(prompt: prompt)
        if case let .line(text, _) = event { recorder.recordCommand(text) }
        return event
    }

    package func readSecret(prompt: String) -> String? {
        let secret = base.readSecret(prompt: prompt)
        if let secret { recorder.recordSecret(secret) }
        return secret
    }

    /// A skipped password line is recorded as a password line, read or not (at a terminal
    /// nothing is read): a replay of the recording then skips that line where this session did.
    package func skipSecret(prompt: String) -> String? {
        let line = base.skipSecret(prompt: prompt)
        recorder.recordSecret()
        return line
    }

    package var secretLinesRead: Int { base.secretLinesRead }

    package func close() { base.close() }
}
