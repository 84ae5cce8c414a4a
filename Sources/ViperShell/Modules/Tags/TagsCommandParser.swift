import OutputTools
import ShellKit

/// Tags' command lines as events, or the usage error the view shows instead.
@MainActor package struct TagsCommandParser {
    package let defaultFormat: OutputFormat

    package init(defaultFormat: OutputFormat) {
        self.defaultFormat = defaultFormat
    }

    /// The event for `command`, or its usage error; nil for a name that is none of Tags'.
    package func event(for command: CommandInvocation) -> Result<TagsViewEvent, CommandUsageError>? {
        do throws(CommandUsageError) {
            return try parse(command).map { .success($0) }
        } catch {
            return .failure(error)
        }
    }

    private func parse(_ command: CommandInvocation) throws(CommandUsageError) -> TagsViewEvent? {
        let arguments = CommandArguments(command)
        switch command.name {
        case TagsView.tags.name:
            let (format, rest) = try JSONFormatOption.read(arguments.words, default: defaultFormat, fieldSet: .tag)
            guard rest.count <= 1 else { throw arguments.tooMany(usage: TagsView.tags.usage) }
            return .show(prefix: rest.first ?? "", format: format)
        case TagsView.list.name:
            let (format, rest) = try JSONFormatOption.read(arguments.words, default: defaultFormat, fieldSet: .tag)
            guard rest.isEmpty else { throw arguments.tooMany(usage: TagsView.list.usage) }
            return .list(format: format)
        case TagsView.tag.name:
            let word = try arguments.single(usage: TagsView.tag.usage)
            return .openTag(Int(word).map { .row($0) } ?? .name(word))
        case TagsView.open.name: return .openTag(.row(try arguments.singleNumber(usage: TagsView.open.usage)))
        case TagsView.page.name:
            let (format, rest) = try JSONFormatOption.read(arguments.words, default: defaultFormat, fieldSet: .tag)
            let number = try arguments.number(try arguments.single(in: rest, usage: TagsView.page.usage))
            return .page(number, format: format)
        case TagsView.next.name:
            return .nextPage(format: try onlyFormat(arguments, usage: TagsView.next.usage))
        case let name where TagsView.prev.answers(to: name):
            return .previousPage(format: try onlyFormat(arguments, usage: TagsView.prev.usage))
        case TagsView.back.name: try arguments.none(usage: TagsView.back.usage); return .back
        default: return nil
        }
    }

    /// `--json[=FIELDS]` and nothing else.
    private func onlyFormat(_ arguments: CommandArguments, usage: String) throws(CommandUsageError) -> OutputFormat {
        try JSONFormatOption.only(arguments, default: defaultFormat, usage: usage, fieldSet: .tag)
    }
}
