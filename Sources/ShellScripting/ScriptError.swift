import ShellKit

/// What can go wrong while preparing a script's command for the shell.
public enum ScriptError: Error, Equatable, Sendable {
    /// `${NAME}` names a variable that is not set and has no `:-default`.
    case unsetVariable(name: String)
    /// A `${` that does not form `${NAME}` or `${NAME:-default}`; carries the offending text.
    case badVariable(String)

    /// The one-line message, from the catalogue.
    public var message: Message {
        switch self {
        case let .unsetVariable(name): Message(ScriptingMessage.unsetVariable, name)
        case let .badVariable(raw): Message(ScriptingMessage.badVariable, TerminalSanitizer.excerpt(raw))
        }
    }
}
