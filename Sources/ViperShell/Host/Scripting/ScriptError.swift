import ShellKit
import ItemsDomain

/// What can go wrong while preparing a script's command for the shell.
public enum ScriptError: Error, Equatable, Sendable {
    /// `${NAME}` names a variable that is not set and has no `:-default`.
    case unsetVariable(name: String)
    /// A `${` that does not form `${NAME}` or `${NAME:-default}`; carries the offending text.
    case badVariable(String)

    /// The one-line message for the user, in English or Japanese.
    public func message(japanese: Bool) -> String {
        switch self {
        case let .unsetVariable(name):
            return japanese
                ? "変数 \(name) が設定されていません — 環境変数で設定するか ${\(name):-default} と書いてください"
                : "unset variable \(name) — set it in the environment or write ${\(name):-default}"
        case let .badVariable(raw):
            let text = TerminalSanitizer.excerpt(raw)
            return japanese
                ? "変数の書き方が正しくありません: \(text) — ${NAME} または ${NAME:-default} と書いてください"
                : "malformed variable \(text) — write ${NAME} or ${NAME:-default}"
        }
    }
}
