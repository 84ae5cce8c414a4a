import QiitaAPI
import Synchronization

/// The settings that name a command to run, for the session (`set NAME COMMAND`, usually in the
/// startup file; `set NAME off` unsets): `notify-command`, run by `watch` when something is new,
/// and `token-command`, whose first line of output is the access token.
package final class CommandSettings: Sendable {
    /// The two settings, as `set` names them.
    package enum Name: String, CaseIterable, Sendable {
        case notifyCommand = "notify-command"
        case tokenCommand = "token-command"
    }

    package let tokenCommand: TokenCommand
    private let notify = Mutex<String?>(nil)

    package init(tokenCommand: TokenCommand = TokenCommand()) {
        self.tokenCommand = tokenCommand
    }

    package var notifyCommand: String? { notify.withLock { $0 } }

    package func value(of name: Name) -> String? {
        switch name {
        case .notifyCommand: notifyCommand
        case .tokenCommand: tokenCommand.command
        }
    }

    package func set(_ name: Name, to command: String?) {
        switch name {
        case .notifyCommand: notify.withLock { $0 = command }
        case .tokenCommand: tokenCommand.set(command)
        }
    }
}
