import OutputTools
import ShellKit
import ItemsModel
import UserState

/// Items' command lines as events, or the usage error the view shows instead: each command's
/// arguments and options are read here, queries by `ItemsSearchParser`, `set` by
/// `ItemsSettingParser`. Nothing is written while parsing.
@MainActor package struct ItemsCommandParser {
    package let defaultFormat: OutputFormat
    /// Where relative `source` paths are read from.
    package let places: SourcePlaces

    package init(defaultFormat: OutputFormat, places: SourcePlaces) {
        self.defaultFormat = defaultFormat
        self.places = places
    }

    /// The event for `command`, or its usage error; nil for a name that is none of Items'.
    package func event(for command: CommandInvocation) -> Result<ItemsViewEvent, CommandUsageError>? {
        do throws(CommandUsageError) {
            return try parse(command).map { .success($0) }
        } catch {
            return .failure(error)
        }
    }

    private func parse(_ command: CommandInvocation) throws(CommandUsageError) -> ItemsViewEvent? {
        let arguments = CommandArguments(command)
        let words = arguments.words
        switch command.name {
        case ItemsView.search.name:
            let search = ItemsSearchParser(command: command.name, defaultFormat: defaultFormat)
            let origin = command.words.first?.span.lowerBound ?? 0
            let (query, format, explains) = try search.parse(command.words[...], columnsFrom: origin)
            return .search(query, format: format, explains: explains)
        case ItemsView.list.name:
            return .list(format: try onlyFormat(arguments, usage: ItemsView.list.usage))
        case ItemsView.stocks.name:
            if words == ["--push"] { return .pushStocks }
            if words.first == "--qiita" {
                let (format, rest) = try JSONFormatOption.read(
                    Array(words.dropFirst()), default: defaultFormat, fieldSet: .listing)
                guard rest.isEmpty else { throw arguments.tooMany(usage: ItemsView.stocks.usage) }
                return .qiitaStocks(format: format)
            }
            return .stocks(format: try onlyFormat(arguments, usage: ItemsView.stocks.usage))
        case AccountCommands.comment.name, AccountCommands.like.name, AccountCommands.unlike.name:
            let usage = AccountCommands.items.first { $0.name == command.name }?.usage ?? command.name
            guard let (item, request) = try AccountParser.parse(command.name, words, arguments, usage: usage, namesItem: true)
            else { return nil }
            return .account(item.map(Self.itemReference), request)
        case ItemsView.later.name:
            let usage = ItemsView.later.usage
            if words.first == "--done" {
                return .finishLater(try reference(arguments, in: Array(words.dropFirst()), usage: usage))
            }
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .listing)
            guard !rest.isEmpty else { return .laterList(format: format) }
            return .keepForLater(try reference(arguments, in: rest, usage: usage))
        case ItemsView.next.name: return .nextPage(format: try pageFormat(arguments, usage: ItemsView.next.usage))
        case let name where ItemsView.prev.answers(to: name):
            return .previousPage(format: try pageFormat(arguments, usage: ItemsView.prev.usage))
        case ItemsView.refresh.name: try arguments.none(usage: ItemsView.refresh.usage); return .refresh
        case ItemsView.back.name: try arguments.none(usage: ItemsView.back.usage); return .back
        case ItemsView.page.name:
            let usage = ItemsView.page.usage
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .history)
            return .page(try arguments.number(try arguments.single(in: rest, usage: usage)), format: format)
        case ItemsView.open.name:
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .item)
            return .open(try reference(arguments, in: rest, usage: ItemsView.open.usage), format: format)
        case ItemsView.stock.name: return .stock(try reference(arguments, usage: ItemsView.stock.usage))
        case ItemsView.unstock.name: return .unstock(try reference(arguments, usage: ItemsView.unstock.usage))
        case ItemsView.comments.name:
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .comment)
            return .comments(try reference(arguments, in: rest, usage: ItemsView.comments.usage), format: format)
        case ItemsView.browse.name: return .browse(try reference(arguments, usage: ItemsView.browse.usage))
        case ItemToolCommands.code.name:
            let usage = ItemToolCommands.code.usage
            guard let first = words.first else { throw arguments.missing(usage: usage) }
            return .code(
                Self.itemReference(first), try ItemToolsParser.code(words.dropFirst(), arguments, usage: usage))
        case ItemToolCommands.copy.name:
            let usage = ItemToolCommands.copy.usage
            guard let first = words.first else { throw arguments.missing(usage: usage) }
            return .copy(
                Self.itemReference(first), try ItemToolsParser.copy(words.dropFirst(), arguments, usage: usage))
        case ItemToolCommands.export.name: return try exportEvent(arguments)
        case ItemToolCommands.links.name: return .links(try reference(arguments, usage: ItemToolCommands.links.usage))
        case ItemToolCommands.images.name:
            return .images(try reference(arguments, usage: ItemToolCommands.images.usage))
        case ItemToolCommands.image.name:
            let usage = ItemToolCommands.image.usage
            guard let first = words.first else { throw arguments.missing(usage: usage) }
            return .image(
                Self.itemReference(first), try ItemToolsParser.image(words.dropFirst(), arguments, usage: usage))
        case ItemsView.read.name where words.first == "--all":
            // The query's columns count from its first word, as typed after `--all`.
            guard let first = command.words.dropFirst().first else { return .markAllRead(nil) }
            let search = ItemsSearchParser(command: command.name, defaultFormat: .table)
            return .markAllRead(try search.parse(command.words.dropFirst(), columnsFrom: first.span.lowerBound).0)
        case ItemsView.read.name: return .markRead(try reference(arguments, usage: ItemsView.read.usage))
        case ItemsView.unread.name: return .markUnread(try reference(arguments, usage: ItemsView.unread.usage))
        case ItemsView.history.name:
            if words == ["clear"] { return .clearHistory }
            return .history(format: try onlyFormat(arguments, usage: ItemsView.history.usage, fieldSet: .history))
        case ItemsView.tags.name:
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .tag)
            guard rest.count <= 1 else { throw arguments.tooMany(usage: ItemsView.tags.usage) }
            return .tags(prefix: rest.first ?? "", format: format)
        case ItemsView.tag.name:
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .listing)
            let name = try arguments.single(in: rest, usage: ItemsView.tag.usage)
            return .search(ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(.tag(name))])]), format: format)
        case ItemsView.user.name:
            let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: .author)
            return .author(try arguments.single(in: rest, usage: ItemsView.user.usage), format: format)
        case ItemsView.save.name: return try saveEvent(command, arguments)
        case ItemsView.saved.name: return try savedEvent(arguments)
        case ItemsView.unsave.name: return .unsave(try arguments.single(usage: ItemsView.unsave.usage))
        case ItemsView.source.name:
            guard words.count <= 1 else { throw arguments.tooMany(usage: ItemsView.source.usage) }
            return words.first.map { .switchSource(ItemSourceSpec.parse($0, in: places)) } ?? .showSource
        case ItemsView.set.name: return try ItemsSettingParser.event(arguments)
        default: return nil
        }
    }

    /// `--json[=FIELDS]` and nothing else.
    private func onlyFormat(
        _ arguments: CommandArguments, usage: String,
        fieldSet: JSONFieldSet = .listing
    ) throws(CommandUsageError) -> OutputFormat {
        try JSONFormatOption.only(arguments, default: defaultFormat, usage: usage, fieldSet: fieldSet)
    }

    /// `--json[=FIELDS]` and nothing else, for another page of whichever listing is on screen: the
    /// history's fields are read here (they hold every listing's), the presenter checks them
    /// against the listing's own.
    private func pageFormat(_ arguments: CommandArguments, usage: String) throws(CommandUsageError) -> OutputFormat {
        try JSONFormatOption.only(arguments, default: defaultFormat, usage: usage, fieldSet: .history)
    }

    /// A row number (digits) or an item ID: the one word among `rest` (all arguments unless given).
    private static func itemReference(_ word: String) -> ItemReference {
        Int(word).map { .row($0) } ?? .id(word)
    }

    /// `export N|ID …` or `export --query QUERY … -o DIR`.
    private func exportEvent(_ arguments: CommandArguments) throws(CommandUsageError) -> ItemsViewEvent {
        let usage = ItemToolCommands.export.usage
        let (options, query, rest) = try ItemToolsParser.export(arguments.words, arguments, usage: usage)
        if let query {
            guard rest.isEmpty else { throw arguments.tooMany(usage: usage) }
            guard options.output != nil else { throw .refused(Message(SharedMessage.exportQueryNeedsFolder)) }
            do { return .exportQuery(try ItemQueryParser.parse(query.joined(separator: " ")), options) } catch {
                throw .refused(error.message)
            }
        }
        return .export(try reference(arguments, in: rest, usage: usage), options)
    }

    private func reference(
        _ arguments: CommandArguments, in rest: [String]? = nil,
        usage: String
    ) throws(CommandUsageError) -> ItemReference {
        let word = try arguments.single(in: rest, usage: usage)
        return Int(word).map { .row($0) } ?? .id(word)
    }

    /// `save NAME` (the current listing's search) or `save NAME QUERY… [--sort F] [--asc]`.
    private func saveEvent(
        _ command: CommandInvocation,
        _ arguments: CommandArguments
    ) throws(CommandUsageError) -> ItemsViewEvent {
        guard let name = arguments.words.first else { throw arguments.missing(usage: ItemsView.save.usage) }
        guard SavedSearch.isValidName(name) else {
            throw .refused(Message(ItemsMessage.savedBadName, TerminalSanitizer.inline(name)))
        }
        let queryWords = command.words.dropFirst()
        guard let first = queryWords.first else { return .save(name: name, query: nil) }
        // The query's columns count from its first word, as typed after the name.
        let search = ItemsSearchParser(command: command.name, defaultFormat: .table)
        let (query, _, _) = try search.parse(queryWords, columnsFrom: first.span.lowerBound)
        return .save(name: name, query: query)
    }

    /// `saved [--json]` lists the saved searches; `saved NAME [--json FIELDS]` runs one, so its
    /// fields are a listing's.
    private func savedEvent(_ arguments: CommandArguments) throws(CommandUsageError) -> ItemsViewEvent {
        let words = arguments.words
        let names = words.enumerated().filter { index, word in
            !word.hasPrefix("-") && (index == 0 || words[index - 1] != JSONFormatOption.flag)
        }
        let fieldSet: JSONFieldSet = names.isEmpty ? .savedSearch : .listing
        let (format, rest) = try JSONFormatOption.read(words, default: defaultFormat, fieldSet: fieldSet)
        guard rest.count <= 1 else { throw arguments.tooMany(usage: ItemsView.saved.usage) }
        guard let name = rest.first else { return .savedSearches(format: format) }
        return .runSaved(name, format: format)
    }
}
