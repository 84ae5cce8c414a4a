import ShellKit

/// `set` alone, `set per-page N`, `set pager on|off`, `set hyperlinks on|off|auto` and
/// `set lang en|ja`, `set notify-command|token-command COMMAND|off` as Items' events.
@MainActor package enum ItemsSettingParser {
    package static func event(_ arguments: CommandArguments) throws(CommandUsageError) -> ItemsViewEvent {
        let usage = ItemsView.set.usage
        let words = arguments.words
        guard let name = words.first else { return .showSettings }
        guard let setting = ItemsView.Setting(rawValue: name) else {
            throw .refused(Message(ItemsMessage.unknownSetting, TerminalSanitizer.inline(name), usage))
        }
        if let name = CommandSettings.Name(rawValue: setting.rawValue) {
            // A command of several words may be typed unquoted: they are joined again.
            guard words.count >= 2 else { throw arguments.missing(usage: usage) }
            let command = words.dropFirst().joined(separator: " ")
            return .setCommand(name, command.lowercased() == "off" || command.isEmpty ? nil : command)
        }
        guard words.count == 2 else {
            throw words.count < 2 ? arguments.missing(usage: usage) : arguments.tooMany(usage: usage)
        }
        let value = words[1]
        switch setting {
        case .perPage:
            return .setPerPage(try arguments.number(value))
        case .pager:
            guard let on = ["on": true, "off": false][value.lowercased()] else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedOnOff)))
            }
            return .setPager(on)
        case .hyperlinks:
            guard let mode = HyperlinkMode(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedOnOffAuto)))
            }
            return .setHyperlinks(mode)
        case .notifyCommand, .tokenCommand:
            throw arguments.missing(usage: usage)
        case .lang:
            guard let language = Language(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedLanguage)))
            }
            return .setLanguage(language)
        }
    }
}
