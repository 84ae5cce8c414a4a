import OutputTools
import ShellHost
import ShellKit
import ItemsModel

/// Why a view refused a command line before its presenter saw it: a usage error (exit
/// status 2). The view renders it; nothing is written while parsing.
package enum CommandUsageError: Error, Equatable, Sendable {
    /// `command` needs an argument that is missing.
    case missingArgument(command: String, usage: String)
    /// `command` was given more arguments than it takes.
    case tooManyArguments(command: String, usage: String)
    /// `value` is not what `command` takes there; `expected` says what it takes (a message
    /// such as "expected a whole number", or a usage line as typed).
    case badArgument(String, command: String, expected: Message.Argument)
    /// `--json FIELDS` named a field the output does not have.
    case unknownJSONField(String, of: JSONFieldSet)
    /// A search query that does not parse (its column counts from the query's first word).
    case badQuery(ItemQueryError)
    /// A module's own refusal (an unknown setting, a bad saved search name).
    case refused(Message)

    /// The one-line message the view shows.
    package var message: Message {
        switch self {
        case let .missingArgument(command, usage): Message(ShellMessage.commandMissingArgument, command, usage)
        case let .tooManyArguments(command, usage): Message(ShellMessage.commandTooManyArguments, command, usage)
        case let .badArgument(value, command, expected):
            Message(
                SharedMessage.commandBadArgument,
                parts: [.text(TerminalSanitizer.inline(value)), .text(command), expected])
        case let .unknownJSONField(field, fieldSet): fieldSet.unknownFieldMessage(field)
        case let .badQuery(error): error.message
        case let .refused(message): message
        }
    }

    /// The outcome of a command refused this way.
    package var outcome: CommandOutcome { .failed(.usage) }
}
