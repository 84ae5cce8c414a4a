import OutputTools
import ShellKit

/// `outbox …` and `publish …` as Account's events, or the usage error the view shows instead.
@MainActor package struct AccountCommandParser {
    package let defaultFormat: OutputFormat

    /// The event for `command`, or its usage error; nil for a name that is none of Account's.
    package func event(for command: CommandInvocation) -> Result<AccountViewEvent, CommandUsageError>? {
        do throws(CommandUsageError) {
            return try parse(command).map { .success($0) }
        } catch {
            return .failure(error)
        }
    }

    private func parse(_ command: CommandInvocation) throws(CommandUsageError) -> AccountViewEvent? {
        let arguments = CommandArguments(command)
        let words = arguments.words
        switch command.name {
        case AccountView.outbox.name:
            let usage = AccountView.outbox.usage
            switch words.first {
            case "send":
                let rest = words.dropFirst()
                guard rest.isEmpty || rest == ["--all"] else { throw arguments.bad(rest.first!, expected: .text(usage)) }
                return .send(all: !rest.isEmpty)
            case "drop":
                guard words.count == 2 else { throw words.count < 2 ? arguments.missing(usage: usage) : arguments.tooMany(usage: usage) }
                return .drop(try arguments.number(words[1]))
            default:
                let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .outbox)
                guard rest.isEmpty else { throw arguments.bad(rest[0], expected: .text(usage)) }
                return .outbox(format: format)
            }
        case AccountView.publish.name:
            let usage = AccountView.publish.usage
            var files: [String] = []
            var (dryRun, force) = (false, false)
            for word in words {
                switch word {
                case "--dry-run": dryRun = true
                case "--force": force = true
                case let option where option.hasPrefix("-") && option != "-": throw arguments.bad(option, expected: .text(usage))
                default: files.append(word)
                }
            }
            guard !files.isEmpty else { throw arguments.missing(usage: usage) }
            return .publish(files: files, dryRun: dryRun, force: force)
        default:
            return nil
        }
    }
}
