import Foundation
import ItemsModel
import ShellKit

/// Reads the arguments of a command line for a module's view (Items' events are in
/// `CommandArgumentParser+Items`), reporting usage errors (exit status 2) for missing, extra or
/// malformed arguments.
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

    static let jsonFlag = "--json"

    /// `set per-page N` or `set pager on|off`.
    package func setting() -> ItemsViewEvent? {
        guard let name = command.arguments.first else { return .showSettings }
        guard let setting = ItemsView.Setting(rawValue: name) else {
            screen.fail(Message(ItemsMessage.unknownSetting, TerminalSanitizer.inline(name), ItemsView.set.usage), status: .usage)
            return nil
        }
        guard command.arguments.count == 2 else {
            return command.arguments.count < 2 ? missingArgument(ItemsView.set.usage) : tooManyArguments(ItemsView.set.usage)
        }
        let value = command.arguments[1]
        switch setting {
        case .perPage:
            guard let number = Int(value) else { return badNumber(value) }
            return .setPerPage(number)
        case .pager:
            guard let on = ["on": true, "off": false][value.lowercased()] else {
                screen.fail(Message(SharedMessage.commandBadArgument, TerminalSanitizer.inline(value), command.name, screen.text(Message(ItemsMessage.commandExpectedOnOff))), status: .usage)
                return nil
            }
            return .setPager(on)
        case .hyperlinks:
            guard let mode = HyperlinkMode(rawValue: value.lowercased()) else {
                screen.fail(Message(SharedMessage.commandBadArgument, TerminalSanitizer.inline(value), command.name,
                                    screen.text(Message(ItemsMessage.commandExpectedOnOffAuto))), status: .usage)
                return nil
            }
            return .setHyperlinks(mode)
        case .lang:
            guard let language = Language(rawValue: value.lowercased()) else {
                screen.fail(Message(SharedMessage.commandBadArgument, TerminalSanitizer.inline(value), command.name, screen.text(Message(ItemsMessage.commandExpectedLanguage))), status: .usage)
                return nil
            }
            return .setLanguage(language)
        }
    }

    /// `search`'s words: the query text as typed, and the options anywhere among them:
    /// `--sort FIELD` (or `--sort=FIELD`), `--asc`, `--json[=FIELDS]`. nil after a usage error.
    package func searchRequest(_ defaultFormat: OutputFormat) -> (text: String, order: ItemOrder, format: OutputFormat)? {
        let raw = command.argumentText
        // An unbalanced quote: the query parser names it, with its column.
        guard let tokens = try? ItemQueryToken.tokens(in: raw) else { return (raw, .newest, defaultFormat) }
        var words: [String] = []
        var jsonWords: [String] = []
        var order = ItemOrder.newest
        var rest = tokens.map(\.raw)[...]
        while let word = rest.popFirst() {
            if word == "--asc" {
                order.ascending = true
            } else if word == "--sort" || word.hasPrefix("--sort=") {
                let value = word == "--sort" ? rest.popFirst() : String(word.dropFirst("--sort=".count))
                guard let value, let field = ItemOrder.Field(rawValue: value.lowercased()) else {
                    let allowed = ItemOrder.Field.allCases.map(\.rawValue).joined(separator: ", ")
                    screen.fail(Message(SharedMessage.commandBadArgument, TerminalSanitizer.inline(value ?? "--sort"), command.name,
                                        screen.text(Message(ItemsMessage.sortExpectedField, allowed))), status: .usage)
                    return nil
                }
                order.field = field
            } else if word == Self.jsonFlag {
                jsonWords.append(word)
                if let next = rest.first, Self.isFieldList(next, of: .listing, takesText: true) {
                    jsonWords.append(next)
                    rest.removeFirst()
                }
            } else if word.hasPrefix(Self.jsonFlag + "=") {
                jsonWords.append(word)
            } else {
                words.append(word)
            }
        }
        guard let (format, _) = jsonFormat(defaultFormat, fieldSet: .listing, in: jsonWords) else { return nil }
        return (words.joined(separator: " "), order, format)
    }

    /// `--json[=FIELDS]` and nothing else.
    package func onlyFormat(_ defaultFormat: OutputFormat, usage: String, fieldSet: JSONFieldSet = .listing) -> OutputFormat? {
        guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: fieldSet, takesText: false) else { return nil }
        guard rest.isEmpty else { return tooManyArguments(usage) }
        return format
    }

    package func noArguments(_ usage: String) -> Bool {
        guard command.arguments.isEmpty else {
            let _: Bool? = tooManyArguments(usage)
            return false
        }
        return true
    }

    package func singleNumber(usage: String) -> Int? {
        guard let word = singleWord(usage: usage) else { return nil }
        guard let number = Int(word) else { return badNumber(word) }
        return number
    }

    /// A row number (digits) or an item ID.
    package func reference(in arguments: [String], usage: String) -> ItemReference? {
        guard let word = singleWord(in: arguments, usage: usage) else { return nil }
        if let number = Int(word) { return .row(number) }
        return .id(word)
    }

    /// The one word a command takes among `arguments` (all of them unless given); a usage error
    /// when there is none or more.
    package func singleWord(in arguments: [String]? = nil, usage: String) -> String? {
        let arguments = arguments ?? command.arguments
        guard arguments.count == 1 else { return arguments.isEmpty ? missingArgument(usage) : tooManyArguments(usage) }
        return arguments[0]
    }

    /// Reports a missing argument; always nil.
    package func missingArgument<T>(_ usage: String) -> T? {
        screen.fail(Message(ShellMessage.commandMissingArgument, command.name, usage), status: .usage)
        return nil
    }

    // MARK: - --json[=FIELDS]

    /// `--json`, `--json=FIELDS` or `--json FIELDS` among the arguments, and the other arguments.
    /// A word after a bare `--json` is its field list when it holds a comma or names a field of
    /// `fieldSet`, or when `takesText` is false (the command takes no other words). An unknown
    /// field is a usage error listing the valid ones; nil then.
    package func jsonFormat(_ defaultFormat: OutputFormat, fieldSet: JSONFieldSet, takesText: Bool = true,
                            in arguments: [String]? = nil) -> (OutputFormat, [String])? {
        var rest: [String] = []
        var format = defaultFormat
        var words = (arguments ?? command.arguments)[...]
        while let word = words.popFirst() {
            if word == Self.jsonFlag {
                format = .json(fields: format.fields)
                if let next = words.first, Self.isFieldList(next, of: fieldSet, takesText: takesText) {
                    words.removeFirst()
                    format = .json(fields: Self.fieldList(next))
                }
            } else if word.hasPrefix(Self.jsonFlag + "=") {
                format = .json(fields: Self.fieldList(String(word.dropFirst(Self.jsonFlag.count + 1))))
            } else {
                rest.append(word)
            }
        }
        if let fields = format.fields, let unknown = fieldSet.unknownField(in: fields) {
            screen.fail(fieldSet.unknownFieldMessage(unknown), status: .usage)
            return nil
        }
        return (format, rest)
    }

    /// Whether the word after a bare `--json` is its field list (see `jsonFormat`).
    private static func isFieldList(_ word: String, of fieldSet: JSONFieldSet, takesText: Bool) -> Bool {
        !word.hasPrefix("-") && (!takesText || word.contains(",") || fieldSet.fields.contains(word))
    }

    private static func fieldList(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
    }

    /// Reports a usage error for extra arguments; always nil.
    package func tooManyArguments<T>(_ usage: String) -> T? {
        screen.fail(Message(ShellMessage.commandTooManyArguments, command.name, usage), status: .usage)
        return nil
    }

    private func badNumber<T>(_ word: String) -> T? {
        screen.fail(Message(SharedMessage.commandBadArgument, TerminalSanitizer.inline(word), command.name, screen.text(Message(ItemsMessage.commandExpectedNumber))), status: .usage)
        return nil
    }
}
