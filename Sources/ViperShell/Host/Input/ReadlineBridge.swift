@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// The process-wide state readline's C callbacks need. Readline has one line buffer per
/// process, so this is the one place such state lives; only the main thread touches it.
package enum ReadlineBridge {
    /// Set by the line handler: nil until a line (or end of input) arrives.
    package nonisolated(unsafe) static var pendingLine: String??
    /// Supplies completion candidates: (text before the word being completed, the word) → matches.
    package nonisolated(unsafe) static var completionProvider: ((String, String) -> [String])?
    nonisolated(unsafe) private static var matches: [String] = []
    nonisolated(unsafe) private static var matchIndex = 0

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
            ReadlineBridge.matches = ReadlineBridge.completionProvider?(before, word) ?? []
            ReadlineBridge.matchIndex = 0
            return rl_completion_matches(text, ReadlineBridge.nextMatch)
        }

    /// Readline's generator: one strdup'ed match per call, NULL when done.
    package static let nextMatch: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
        _, _ in
        guard ReadlineBridge.matchIndex < ReadlineBridge.matches.count else { return nil }
        let match = ReadlineBridge.matches[ReadlineBridge.matchIndex]
        ReadlineBridge.matchIndex += 1
        return strdup(match)
    }
}
