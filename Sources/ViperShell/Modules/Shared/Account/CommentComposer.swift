#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// Where a comment's text comes from, as git's commit message does: the user's editor
/// (`$VISUAL`, else `$EDITOR`, else `vi` at a terminal) on a private temporary file that holds
/// the template, run through `/bin/sh` so the variable may carry arguments; else, in scripts whose
/// commands do not come from standard input, standard input to its end.
package struct CommentComposer: Sendable {
    /// The editor command; nil: none (not at a terminal and neither variable set).
    package var editor: String?
    /// Whether standard input is free to give the text (the commands come from `-c` or a file,
    /// and it is not a terminal).
    package var standardInputIsFree: Bool

    package init(environment: [String: String], isTerminal: Bool, standardInputIsFree: Bool) {
        let named = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
        editor = named ?? (isTerminal ? "vi" : nil)
        self.standardInputIsFree = standardInputIsFree
    }

    /// The text written (the template's lines kept for the caller to drop), or why there is none.
    package func compose(template: String) async -> ComposedText {
        if let editor { return await edit(template, with: editor) }
        guard standardInputIsFree else { return .failed(Message(AccountMessage.commentNoEditor)) }
        return .text(String(decoding: Self.readStandardInput(), as: UTF8.self))
    }

    private func edit(_ template: String, with editor: String) async -> ComposedText {
        let path = SystemTemporaryDirectory.path + "viper-shell-comment-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).md"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return .failed(Message(AccountMessage.commentEditorFailed, SystemError.describe()))
        }
        defer { unlink(path) }
        let bytes = Array((template.hasSuffix("\n") ? template : template + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            return .failed(Message(AccountMessage.commentEditorFailed, "could not write \(path)"))
        }
        // At a terminal the editor owns it, as a foreground job (it reads keys and sets modes; the
        // shell's settings come back after); elsewhere it runs beside the shell's own streams.
        let run: Result<ChildProcessResult, ChildProcessError>
        if isatty(STDIN_FILENO) == 1 {
            let quoted = "'" + path.replacing("'", with: "'\\''") + "'"
            guard let status = ForegroundProcess.run(editor + " " + quoted, input: STDIN_FILENO, terminal: STDIN_FILENO)
            else { return .failed(Message(AccountMessage.commentEditorFailed, "\(editor) could not be started")) }
            run = .success(ChildProcessResult(ending: .exited, status: status, output: [], errors: []))
        } else {
            run = await ChildProcess.runDetached(
                "/bin/sh", arguments: ["-c", editor + " \"$@\"", "sh", path], input: .inherit, output: .inherit,
                errors: .inherit)
        }
        switch run {
        case .failure(let error):
            return .failed(Message(AccountMessage.commentEditorFailed, String(describing: error)))
        case .success(let result) where result.ending != .exited || result.status != 0:
            return .failed(Message(AccountMessage.commentEditorFailed, "\(editor) exited with \(result.status)"))
        case .success:
            guard let text = try? FileReader.read(path) else {
                return .failed(Message(AccountMessage.commentEditorFailed, "\(path) is gone"))
            }
            return .text(String(decoding: text, as: UTF8.self))
        }
    }

    /// Standard input to its end (at most 1 MB: a comment, not a file dump).
    private static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count < 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes
    }
}
