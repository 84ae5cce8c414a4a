import ShellKit

/// The checks every view's parser makes on a command's arguments (none, exactly one, a number),
/// each returning what it read or throwing the usage error to show.
package struct CommandArguments: Sendable {
    package let command: CommandInvocation

    package init(_ command: CommandInvocation) {
        self.command = command
    }

    /// The arguments' values.
    package var words: [String] { command.arguments }

    /// The command takes no argument.
    package func none(usage: String) throws(CommandUsageError) {
        guard words.isEmpty else { throw tooMany(usage: usage) }
    }

    /// The one word among `arguments` (all of them unless given).
    package func single(in arguments: [String]? = nil, usage: String) throws(CommandUsageError) -> String {
        let arguments = arguments ?? words
        guard arguments.count == 1 else { throw arguments.isEmpty ? missing(usage: usage) : tooMany(usage: usage) }
        return arguments[0]
    }

    /// The one argument, a whole number.
    package func singleNumber(usage: String) throws(CommandUsageError) -> Int {
        try number(try single(usage: usage))
    }

    /// `word` as a whole number.
    package func number(_ word: String) throws(CommandUsageError) -> Int {
        guard let number = Int(word) else {
            throw bad(word, expected: .message(Message(SharedMessage.commandExpectedNumber)))
        }
        return number
    }

    package func missing(usage: String) -> CommandUsageError {
        .missingArgument(command: command.name, usage: usage)
    }

    package func tooMany(usage: String) -> CommandUsageError {
        .tooManyArguments(command: command.name, usage: usage)
    }

    package func bad(_ value: String, expected: Message.Argument) -> CommandUsageError {
        .badArgument(value, command: command.name, expected: expected)
    }
}
