@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif
import ShellKit
import Synchronization

/// The state readline's C callbacks share with `ReadlineInput`. The callbacks take no context
/// pointer and readline has one line buffer per process, so this is the one place such state
/// lives: a `static let` of a `Mutex` (the callbacks run on the main thread, inside
/// `rl_callback_read_char`, never in a signal handler, so a lock is safe).
package enum ReadlineBridge {
    /// What the callbacks read and write.
    private struct State {
        /// Set by the line handler: nil until a line (or end of input) arrives.
        var pendingLine: String??
        /// Supplies completion candidates: (text before the word being completed, the word) → matches.
        var completionProvider: CompletionProvider?
        var matches: [String] = []
        var matchIndex = 0
    }

    /// (text before the word being completed, the word) → the candidates.
    package typealias CompletionProvider = @MainActor @Sendable (String, String) -> [String]

    private static let state = Mutex(State())

    /// Set by the line handler: nil until a line (or end of input) arrives.
    package static var pendingLine: String?? {
        get { state.withLock { $0.pendingLine } }
        set { state.withLock { $0.pendingLine = newValue } }
    }

    /// Supplies completion candidates.
    package static var completionProvider: CompletionProvider? {
        get { state.withLock { $0.completionProvider } }
        set { state.withLock { $0.completionProvider = newValue } }
    }

    /// Called by readline with each finished line (NULL for Ctrl-D on an empty line).
    package static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { pointer in
        if let pointer {
            ReadlineBridge.pendingLine = .some(String(cString: pointer))
            free(pointer)
        } else {
            ReadlineBridge.pendingLine = .some(nil)
        }
        rl_callback_handler_remove()
    }

    /// Readline's completion entry point: computes all matches once, then hands them out.
    package static let attemptedCompletion:
        @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
            text, start, _ in
            rl_attempted_completion_over = 1
            let word = text.map { String(cString: $0) } ?? ""
            let bufferBytes = rl_line_buffer.map { UnsafeRawBufferPointer(start: $0, count: Int(start)) }
            let before = bufferBytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let provider = ReadlineBridge.completionProvider
            let matches = provider.map { provider in MainActor.assumeIsolated { provider(before, word) } } ?? []
            ReadlineBridge.state.withLock { state in
                state.matches = matches
                state.matchIndex = 0
            }
            return rl_completion_matches(text, ReadlineBridge.nextMatch)
        }

    /// Readline's generator: one strdup'ed match per call, NULL when done.
    package static let nextMatch: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
        _, _ in
        let match = ReadlineBridge.state.withLock { state -> String? in
            guard state.matchIndex < state.matches.count else { return nil }
            defer { state.matchIndex += 1 }
            return state.matches[state.matchIndex]
        }
        return match.map { strdup($0) }
    }
}
