/// How many lines of a script answer a command's secret prompts: `login` reads a password,
/// `register` reads it twice, `token set` reads a token. The shell consumes that many lines
/// after such a command whether it asked for them or refused first, so a password meant for a
/// prompt is never run as a command, printed in an error or kept in history.
public enum SecretAnswers: Sendable, Equatable {
    /// The command asks for no secret.
    case none
    /// Always this many lines.
    case lines(Int)
    /// This many lines when the first argument is `subcommand` (`token set`).
    case linesAfter(subcommand: String, Int)

    /// The number of answer lines for a command called with `arguments`.
    public func count(arguments: [String]) -> Int {
        switch self {
        case .none: 0
        case let .lines(count): count
        case let .linesAfter(subcommand, count): arguments.first == subcommand ? count : 0
        }
    }
}
