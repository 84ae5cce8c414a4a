import Foundation
import ShellKit
import ItemsDomain

/// Turns an Items or ItemDetail command line into its event, reporting usage errors (exit
/// status 2) for missing, extra or malformed arguments.
@MainActor package struct CommandArgumentParser {
    package let screen: Screen
    package let command: CommandInvocation
    /// Where relative `source` paths are read from (Items only).
    package let places: SourcePlaces?

    package init(screen: Screen, command: CommandInvocation, places: SourcePlaces? = nil) {
        self.screen = screen
        self.command = command
        self.places = places
    }

    private static let jsonFlag = "--json"

    package func itemsEvent(defaultFormat: OutputFormat) -> ItemsViewEvent? {
        switch command.name {
        case ItemsView.search.name:
            let (text, format) = queryAndFormat(defaultFormat)
            do { return .search(try ItemQueryParser.parse(text), format: format) } catch {
                screen.fail(error.message, status: .usage)
                return nil
            }
        case ItemsView.list.name:
            guard let format = onlyFormat(defaultFormat, usage: ItemsView.list.usage) else { return nil }
            return .list(format: format)
        case ItemsView.stocks.name:
            guard let format = onlyFormat(defaultFormat, usage: ItemsView.stocks.usage) else { return nil }
            return .stocks(format: format)
        case ItemsView.next.name: return noArguments(ItemsView.next.usage) ? .nextPage : nil
        case let name where ItemsView.prev.answers(to: name): return noArguments(ItemsView.prev.usage) ? .previousPage : nil
        case ItemsView.refresh.name: return noArguments(ItemsView.refresh.usage) ? .refresh : nil
        case ItemsView.page.name:
            guard let number = singleNumber(usage: ItemsView.page.usage) else { return nil }
            return .page(number)
        case ItemsView.open.name:
            let format = command.arguments.contains(Self.jsonFlag) ? OutputFormat.json : defaultFormat
            guard let reference = reference(in: command.arguments.filter { $0 != Self.jsonFlag }, usage: ItemsView.open.usage) else { return nil }
            return .open(reference, format: format)
        case ItemsView.stock.name:
            return reference(in: command.arguments, usage: ItemsView.stock.usage).map { .stock($0) }
        case ItemsView.unstock.name:
            return reference(in: command.arguments, usage: ItemsView.unstock.usage).map { .unstock($0) }
        case ItemsView.comments.name:
            let format = command.arguments.contains(Self.jsonFlag) ? OutputFormat.json : defaultFormat
            return reference(in: command.arguments.filter { $0 != Self.jsonFlag }, usage: ItemsView.comments.usage).map { .comments($0, format: format) }
        case ItemsView.browse.name:
            return reference(in: command.arguments, usage: ItemsView.browse.usage).map { .browse($0) }
        case ItemsView.read.name:
            return reference(in: command.arguments, usage: ItemsView.read.usage).map { .markRead($0) }
        case ItemsView.unread.name:
            return reference(in: command.arguments, usage: ItemsView.unread.usage).map { .markUnread($0) }
        case ItemsView.history.name:
            if command.arguments == ["clear"] { return .clearHistory }
            return onlyFormat(defaultFormat, usage: ItemsView.history.usage).map { .history(format: $0) }
        case ItemsView.source.name:
            guard command.arguments.count <= 1 else { return tooMany(ItemsView.source.usage) }
            guard let places else { return nil }
            return command.arguments.first.map { .switchSource(ItemSourceSpec.parse($0, in: places)) } ?? .showSource
        case ItemsView.set.name:
            return setting()
        default:
            return nil
        }
    }

    /// `set per-page N` or `set pager on|off`.
    private func setting() -> ItemsViewEvent? {
        guard let name = command.arguments.first else { return .showSettings }
        guard let setting = ItemsView.Setting(rawValue: name) else {
            screen.fail(Message(.itemsUnknownSetting, TerminalSanitizer.inline(name), ItemsView.set.usage), status: .usage)
            return nil
        }
        guard command.arguments.count == 2 else {
            if command.arguments.count < 2 { screen.fail(Message(.commandMissingArgument, command.name, ItemsView.set.usage), status: .usage); return nil }
            return tooMany(ItemsView.set.usage)
        }
        let value = command.arguments[1]
        switch setting {
        case .perPage:
            guard let number = Int(value) else { return badNumber(value) }
            return .setPerPage(number)
        case .pager:
            guard let on = ["on": true, "off": false][value.lowercased()] else {
                screen.fail(Message(.commandBadArgument, TerminalSanitizer.inline(value), command.name, screen.text(Message(.commandExpectedOnOff))), status: .usage)
                return nil
            }
            return .setPager(on)
        case .lang:
            guard let language = Language(rawValue: value.lowercased()) else {
                screen.fail(Message(.commandBadArgument, TerminalSanitizer.inline(value), command.name, screen.text(Message(.commandExpectedLanguage))), status: .usage)
                return nil
            }
            return .setLanguage(language)
        }
    }

    /// The raw query text with a standalone `--json` removed (first or last word).
    package func queryAndFormat(_ defaultFormat: OutputFormat) -> (String, OutputFormat) {
        var text = command.argumentText
        var format = defaultFormat
        if text == Self.jsonFlag { return ("", .json) }
        if text.hasSuffix(" " + Self.jsonFlag) { text = String(text.dropLast(Self.jsonFlag.count + 1)); format = .json }
        if text.hasPrefix(Self.jsonFlag + " ") { text = String(text.dropFirst(Self.jsonFlag.count + 1)); format = .json }
        return (text.trimmingCharacters(in: .whitespaces), format)
    }

    package func onlyFormat(_ defaultFormat: OutputFormat, usage: String) -> OutputFormat? {
        guard command.arguments.allSatisfy({ $0 == Self.jsonFlag }) else { return tooMany(usage) }
        return command.arguments.isEmpty ? defaultFormat : .json
    }

    package func noArguments(_ usage: String) -> Bool {
        guard command.arguments.isEmpty else {
            let _: Bool? = tooMany(usage)
            return false
        }
        return true
    }

    package func singleNumber(usage: String) -> Int? {
        guard command.arguments.count == 1 else {
            if command.arguments.isEmpty { screen.fail(Message(.commandMissingArgument, command.name, usage), status: .usage); return nil }
            return tooMany(usage)
        }
        guard let number = Int(command.arguments[0]) else { return badNumber(command.arguments[0]) }
        return number
    }

    /// A row number (digits) or an item ID.
    package func reference(in arguments: [String], usage: String) -> ItemReference? {
        guard arguments.count == 1 else {
            if arguments.isEmpty { screen.fail(Message(.commandMissingArgument, command.name, usage), status: .usage); return nil }
            return tooMany(usage)
        }
        let word = arguments[0]
        if let number = Int(word) { return .row(number) }
        return .id(word)
    }

    private func tooMany<T>(_ usage: String) -> T? {
        screen.fail(Message(.commandTooManyArguments, command.name, usage), status: .usage)
        return nil
    }

    private func badNumber<T>(_ word: String) -> T? {
        screen.fail(Message(.commandBadArgument, TerminalSanitizer.inline(word), command.name, screen.text(Message(.commandExpectedNumber))), status: .usage)
        return nil
    }
}
