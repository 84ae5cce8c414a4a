import OutputTools
import ShellKit

/// ItemDetail's command lines as events, or the usage error the view shows instead.
@MainActor package struct ItemDetailCommandParser {
    package let defaultFormat: OutputFormat

    package init(defaultFormat: OutputFormat) {
        self.defaultFormat = defaultFormat
    }

    /// The event for `command`, or its usage error; nil for a name that is none of ItemDetail's.
    package func event(for command: CommandInvocation) -> Result<ItemDetailViewEvent, CommandUsageError>? {
        do throws(CommandUsageError) {
            return try parse(command).map { .success($0) }
        } catch {
            return .failure(error)
        }
    }

    private func parse(_ command: CommandInvocation) throws(CommandUsageError) -> ItemDetailViewEvent? {
        let arguments = CommandArguments(command)
        switch command.name {
        case ItemDetailView.show.name:
            return .show(format: try format(arguments, usage: ItemDetailView.show.usage, fieldSet: .item))
        case ItemDetailView.comments.name:
            return .comments(format: try format(arguments, usage: ItemDetailView.comments.usage, fieldSet: .comment))
        case ItemDetailView.link.name:
            return .openLink(try arguments.singleNumber(usage: ItemDetailView.link.usage))
        case ItemDetailView.section.name:
            return .section(try arguments.singleNumber(usage: ItemDetailView.section.usage))
        case ItemToolCommands.detailCode.name:
            return .code(
                try ItemToolsParser.code(arguments.words[...], arguments, usage: ItemToolCommands.detailCode.usage))
        case ItemToolCommands.detailCopy.name:
            return .copy(
                try ItemToolsParser.copy(arguments.words[...], arguments, usage: ItemToolCommands.detailCopy.usage))
        case ItemToolCommands.detailImage.name:
            return .image(
                try ItemToolsParser.image(arguments.words[...], arguments, usage: ItemToolCommands.detailImage.usage))
        case ItemToolCommands.detailImages.name:
            try arguments.none(usage: ItemToolCommands.detailImages.usage)
            return .images
        case AccountCommands.comment.name, AccountCommands.like.name, AccountCommands.unlike.name:
            let usage = AccountCommands.detail.first { $0.name == command.name }?.usage ?? command.name
            guard
                let (_, request) = try AccountParser.parse(
                    command.name, arguments.words, arguments, usage: usage, namesItem: false)
            else { return nil }
            return .account(request)
        case ItemToolCommands.detailExport.name:
            let usage = ItemToolCommands.detailExport.usage
            let (options, query, rest) = try ItemToolsParser.export(arguments.words, arguments, usage: usage)
            guard query == nil, rest.isEmpty else { throw arguments.tooMany(usage: usage) }
            return .export(options)
        default: break
        }
        guard let descriptor = ItemDetailView.all.first(where: { $0.answers(to: command.name) }) else { return nil }
        // `stock N`, `comments N`, `browse N` belong to the listing: say so instead of guessing.
        try arguments.none(usage: descriptor.usage)
        switch descriptor {
        case ItemDetailView.back: return .back
        case ItemDetailView.next: return .next
        case ItemDetailView.prev: return .previous
        case ItemDetailView.stock: return .stock
        case ItemDetailView.unstock: return .unstock
        case ItemDetailView.later: return .later
        case ItemDetailView.links: return .links
        case ItemDetailView.browse: return .browse
        case ItemDetailView.outline: return .outline
        case ItemDetailView.read: return .markRead
        case ItemDetailView.unread: return .markUnread
        default: return nil
        }
    }

    /// `--json[=FIELDS]` and nothing else.
    private func format(
        _ arguments: CommandArguments, usage: String,
        fieldSet: JSONFieldSet
    ) throws(CommandUsageError) -> OutputFormat {
        try JSONFormatOption.only(arguments, default: defaultFormat, usage: usage, fieldSet: fieldSet)
    }
}
