import ShellKit

/// `token set|show|clear` as Token's events, or the usage error the view shows instead.
@MainActor package enum TokenCommandParser {
    /// The event for `command`, or its usage error; nil for a name that is not `token`.
    package static func event(for command: CommandInvocation) -> Result<TokenViewEvent, CommandUsageError>? {
        guard TokenView.token.answers(to: command.name) else { return nil }
        let arguments = CommandArguments(command)
        let usage = TokenView.token.usage
        guard let word = arguments.words.first else { return .failure(arguments.missing(usage: usage)) }
        guard arguments.words.count == 1 else { return .failure(arguments.tooMany(usage: usage)) }
        switch word {
        case "set": return .success(.set)
        case "show": return .success(.show)
        case "clear": return .success(.clear)
        default: return .failure(arguments.bad(word, expected: .text(usage)))
        }
    }
}
