import FoundationEssentials
import ItemsModel
import ShellKit
import Synchronization

/// The `token-command` setting (`set token-command 'pass show qiita'`), as newsboat's
/// `passwordeval`: a command run with `/bin/sh -c` whose first line of output is the access
/// token. It runs once, on the first request that needs a token, and its token is kept for the
/// session (changing the setting runs it again). Its output is never shown: a failure names the
/// exit status, or that nothing was printed.
package final class TokenCommand: Sendable {
    /// How long the command may take (a password manager may ask for a passphrase).
    package static let timeout: Duration = .seconds(60)

    private struct State {
        var command: String?
        var answer: Result<String, QiitaAPIError>?
    }

    private let state = Mutex(State())

    package init() {}

    /// The command set, if any.
    package var command: String? { state.withLock { $0.command } }

    /// Sets (nil: unsets) the command; its token is fetched again on next use.
    package func set(_ command: String?) {
        state.withLock { $0 = State(command: command, answer: nil) }
    }

    /// The command's token; nil when no command is set.
    package func token() throws(QiitaAPIError) -> String? {
        let (command, answer) = state.withLock { ($0.command, $0.answer) }
        guard let command else { return nil }
        if let answer { return try answer.get() }
        let result = Self.run(command)
        state.withLock { current in
            if current.command == command { current.answer = result }
        }
        return try result.get()
    }

    /// Runs `command` and reads the first line it prints (at most 4 KB are read).
    static func run(_ command: String) -> Result<String, QiitaAPIError> {
        let ended: ChildProcessResult
        do {
            ended = try ChildProcess.run("/bin/sh", arguments: ["-c", command], errors: .discard)
        } catch {
            return .failure(.tokenCommandFailed("/bin/sh could not start"))
        }
        guard ended.succeeded else {
            return .failure(.tokenCommandFailed("exit status \(ended.status)"))
        }
        let line = String(decoding: ended.output.prefix(4096), as: UTF8.self).split(
            separator: "\n", maxSplits: 1, omittingEmptySubsequences: false
        ).first.map { $0.trimmingBlanksAndNewlines() }
        guard let line, !line.isEmpty else { return .failure(.tokenCommandFailed("it printed nothing")) }
        guard AccessToken.hasTokenCharacters(line) else {
            return .failure(.tokenCommandFailed("its first line is not a token"))
        }
        return .success(line)
    }
}
